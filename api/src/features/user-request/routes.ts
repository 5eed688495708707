import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from 'shared/constants';
import { apiErrorSchema, userRequestSavedSchema, userRequestSchema, validationErrorSchema } from 'shared/validation';
import { currentUser } from '../../core/auth';
import { HttpError } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { described } from '../../core/openapi';
import { langQuery } from '../../core/schemas';
import { saveEnquiry } from './service';

const alreadyReserved: Record<Locale, string> = {
  cs: 'Tato společnost je již rezervována.',
  en: 'This company has already been reserved.',
};

export const userRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.ctx.config.rateLimits.enquiry;
  app.post(
    '/user-request/save',
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      schema: {
        tags: ['enquiry'],
        summary: 'Save an enquiry; type `readymade` also reserves the company `content.id`',
        description:
          'Answers 200 only after the enquiry (and the reservation) is committed. Text is stored as plain text.',
        querystring: langQuery,
        body: userRequestSchema,
        response: {
          200: userRequestSavedSchema,
          409: described(
            'error `already_reserved`: the company is taken; the enquiry is saved anyway (status `reservation_conflict`, its `id` in the body)',
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
      const { id, conflict } = await saveEnquiry(app.ctx.db, request.body, {
        locale,
        siteUrl: request.siteUrl,
        userId: user?.id ?? null,
      });
      request.log.info({ userRequestId: id, type: request.body.content.type, conflict }, 'enquiry saved');
      if (conflict) throw new HttpError(409, 'already_reserved', alreadyReserved[locale], { id });
      return { id, success: true };
    },
  );
};
