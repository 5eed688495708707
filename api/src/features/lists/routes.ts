import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../core/errors';
import { LOCALES, requestLocale, toLocale } from '../../core/locale';
import { intParam } from '../../core/validation';
import { loadProducts } from '../catalog/service';

const localeParam = {
  type: 'object',
  properties: { locale: { type: 'string', enum: ['cs', 'en'], description: 'Anything else falls back to cs' } },
} as const;

export const productSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    slug: { type: 'string' },
    url: { type: 'string', description: 'Site path of the page that sells the product' },
    price: { type: 'number', description: 'CZK without VAT' },
    price_vat: { type: 'number', description: 'CZK with VAT' },
    original_price: { type: ['number', 'null'] },
    is_price_sale_active: { type: 'boolean' },
    tax_rate: { type: 'object', properties: { rate: { type: 'number' } } },
    main_image: { type: ['string', 'null'] },
    image: { type: ['string', 'null'] },
    default_category: { type: ['object', 'null'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    categories: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, name: { type: 'string' }, slug: { type: 'string' } },
      },
    },
    virtual_office_id: { type: ['integer', 'null'] },
    available: { type: 'boolean', description: 'false: cannot be ordered (inactive, or its virtual office is full)' },
    unavailable_reason: { type: ['string', 'null'], enum: ['inactive', 'virtual_office_full', null] },
  },
} as const;

export const listsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/lists/currencies',
    {
      schema: {
        tags: ['lists'],
        summary: 'Currencies (CZK is the default)',
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                code: { type: 'string' },
                symbol_before: { type: 'string' },
                symbol_after: { type: 'string' },
                decimals: { type: 'integer' },
                rate: { type: 'number', description: 'CZK per unit' },
                is_default: { type: 'boolean' },
              },
            },
          },
        },
      },
    },
    async () => app.ctx.db.selectFrom('currencies').selectAll().orderBy('is_default', 'desc').orderBy('id').execute(),
  );

  app.get(
    '/lists/countries/:locale',
    {
      schema: {
        tags: ['lists'],
        summary: 'Countries with names in the language',
        params: localeParam,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } },
            },
          },
        },
      },
    },
    async (request) => {
      const locale = toLocale((request.params as { locale: string }).locale);
      const rows = await app.ctx.db.selectFrom('countries').selectAll().execute();
      return rows
        .map((r) => ({ id: r.id, code: r.code, name: r.names[locale] ?? r.names.cs ?? r.code }))
        .sort((a, b) => a.name.localeCompare(b.name, locale));
    },
  );

  app.get(
    '/lists/locales',
    {
      schema: {
        tags: ['lists'],
        summary: 'Locales of the site (cs is the default)',
        response: { 200: { type: 'array', items: { type: 'object' } } },
      },
    },
    async () => LOCALES.map((code) => ({ code, default: code === 'cs', prefix: code === 'cs' ? '' : `/${code}` })),
  );

  app.get(
    '/catalog/category/:locale',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product categories',
        params: localeParam,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: { id: { type: 'integer' }, name: { type: 'string' }, slug: { type: 'string' } },
            },
          },
        },
      },
    },
    async (request) => {
      const locale = toLocale((request.params as { locale: string }).locale);
      return app.ctx.db
        .selectFrom('product_categories as c')
        .innerJoin('product_category_translations as t', (j) =>
          j.onRef('t.category_id', '=', 'c.id').on('t.locale', '=', locale),
        )
        .select(['c.id', 't.name', 't.slug'])
        .orderBy('c.position')
        .orderBy('c.id')
        .execute();
    },
  );

  app.get(
    '/catalog/products/:locale',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products that can go into the cart',
        params: localeParam,
        response: { 200: { type: 'array', items: productSchema } },
      },
    },
    async (request) => {
      const locale = toLocale((request.params as { locale: string }).locale);
      return [...(await loadProducts(app.ctx.db, locale)).values()];
    },
  );

  app.get(
    '/catalog/product/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: { type: 'object', properties: { id: { type: 'integer' } } },
        querystring: { type: 'object', properties: { lang: { type: 'string', enum: ['cs', 'en'] } } },
        response: { 200: { type: 'object', properties: { data: productSchema } }, 404: { $ref: 'ApiError#' } },
      },
    },
    async (request) => {
      const id = intParam((request.params as { id: string }).id);
      const product = id ? (await loadProducts(app.ctx.db, requestLocale(request), [id])).get(id) : undefined;
      if (!product) throw notFound('Product not found');
      return { data: product };
    },
  );
};
