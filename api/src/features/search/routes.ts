import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultSchema, validationErrorSchema } from 'shared/validation';
import { requestLocale } from '../../core/locale';
import { search } from './service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Full-text search over every content type of a language; diacritics and case are ignored, every word must match',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const { q, limit } = request.query;
      const locale = requestLocale(request);
      const data = await search(app.ctx.db, q, locale, Math.min(100, Math.max(1, Number(limit ?? 50))));
      return { data, meta: { q, total: data.length, locale } };
    },
  );
};
