import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, quarantineSchema } from 'shared/validation';
import { z } from 'zod';
import { requireStaff } from '../../core/auth';
import { idValue } from '../../core/schemas';
import { listQuarantine } from './repository';
import { releaseEnquiry } from './service';
import { staffAction, staffActionSchema } from './staff-action';

/**
 * Enquiries sent faster than a person types are kept in quarantine (status `quarantine`), not
 * thrown away: staff see them here and release a person's to the leads (`new`) with one request,
 * which also sends its lead e-mail to the provider (none is sent while it is in quarantine).
 */
export const quarantineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/admin/quarantine',
    {
      schema: {
        tags: staffActionSchema.tags,
        summary: 'Enquiries set aside as sent too fast, newest first (staff only)',
        security: staffActionSchema.security,
        response: {
          200: quarantineSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await requireStaff(request);
      return { data: await listQuarantine(db) };
    },
  );

  app.post(
    '/admin/quarantine/:enquiryId/release',
    {
      schema: {
        ...staffActionSchema,
        summary: 'Release a quarantined enquiry to the leads (status `new`, its lead e-mail queued; staff only)',
        params: z.object({
          enquiryId: idValue('Not a quarantined enquiry: 404'),
        }),
      },
    },
    async (request) =>
      staffAction(
        request,
        request.params.enquiryId,
        (id) => releaseEnquiry(db, id, app.ctx.config.siteOrigin),
        'No quarantined enquiry of that id',
      ),
  );
};
