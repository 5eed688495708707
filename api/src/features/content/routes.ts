import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_TYPES, isContentType } from 'shared/constants';
import {
  apiErrorSchema,
  blogCategoriesSchema,
  contentDetailSchema,
  contentListSchema,
  readymadeListSchema,
} from 'shared/validation';
import { z } from 'zod';
import { notFound } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { clampedInt, idValue, langQuery, langValue, lenient, MAX_OFFSET, textValue } from '../../core/schemas';
import {
  getContentBySlug,
  getContentItem,
  getPageByKey,
  listBlogCategories,
  listContent,
  listReadymade,
} from './service';

const contentType = z.string().meta({ enum: [...CONTENT_TYPES], description: 'Anything else is not found' });

const filter = (key: string) => textValue(`filter on data.${key}`);

const listQuery = z.object({
  lang: langValue,
  city: filter('city'),
  kind: filter('kind'),
  region: filter('region'),
  key: filter('key'),
  country: filter('country'),
  badge: filter('badge'),
  category: idValue('blog-post: category id'),
  letter: lenient(
    (value) =>
      typeof value === 'string' && /^\p{L}$/u.test(value)
        ? value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
        : undefined,
    { type: 'string', description: 'terms: first letter, diacritics ignored' },
  ),
  limit: clampedInt(1, 500, 100),
  offset: clampedInt(0, MAX_OFFSET, 0, 'larger values are clamped'),
});

const PAGE_KEY = /^[A-Za-z]{1,60}$/;

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;

  app.get(
    '/content/:type',
    {
      schema: {
        tags: ['content'],
        summary: 'List the items of a content type in a language',
        params: z.object({ type: contentType }),
        querystring: listQuery,
        response: { 200: contentListSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { type } = request.params;
      if (!isContentType(type)) throw notFound(`Unknown content type: ${type.slice(0, 50)}`);
      const { lang: _lang, category, letter, limit, offset, ...filters } = request.query;
      const locale = requestLocale(request);
      const { data, total } = await listContent(db, type, locale, { filters, category, letter, limit, offset });
      return { data, meta: { total, limit, offset, locale } };
    },
  );

  const detail = {
    tags: ['content'],
    querystring: langQuery,
    response: { 200: contentDetailSchema, 404: apiErrorSchema },
  };

  app.get(
    '/content/:type/:id',
    {
      schema: {
        ...detail,
        summary: 'One content item by id, with the other language’s id and slug in `alternate`',
        params: z.object({ type: contentType, id: idValue() }),
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const item =
        isContentType(type) && id !== undefined ? await getContentItem(db, type, id, requestLocale(request)) : null;
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
        params: z.object({
          key: lenient((value) => (typeof value === 'string' && PAGE_KEY.test(value) ? value : undefined), {
            type: 'string',
            pattern: PAGE_KEY.source,
            description: 'Anything else is not found',
          }),
        }),
      },
    },
    async (request) => {
      const { key } = request.params;
      const item = key ? await getPageByKey(db, key, requestLocale(request)) : null;
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
        params: z.object({ type: contentType, slug: textValue('Anything longer is not found', 200) }),
      },
    },
    async (request) => {
      const { type, slug } = request.params;
      const item =
        isContentType(type) && slug !== undefined
          ? await getContentBySlug(db, type, slug, requestLocale(request))
          : null;
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
        querystring: z.object({
          lang: langValue,
          kind: lenient((value) => (typeof value === 'string' && value !== '' ? value : undefined), {
            type: 'string',
            enum: ['sro', 'as', 'se', 'startup'],
          }),
        }),
        response: { 200: readymadeListSchema },
      },
    },
    async (request) => {
      const { data, total } = await listReadymade(db, requestLocale(request), request.query.kind);
      return { data, meta: { total } };
    },
  );

  app.get(
    '/blog/categories/list',
    {
      schema: {
        tags: ['lists'],
        summary: 'Blog post categories',
        querystring: langQuery,
        response: { 200: blogCategoriesSchema },
      },
    },
    async (request) => listBlogCategories(db, requestLocale(request)),
  );
};
