import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { formatMessage, voucherAddSchema, voucherDeleteSchema } from 'shared/validation';
import { currentUser } from '../../core/auth';
import { HttpError } from '../../core/errors';
import { toLocale, type Locale } from '../../core/locale';
import { intParam, jsonSchema, parseWith } from '../../core/validation';
import { authorizeCart, cartView } from '../cart/service';
import { cartSchema } from '../cart/routes';

export type VoucherError =
  | 'not_exists'
  | 'service_type'
  | 'guest_email_is_required'
  | 'quantity_per_user_limit'
  | 'voucher_is_already_added'
  | 'user_check'
  | 'quantity'
  | 'active_from'
  | 'active_to'
  | 'minimal_price';

const messages: Record<Locale, Record<VoucherError, string>> = {
  cs: {
    not_exists: 'Slevový kupón neexistuje.',
    service_type: 'Slevový kupón neexistuje.',
    guest_email_is_required: 'Pro uplatnění kupónu zadejte e-mail.',
    quantity_per_user_limit: 'Kupón lze použít nejvýše',
    voucher_is_already_added: 'Kupón je již v košíku.',
    user_check: 'Kupón je již v košíku.',
    quantity: 'Kupón již není k dispozici.',
    active_from: 'Kupón zatím není k dispozici.',
    active_to: 'Platnost kupónu vypršela.',
    minimal_price: 'Kupón lze uplatnit při minimální hodnotě košíku',
  },
  en: {
    not_exists: 'The voucher does not exist.',
    service_type: 'The voucher does not exist.',
    guest_email_is_required: 'Enter your e-mail to apply a voucher.',
    quantity_per_user_limit: 'The voucher can be used at most',
    voucher_is_already_added: 'The voucher is already in the cart.',
    user_check: 'The voucher is already in the cart.',
    quantity: 'The voucher is no longer available.',
    active_from: 'The voucher is not available yet.',
    active_to: 'The voucher has expired.',
    minimal_price: 'The voucher applies from a minimum cart value of',
  },
};

const STATUS: Record<VoucherError, number> = {
  not_exists: 404,
  service_type: 404,
  guest_email_is_required: 422,
  quantity_per_user_limit: 409,
  voucher_is_already_added: 409,
  user_check: 409,
  quantity: 409,
  active_from: 409,
  active_to: 409,
  minimal_price: 409,
};

function voucherError(code: VoucherError, locale: Locale, value: unknown = null): HttpError {
  const extra: Record<string, unknown> = { status: STATUS[code], value };
  if (code === 'guest_email_is_required') extra.errors = { guestEmail: [formatMessage('required', locale)] };
  return new HttpError(STATUS[code], code, messages[locale][code], extra);
}

const voucherErrorSchema = {
  type: 'object',
  description:
    'Voucher error: `status` (= HTTP status), `error` one of not_exists, service_type (404), guest_email_is_required (422, with `errors.guestEmail`), quantity_per_user_limit (value = limit), voucher_is_already_added, user_check, quantity (value = total uses), active_from, active_to (value = ISO date), minimal_price (value = CZK) (409)',
  properties: {
    statusCode: { type: 'integer' },
    status: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    value: {},
  },
  required: ['statusCode', 'status', 'error', 'message', 'value'],
} as const;

/**
 * The one 422 that is not a ValidationError: a guest cart without an e-mail. It keeps the voucher
 * error fields of spec §8 (`status`, `error`, `value`, which the front end reads) and adds
 * `errors.guestEmail` like a ValidationError, for the form field.
 */
const guestEmailRequiredSchema = {
  type: 'object',
  description:
    'Voucher error `guest_email_is_required` (guest cart, no guestEmail sent or stored): the voucher error fields plus `errors.guestEmail`.',
  properties: {
    statusCode: { type: 'integer', enum: [422] },
    status: { type: 'integer', enum: [422] },
    error: { type: 'string', enum: ['guest_email_is_required'] },
    message: { type: 'string' },
    value: { type: 'null' },
    errors: {
      type: 'object',
      properties: { guestEmail: { type: 'array', items: { type: 'string' } } },
      required: ['guestEmail'],
    },
  },
  required: ['statusCode', 'status', 'error', 'message', 'value', 'errors'],
  example: {
    statusCode: 422,
    status: 422,
    error: 'guest_email_is_required',
    message: 'Pro uplatnění kupónu zadejte e-mail.',
    value: null,
    errors: { guestEmail: ['Pole musí být vyplněno'] },
  },
} as const;

export const voucherRoutes: FastifyPluginAsync = async (app) => {
  const db = app.ctx.db;
  const limit = app.ctx.config.rateLimits.voucher;
  const rateLimit = { max: limit.max, timeWindow: limit.timeWindowMs };

  app.post(
    '/voucher/cart/add/:cartId',
    {
      config: { rateLimit },
      schema: {
        tags: ['cart'],
        summary: 'Apply a voucher to the cart (serviceType is `eshop`; a guest cart needs guestEmail)',
        params: { type: 'object', properties: { cartId: { type: 'integer' } } },
        body: jsonSchema(voucherAddSchema),
        response: {
          200: cartSchema,
          404: voucherErrorSchema,
          409: voucherErrorSchema,
          422: {
            description:
              'invalid body: ValidationError; a guest cart without an e-mail: guest_email_is_required (voucher error fields + errors.guestEmail)',
            anyOf: [{ $ref: 'ValidationError#' }, guestEmailRequiredSchema],
          },
          429: { $ref: 'ApiError#' },
        },
      },
    },
    async (request) => {
      const cart = await authorizeCart(request, intParam((request.params as { cartId: string }).cartId));
      const locale = toLocale((request.query as { lang?: string }).lang ?? cart.locale);
      const input = parseWith(voucherAddSchema, request.body, request);
      const user = await currentUser(request);
      const now = new Date();

      await db.transaction().execute(async (trx) => {
        const voucher = await trx
          .selectFrom('vouchers')
          .selectAll()
          .where(sql`upper(code)`, '=', input.voucherCode.toUpperCase())
          .forUpdate()
          .executeTakeFirst();
        if (!voucher) throw voucherError('not_exists', locale);
        if (voucher.service_type !== input.serviceType) throw voucherError('service_type', locale);

        const guestEmail = (input.guestEmail || cart.guest_email || '').toLowerCase() || null;
        if (cart.user_id === null && !guestEmail) throw voucherError('guest_email_is_required', locale);
        if (cart.user_id === null && input.guestEmail) {
          await trx.updateTable('carts').set({ guest_email: guestEmail }).where('id', '=', cart.id).execute();
        }

        const inCart = await trx
          .selectFrom('cart_vouchers')
          .select('voucher_id')
          .where('cart_id', '=', cart.id)
          .where('voucher_id', '=', voucher.id)
          .executeTakeFirst();
        if (inCart) throw voucherError('voucher_is_already_added', locale);
        if (voucher.user_id !== null && voucher.user_id !== (cart.user_id ?? user?.id ?? null))
          throw voucherError('user_check', locale);
        if (voucher.active_from && voucher.active_from > now)
          throw voucherError('active_from', locale, voucher.active_from.toISOString());
        if (voucher.active_to && voucher.active_to < now)
          throw voucherError('active_to', locale, voucher.active_to.toISOString());

        if (voucher.quantity !== null) {
          const used = await trx
            .selectFrom('voucher_uses')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('voucher_id', '=', voucher.id)
            .executeTakeFirstOrThrow();
          if (used.n >= voucher.quantity) throw voucherError('quantity', locale, voucher.quantity);
        }
        const ownerId = cart.user_id;
        if (voucher.quantity_per_user !== null) {
          const used = await trx
            .selectFrom('voucher_uses')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('voucher_id', '=', voucher.id)
            .where((eb) =>
              ownerId !== null ? eb('user_id', '=', ownerId) : eb(sql`lower(email)`, '=', guestEmail ?? ''),
            )
            .executeTakeFirstOrThrow();
          if (used.n >= voucher.quantity_per_user)
            throw voucherError('quantity_per_user_limit', locale, voucher.quantity_per_user);
        }
        if (voucher.minimal_price !== null) {
          const view = await cartView(trx, cart, locale, now);
          if (view.totals.items_price_vat < voucher.minimal_price)
            throw voucherError('minimal_price', locale, voucher.minimal_price);
        }

        await trx.insertInto('cart_vouchers').values({ cart_id: cart.id, voucher_id: voucher.id }).execute();
        const ownerEmail = ownerId !== null ? (user?.email ?? null) : guestEmail;
        await trx
          .insertInto('voucher_uses')
          .values({ voucher_id: voucher.id, cart_id: cart.id, user_id: ownerId, email: ownerEmail })
          .execute();
        await trx.updateTable('carts').set({ updated_at: now }).where('id', '=', cart.id).execute();
      });

      const fresh = await db.selectFrom('carts').selectAll().where('id', '=', cart.id).executeTakeFirstOrThrow();
      return cartView(db, fresh, locale);
    },
  );

  app.post(
    '/voucher/cart/delete/:cartId',
    {
      config: { rateLimit },
      schema: {
        tags: ['cart'],
        summary: 'Remove a voucher from the cart',
        params: { type: 'object', properties: { cartId: { type: 'integer' } } },
        body: jsonSchema(voucherDeleteSchema),
        response: { 200: cartSchema, 404: { $ref: 'ApiError#' }, 422: { $ref: 'ValidationError#' } },
      },
    },
    async (request) => {
      const cart = await authorizeCart(request, intParam((request.params as { cartId: string }).cartId));
      const locale = toLocale((request.query as { lang?: string }).lang ?? cart.locale);
      const { voucherId } = parseWith(voucherDeleteSchema, request.body, request);
      const removed = await db.transaction().execute(async (trx) => {
        const res = await trx
          .deleteFrom('cart_vouchers')
          .where('cart_id', '=', cart.id)
          .where('voucher_id', '=', voucherId)
          .executeTakeFirst();
        await trx
          .deleteFrom('voucher_uses')
          .where('cart_id', '=', cart.id)
          .where('voucher_id', '=', voucherId)
          .execute();
        await trx.updateTable('carts').set({ updated_at: new Date() }).where('id', '=', cart.id).execute();
        return Number(res.numDeletedRows);
      });
      if (!removed)
        throw new HttpError(
          404,
          'not_in_cart',
          locale === 'cs' ? 'Kupón v košíku není.' : 'The voucher is not in the cart.',
        );
      return cartView(db, cart, locale);
    },
  );
};
