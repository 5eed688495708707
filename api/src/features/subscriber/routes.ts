import type { FastifyPluginAsync } from 'fastify';
import { subscriberSchema } from 'shared/validation';
import { sql } from 'kysely';
import { HttpError } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { jsonSchema, parseWith } from '../../core/validation';

const alreadyExists: Record<'cs' | 'en', string> = {
  cs: 'Tento e-mail je již přihlášen k odběru.',
  en: 'This e-mail is already subscribed.',
};

export const subscriberRoutes: FastifyPluginAsync = async (app) => {
  const limit = app.ctx.config.rateLimits.newsletter;
  app.post(
    '/subscriber/save',
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail to the newsletter',
        body: jsonSchema(subscriberSchema),
        response: {
          200: { type: 'object', properties: { success: { type: 'boolean' }, id: { type: 'integer' } } },
          409: { description: 'error `already_exists`', $ref: 'ApiError#' },
          422: { $ref: 'ValidationError#' },
          429: { $ref: 'ApiError#' },
        },
      },
    },
    async (request) => {
      const { email } = parseWith(subscriberSchema, request.body, request);
      const locale = requestLocale(request);
      const row = await app.ctx.db
        .insertInto('subscribers')
        .values({ email, locale, site_url: request.siteUrl })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new HttpError(409, 'already_exists', alreadyExists[locale]);
      return { success: true, id: row.id };
    },
  );
};
