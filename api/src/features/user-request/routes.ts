import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from 'shared/constants';
import { z } from 'zod';
import { apiErrorSchema, userRequestSavedSchema, userRequestSchema, validationErrorSchema } from 'shared/validation';
import { currentUser } from '../../core/auth';
import { HttpError } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { described } from '../../core/openapi';
import { rateLimitKey } from '../../core/proxy';
import { idValue, langQuery } from '../../core/schemas';
import { confirmReservation, robotVerdict, saveEnquiry } from './service';
import { quarantineRoutes } from './quarantine-routes';
import { staffAction, staffActionSchema } from './staff-action';

const conflictMessages: Record<'already_reserved' | 'reservation_limit', Record<Locale, string>> = {
  already_reserved: {
    cs: 'Tato společnost je již rezervována.',
    en: 'This company has already been reserved.',
  },
  reservation_limit: {
    cs: 'Na váš e-mail nebo z vaší adresy již čeká jedna rezervace. Ozveme se vám.',
    en: 'You already have a reservation waiting for confirmation. We will be in touch.',
  },
};

export const userRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.ctx.config.rateLimits.enquiry;
  app.post(
    '/user-request/save',
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      schema: {
        tags: ['enquiry'],
        summary: 'Save an enquiry; type `readymade` also reserves the company `content.id` (pending 48 h)',
        description:
          'Answers 200 only after the enquiry (and the reservation) is committed. Text is stored as plain text. An enquiry with the hidden `website` field filled in gets the same 200 and is stored with status `spam`; one with `fillMs` under the minimum filling time likewise, with status `quarantine`, which staff can release (GET /api/admin/quarantine); neither gets files or a reservation. A repeat — the same content (type, item, text, name, e-mail in any case, phone, other services, virtual office, files) as an enquiry stored in the last 24 hours — stores nothing and gets the answer of the first (its id; its 409 for a refused booking); any other post is a new enquiry. A `formToken` field is ignored. Committed with the enquiry: its lead e-mail to the provider and a confirmation to the visitor (in the request language), sent shortly after by the mail worker; a `spam` or `quarantine` enquiry gets neither, and an address that has had 3 confirmations in 24 hours (enquiries and orders) gets no more, the enquiry and its lead still stored.',
        querystring: langQuery,
        body: userRequestSchema,
        response: {
          200: userRequestSavedSchema,
          409: described(
            'error `already_reserved`: the company is taken (status `reservation_conflict`), or `reservation_limit`: the e-mail or client address already holds a pending reservation (status `reservation_limit`); the enquiry is saved anyway, its `id` in the body',
            apiErrorSchema,
          ),
          422: validationErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const user = await currentUser(request);
      const robot = robotVerdict(request.body, app.ctx.config.minFillMs);
      const { id, conflict, confirmationLimited } = await saveEnquiry(app.ctx.db, request.body, {
        locale,
        siteUrl: request.siteUrl,
        siteOrigin: app.ctx.config.siteOrigin,
        userId: user?.id ?? null,
        clientKey: rateLimitKey(request.ip),
        robot,
      });
      request.log.info({ userRequestId: id, type: request.body.content.type, conflict, robot }, 'enquiry saved');
      if (confirmationLimited)
        request.log.warn({ userRequestId: id }, 'confirmation not sent: the address had its confirmations for today');
      if (conflict)
        throw new HttpError(409, conflict, conflictMessages[conflict][locale], {
          id,
        });
      return { id, success: true };
    },
  );

  app.post(
    '/readymade/:companyId/reservation/confirm',
    {
      schema: {
        ...staffActionSchema,
        summary: 'Confirm the pending reservation of a ready-made company (staff only); it no longer lapses',
        params: z.object({ companyId: idValue('The company id') }),
      },
    },
    async (request) =>
      staffAction(
        request,
        request.params.companyId,
        (companyId) => confirmReservation(app.ctx.db, { companyId }),
        'No reservation to confirm',
      ),
  );

  await app.register(quarantineRoutes);
};
