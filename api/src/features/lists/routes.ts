import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  countriesSchema,
  currenciesSchema,
  localesSchema,
  productCategoriesSchema,
  productDetailSchema,
  productsSchema,
} from 'shared/validation';
import { z } from 'zod';
import { notFound } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { idValue, langQuery, localeParam } from '../../core/schemas';
import { loadProducts } from '../catalog/service';
import { listCountries, listCurrencies, listLocales, listProductCategories } from './service';

const localeParams = z.object({ locale: localeParam });

export const listsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;

  app.get(
    '/lists/currencies',
    {
      schema: {
        tags: ['lists'],
        summary: 'Currencies (CZK is the default)',
        response: { 200: currenciesSchema },
      },
    },
    async () => listCurrencies(db),
  );

  app.get(
    '/lists/countries/:locale',
    {
      schema: {
        tags: ['lists'],
        summary: 'Countries with names in the language',
        params: localeParams,
        response: { 200: countriesSchema },
      },
    },
    async (request) => listCountries(db, requestLocale(request)),
  );

  app.get(
    '/lists/locales',
    {
      schema: {
        tags: ['lists'],
        summary: 'Locales of the site (cs is the default)',
        response: { 200: localesSchema },
      },
    },
    async () => listLocales(),
  );

  app.get(
    '/catalog/category/:locale',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product categories',
        params: localeParams,
        response: { 200: productCategoriesSchema },
      },
    },
    async (request) => listProductCategories(db, requestLocale(request)),
  );

  /** Every product in the request's language. */
  const productsIn = async (request: FastifyRequest) => [...(await loadProducts(db, requestLocale(request))).values()];

  app.get(
    '/catalog/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products that can go into the cart',
        querystring: langQuery,
        response: { 200: productsSchema },
      },
    },
    productsIn,
  );

  // Releases of mf-content built while the language of this list was a path segment still ask
  // here; promoting or rolling back to one of them keeps its office pages' services.
  app.get(
    '/catalog/products/:locale',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products that can go into the cart (the language in the path: for releases built before `?lang=`)',
        deprecated: true,
        params: localeParams,
        response: { 200: productsSchema },
      },
    },
    productsIn,
  );

  app.get(
    '/catalog/product/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: z.object({ id: idValue() }),
        querystring: langQuery,
        response: { 200: productDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const product = id === undefined ? undefined : (await loadProducts(db, requestLocale(request), [id])).get(id);
      if (!product) throw notFound('Product not found');
      return { data: product };
    },
  );
};
