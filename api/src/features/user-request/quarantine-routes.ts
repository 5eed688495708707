import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, quarantineSchema, successSchema } from 'shared/validation';
import { z } from 'zod';
import { requireStaff } from '../../core/auth';
import { notFound } from '../../core/errors';
import { idValue } from '../../core/schemas';
import { listQuarantine } from './repository';
import { releaseEnquiry } from './service';

const bearer = [{ bearer: [] }];

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
        tags: ['enquiry'],
        summary: 'Enquiries set aside as sent too fast, newest first (staff only)',
        security: bearer,
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
        tags: ['enquiry'],
        summary: 'Release a quarantined enquiry to the leads (status `new`, its lead e-mail queued; staff only)',
        security: bearer,
        params: z.object({
          enquiryId: idValue('Not a quarantined enquiry: 404'),
        }),
        response: {
          200: successSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await requireStaff(request);
      const id = request.params.enquiryId;
      if (!id || !(await releaseEnquiry(db, id, app.ctx.config.siteOrigin)))
        throw notFound('No quarantined enquiry of that id');
      return { success: true };
    },
  );
};
