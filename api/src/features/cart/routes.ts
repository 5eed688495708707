import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { cartCreateSchema, cartLineSchema, formatMessage, validationFailedMessage } from 'shared/validation';
import { currentUser, requireUser } from '../../core/auth';
import { HttpError, notFound, ValidationFailed } from '../../core/errors';
import { tooManyRequests } from '../../core/http';
import { requestLocale, toLocale, type Locale } from '../../core/locale';
import { intParam, jsonSchema, parseWith } from '../../core/validation';
import { loadProducts, type UnavailableReason } from '../catalog/service';
import { productSchema } from '../lists/routes';
import { authorizeCart, cartView, createCart, TEMP_ID } from './service';

const money = { type: 'number', description: 'CZK' } as const;
export const cartSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    tempId: { type: ['string', 'null'], description: 'guest carts: keep it in the guest-cart cookie (14 days)' },
    locale: { type: 'string' },
    guestEmail: { type: ['string', 'null'] },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          product: productSchema,
          variant: { type: ['object', 'null'] },
          quantity: { type: 'integer' },
          note: { type: 'string' },
          unit_price: money,
          unit_price_vat: money,
          total: money,
          total_vat: money,
          available: {
            type: 'boolean',
            description:
              'false: no longer orderable (inactive product, full virtual office, withdrawn variant); left out of totals',
          },
        },
      },
    },
    vouchers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          code: { type: 'string' },
          name: { type: 'string' },
          discount_type: { type: 'string', enum: ['percent', 'amount'] },
          discount_value: { type: 'number' },
          discount: money,
          applicable: { type: 'boolean' },
        },
      },
    },
    totals: {
      type: 'object',
      properties: {
        currency: { type: 'string' },
        count: { type: 'integer' },
        items_price: money,
        items_vat: money,
        items_price_vat: money,
        discount: money,
        discount_without_vat: money,
        price: money,
        vat: money,
        price_vat: money,
      },
    },
  },
} as const;

const localeParams = { type: 'object', properties: { locale: { type: 'string', enum: ['cs', 'en'] } } } as const;
const cartIdParams = { type: 'object', properties: { cartId: { type: 'integer' } } } as const;
const productUnavailable: Record<Locale, Record<UnavailableReason, string>> = {
  cs: {
    inactive: 'Tento produkt již nelze objednat.',
    virtual_office_full: 'Toto virtuální sídlo je plně obsazené, nelze jej objednat.',
  },
  en: {
    inactive: 'This product can no longer be ordered.',
    virtual_office_full: 'This virtual office is fully booked and cannot be ordered.',
  },
};

/** Advisory lock namespace (first key) for creating a user's first cart; the second key is the user id. */
const USER_CART_LOCK = 0x63617274; // 'cart'

/** A guest cart's updated_at is refreshed on a visit when older than this. */
const TOUCH_AFTER_MS = 3600_000;

const guestNote =
  'A guest cart is reached with its temp id in the guest-cart cookie, the X-Cart-Token header or the tempId query; a user cart with the bearer token.';

export const cartRoutes: FastifyPluginAsync = async (app) => {
  const db = app.ctx.db;
  const guestLimit = app.ctx.config.rateLimits.guestCart;
  const checkGuestLimit = app.createRateLimit({ max: guestLimit.max, timeWindow: guestLimit.timeWindowMs });
  /** A new guest cart, counted against the client's guest-cart limit (429 with Retry-After above it). */
  const createGuestCart = async (request: FastifyRequest, reply: FastifyReply, locale: Locale) => {
    const limit = await checkGuestLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      const error = tooManyRequests(request, limit.ttl);
      reply.header('retry-after', String(error.extra.retryAfter));
      throw error;
    }
    return createCart(db, { guest: true }, locale);
  };

  app.get(
    '/cart/:locale',
    {
      schema: {
        tags: ['cart'],
        summary: 'The logged-in user’s carts (one is created when there is none)',
        security: [{ bearer: [] }],
        params: localeParams,
        response: { 200: { type: 'array', items: cartSchema }, 401: { $ref: 'ApiError#' } },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const locale = toLocale((request.params as { locale: string }).locale);
      const list = () => db.selectFrom('carts').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
      let carts = await list();
      if (carts.length === 0) {
        // Parallel first calls must not make two carts: creation is serialised per user with a
        // transaction-scoped advisory lock (PostgreSQL; PGlite runs one transaction at a time anyway).
        carts = await db.transaction().execute(async (trx) => {
          await sql`select pg_advisory_xact_lock(${USER_CART_LOCK}, ${user.id})`.execute(trx);
          const existing = await trx
            .selectFrom('carts')
            .selectAll()
            .where('user_id', '=', user.id)
            .orderBy('id')
            .execute();
          return existing.length ? existing : [await createCart(trx, { userId: user.id }, locale)];
        });
      }
      return Promise.all(carts.map((c) => cartView(db, c, locale)));
    },
  );

  app.get(
    '/cart/anonymous/:locale/:tempId',
    {
      schema: {
        tags: ['cart'],
        summary: 'A guest cart by its temp id; 0 (or an unknown id) creates a new one with a fresh temp id',
        params: {
          type: 'object',
          properties: { locale: { type: 'string', enum: ['cs', 'en'] }, tempId: { type: 'string' } },
        },
        response: {
          200: cartSchema,
          429: { description: 'too many new guest carts from this client (Retry-After)', $ref: 'ApiError#' },
        },
      },
    },
    async (request, reply) => {
      const { locale: rawLocale, tempId } = request.params as { locale: string; tempId: string };
      const locale = toLocale(rawLocale);
      let cart = TEMP_ID.test(tempId)
        ? await db
            .selectFrom('carts')
            .selectAll()
            .where('temp_id', '=', tempId)
            .where('user_id', 'is', null)
            .executeTakeFirst()
        : undefined;
      if (cart && cart.updated_at.getTime() < Date.now() - TOUCH_AFTER_MS) {
        // Visited: the clean-up removes guest carts untouched for 14 days.
        await db.updateTable('carts').set({ updated_at: new Date() }).where('id', '=', cart.id).execute();
      }
      cart ??= await createGuestCart(request, reply, locale);
      return cartView(db, cart, locale);
    },
  );

  app.post(
    '/cart/create',
    {
      schema: {
        tags: ['cart'],
        summary: 'Create a cart: for the logged-in user, else a guest cart with a new temp id',
        body: jsonSchema(cartCreateSchema),
        response: { 201: cartSchema, 422: { $ref: 'ValidationError#' }, 429: { $ref: 'ApiError#' } },
      },
    },
    async (request, reply) => {
      const body = parseWith(cartCreateSchema, request.body ?? undefined, request);
      const locale: Locale = body?.locale ?? requestLocale(request);
      const user = await currentUser(request);
      const cart = user
        ? await createCart(db, { userId: user.id }, locale)
        : await createGuestCart(request, reply, locale);
      return reply.code(201).send(await cartView(db, cart, locale));
    },
  );

  app.delete(
    '/cart/:cartId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Delete a cart',
        description: guestNote,
        params: cartIdParams,
        response: { 200: { type: 'object', properties: { success: { type: 'boolean' } } }, 404: { $ref: 'ApiError#' } },
      },
    },
    async (request) => {
      const cart = await authorizeCart(request, intParam((request.params as { cartId: string }).cartId));
      await db.deleteFrom('carts').where('id', '=', cart.id).execute();
      return { success: true };
    },
  );

  app.put(
    '/cart/:cartId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a product (and variant) in the cart; quantity 0 removes the line',
        description: guestNote,
        params: cartIdParams,
        querystring: { type: 'object', properties: { lang: { type: 'string', enum: ['cs', 'en'] } } },
        body: jsonSchema(cartLineSchema),
        response: {
          200: {
            type: 'object',
            properties: {
              product: productSchema,
              variant: { type: ['object', 'null'] },
              quantity: { type: 'integer' },
              original_quantity: { type: 'integer' },
              cart: cartSchema,
            },
          },
          404: { $ref: 'ApiError#' },
          409: {
            description:
              'error `product_unavailable` with `reason`: `inactive` or `virtual_office_full` (only quantity 0 is accepted for such a product)',
            $ref: 'ApiError#',
          },
          422: { $ref: 'ValidationError#' },
        },
      },
    },
    async (request) => {
      const cart = await authorizeCart(request, intParam((request.params as { cartId: string }).cartId));
      const input = parseWith(cartLineSchema, request.body, request);
      const locale = toLocale((request.query as { lang?: string }).lang ?? cart.locale);
      const invalid = (field: string) =>
        new ValidationFailed({
          statusCode: 422,
          error: 'validation_failed',
          message: validationFailedMessage[locale],
          errors: { [field]: [formatMessage('invalid', locale)] },
        });
      const product = (await loadProducts(db, locale, [input.id])).get(input.id);
      if (!product) throw invalid('id');
      // Removing (quantity 0) is always allowed, so a line that stopped qualifying can be taken out.
      if (!product.available && input.quantity > 0) {
        throw new HttpError(
          409,
          'product_unavailable',
          productUnavailable[locale][product.unavailable_reason ?? 'inactive'],
          {
            reason: product.unavailable_reason,
          },
        );
      }
      const variantId = input.variantId ?? null;
      let variant: { id: number; name: string; price: number } | null = null;
      if (variantId !== null) {
        const v = await db
          .selectFrom('product_variants')
          .selectAll()
          .where('id', '=', variantId)
          .where('product_id', '=', input.id)
          .where('is_active', '=', true)
          .executeTakeFirst();
        if (!v) throw invalid('variantId');
        variant = { id: v.id, name: v.names[locale] ?? v.names.cs ?? '', price: v.price ?? product.price };
      }
      const originalQuantity = await db.transaction().execute(async (trx) => {
        // Changes to one cart are serialised on its row: parallel PUTs of the same product would
        // otherwise both insert and the second would hit the unique index cart_lines_item.
        const locked = await trx
          .selectFrom('carts')
          .select('id')
          .where('id', '=', cart.id)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) throw notFound('Cart not found');
        const line = await trx
          .selectFrom('cart_lines')
          .select(['id', 'quantity'])
          .where('cart_id', '=', cart.id)
          .where('product_id', '=', input.id)
          .where((eb) => (variantId === null ? eb('variant_id', 'is', null) : eb('variant_id', '=', variantId)))
          .executeTakeFirst();
        if (input.quantity === 0) {
          if (line) await trx.deleteFrom('cart_lines').where('id', '=', line.id).execute();
        } else if (line) {
          await trx
            .updateTable('cart_lines')
            .set({ quantity: input.quantity, ...(input.note !== undefined ? { note: input.note } : {}) })
            .where('id', '=', line.id)
            .execute();
        } else {
          await trx
            .insertInto('cart_lines')
            .values({
              cart_id: cart.id,
              product_id: input.id,
              variant_id: variantId,
              quantity: input.quantity,
              note: input.note ?? '',
            })
            .execute();
        }
        await trx.updateTable('carts').set({ updated_at: new Date() }).where('id', '=', cart.id).execute();
        return line?.quantity ?? 0;
      });
      return {
        product,
        variant,
        quantity: input.quantity,
        original_quantity: originalQuantity,
        cart: await cartView(db, cart, locale),
      };
    },
  );
};
