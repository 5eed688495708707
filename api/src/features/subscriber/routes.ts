import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from 'shared/constants';
import { apiErrorSchema, subscriberSavedSchema, subscriberSchema, validationErrorSchema } from 'shared/validation';
import { HttpError } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { described } from '../../core/openapi';
import { langQuery } from '../../core/schemas';
import { subscribe } from './service';

const alreadyExists: Record<Locale, string> = {
  cs: 'Tento e-mail je již přihlášen k odběru.',
  en: 'This e-mail is already subscribed.',
};

export const subscriberRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.ctx.config.rateLimits.newsletter;
  app.post(
    '/subscriber/save',
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail to the newsletter',
        querystring: langQuery,
        body: subscriberSchema,
        response: {
          200: subscriberSavedSchema,
          409: described('error `already_exists`', apiErrorSchema),
          422: validationErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const id = await subscribe(app.ctx.db, { email: request.body.email, locale, siteUrl: request.siteUrl });
      if (id === null) throw new HttpError(409, 'already_exists', alreadyExists[locale]);
      return { success: true, id };
    },
  );
};
