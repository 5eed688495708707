import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { MAX_DB_ID } from 'shared/validation';
import { intParam } from '../../core/validation';
import {
  CONTENT_TYPES,
  FILTER_KEYS,
  getContentBySlug,
  getContentItem,
  getPageByKey,
  isContentType,
  listContent,
  type ListFilters,
} from './service';

const itemSchema = {
  type: 'object',
  description:
    'A content item: the language-independent `data` fields and the translation fields of the README of api/seed merged into one object.',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: CONTENT_TYPES },
    locale: { type: 'string', enum: ['cs', 'en'] },
    slug: { type: 'string' },
    title: { type: 'string' },
    alternate: { $ref: 'Alternate#' },
    reserved: { type: 'boolean', description: 'readymade-company only' },
    imageUrl: { type: 'string' },
  },
  additionalProperties: true,
} as const;

const listQuery = {
  type: 'object',
  properties: {
    lang: { type: 'string', enum: ['cs', 'en'], description: 'Anything else falls back to cs' },
    ...Object.fromEntries(FILTER_KEYS.map((k) => [k, { type: 'string', description: `filter on data.${k}` }])),
    category: { type: 'integer', description: 'blog-post: category id' },
    letter: { type: 'string', description: 'terms: first letter, diacritics ignored' },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
    offset: { type: 'integer', minimum: 0, maximum: 2147483647, default: 0, description: 'larger values are clamped' },
  },
} as const;

function listOptions(query: Record<string, unknown>): ListFilters {
  const filters: ListFilters['filters'] = {};
  for (const key of FILTER_KEYS) {
    const v = query[key];
    if (typeof v === 'string' && v !== '' && v.length <= 100) filters[key] = v;
  }
  const limit = Math.min(500, Math.max(1, Number.parseInt(String(query.limit ?? '100'), 10) || 100));
  // Clamped: a huge offset (e.g. 1e20) would overflow PostgreSQL's bigint and fail with a 500.
  const offset = Math.min(MAX_DB_ID, Math.max(0, Number.parseInt(String(query.offset ?? '0'), 10) || 0));
  const letter = typeof query.letter === 'string' && /^\p{L}$/u.test(query.letter) ? query.letter : undefined;
  const options: ListFilters = { filters, limit, offset };
  const category = intParam(query.category);
  if (category) options.category = category;
  if (letter) options.letter = letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return options;
}

export const contentRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/content/:type',
    {
      schema: {
        tags: ['content'],
        summary: 'List the items of a content type in a language',
        params: { type: 'object', properties: { type: { type: 'string', enum: CONTENT_TYPES } } },
        querystring: listQuery,
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: itemSchema },
              meta: {
                type: 'object',
                properties: {
                  total: { type: 'integer' },
                  limit: { type: 'integer' },
                  offset: { type: 'integer' },
                  locale: { type: 'string' },
                },
              },
            },
          },
          404: { $ref: 'ApiError#' },
        },
      },
    },
    async (request) => {
      const { type } = request.params as { type: string };
      if (!isContentType(type)) throw notFound(`Unknown content type: ${type.slice(0, 50)}`);
      const locale = requestLocale(request);
      const options = listOptions(request.query as Record<string, unknown>);
      const { data, total } = await listContent(app.ctx.db, type, locale, options);
      return { data, meta: { total, limit: options.limit, offset: options.offset, locale } };
    },
  );

  const detail = {
    tags: ['content'],
    querystring: { type: 'object', properties: { lang: { type: 'string', enum: ['cs', 'en'] } } },
    response: { 200: { type: 'object', properties: { data: itemSchema } }, 404: { $ref: 'ApiError#' } },
  };

  app.get(
    '/content/:type/:id',
    {
      schema: {
        ...detail,
        summary: 'One content item by id, with the other language’s id and slug in `alternate`',
        params: {
          type: 'object',
          properties: { type: { type: 'string', enum: CONTENT_TYPES }, id: { type: 'integer' } },
        },
      },
    },
    async (request) => {
      const { type, id } = request.params as { type: string; id: string };
      const itemId = intParam(id);
      if (!isContentType(type) || !itemId) throw notFound('Content not found');
      const item = await getContentItem(app.ctx.db, type, itemId, requestLocale(request));
      if (!item) throw notFound('Content not found');
      return { data: item };
    },
  );

  app.get(
    '/content/page/key/:key',
    {
      schema: {
        ...detail,
        summary: 'The service page of a route, by its key (the route id, e.g. `aboutUs`)',
        params: { type: 'object', properties: { key: { type: 'string', pattern: '^[A-Za-z]{1,60}$' } } },
      },
    },
    async (request) => {
      const { key } = request.params as { key: string };
      const item = /^[A-Za-z]{1,60}$/.test(key) ? await getPageByKey(app.ctx.db, key, requestLocale(request)) : null;
      if (!item) throw notFound('Content not found');
      return { data: item };
    },
  );

  app.get(
    '/content/:type/slug/:slug',
    {
      schema: {
        ...detail,
        summary: 'One content item by its slug in the language',
        params: {
          type: 'object',
          properties: { type: { type: 'string', enum: CONTENT_TYPES }, slug: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const { type, slug } = request.params as { type: string; slug: string };
      if (!isContentType(type) || slug.length > 200) throw notFound('Content not found');
      const item = await getContentBySlug(app.ctx.db, type, slug, requestLocale(request));
      if (!item) throw notFound('Content not found');
      return { data: item };
    },
  );

  app.get(
    '/readymade',
    {
      schema: {
        tags: ['content'],
        summary: 'Ready-made companies with their reserved state (filter by kind: sro, as, se, startup)',
        querystring: {
          type: 'object',
          properties: {
            lang: { type: 'string', enum: ['cs', 'en'] },
            kind: { type: 'string', enum: ['sro', 'as', 'se', 'startup'] },
          },
        },
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: itemSchema } } } },
      },
    },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const options: ListFilters = { filters: {}, limit: 500, offset: 0 };
      if (typeof query.kind === 'string' && query.kind) options.filters.kind = query.kind.slice(0, 20);
      const { data, total } = await listContent(app.ctx.db, 'readymade-company', requestLocale(request), options);
      return { data, meta: { total } };
    },
  );

  app.get(
    '/blog/categories/list',
    {
      schema: {
        tags: ['lists'],
        summary: 'Blog post categories',
        querystring: { type: 'object', properties: { lang: { type: 'string', enum: ['cs', 'en'] } } },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                name: { type: 'string' },
                slug: { type: 'string' },
                alternate: { $ref: 'Alternate#' },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const { data } = await listContent(app.ctx.db, 'blog-category', requestLocale(request), {
        filters: {},
        limit: 500,
        offset: 0,
      });
      return data.map((c) => ({ id: c.id, name: c.title, slug: c.slug, alternate: c.alternate }));
    },
  );
};
