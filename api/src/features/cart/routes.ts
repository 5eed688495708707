import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from 'shared/constants';
import {
  apiErrorSchema,
  cartCreateSchema,
  cartLineSchema,
  cartLineUpdateSchema,
  cartSchema,
  cartsSchema,
  cartOrderSchema,
  cartOrderSentSchema,
  IDEMPOTENCY_KEY,
  successSchema,
  validationErrorSchema,
} from 'shared/validation';
import { z } from 'zod';
import { currentUser, requireUser } from '../../core/auth';
import { notFound } from '../../core/errors';
import { siteUrlOf, tooManyRequests } from '../../core/http';
import { rateLimitKey } from '../../core/proxy';
import { requestLocale } from '../../core/locale';
import { described } from '../../core/openapi';
import { idValue, langQuery, lenient, localeParam } from '../../core/schemas';
import { cartOf, loadCart } from './access';
import { sendOrder } from '../order/service';
import { cartView, createCart, deleteCart, setLine, userCarts, visitGuestCart } from './service';

const guestNote =
  'A guest cart is reached with its temp id in the guest-cart cookie (a browser on the site sends it by itself); a user cart with the session cookie or the bearer token. Any other caller gets 404, whatever it sent.';

/** `?create=false`: an unknown temp id is not found instead of a new cart; anything else creates. */
const createValue = lenient((value) => value !== 'false', {
  type: 'string',
  enum: ['true', 'false'],
  description: '`false`: answer 404 for an unknown temp id instead of creating a cart',
});

const cartIdParams = z.object({ cartId: idValue('The cart id; a cart the caller may not use is not found') });

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;
  const guestLimit = app.ctx.config.rateLimits.guestCart;
  const checkGuestLimit = app.createRateLimit({
    max: guestLimit.max,
    timeWindow: guestLimit.timeWindowMs,
    // No route of its own: the key names the bucket.
    keyGenerator: (request) => `guest-cart ${rateLimitKey(request.ip)}`,
  });

  /** A new guest cart, counted against the client's guest-cart limit (429 with Retry-After above it). */
  async function newGuestCart(request: FastifyRequest, reply: FastifyReply, locale: Locale) {
    const limit = await checkGuestLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      const error = tooManyRequests(request, limit.ttl);
      reply.header('retry-after', String(error.extra.retryAfter));
      throw error;
    }
    return createCart(db, { guest: true }, locale);
  }

  app.get(
    '/cart/:locale',
    {
      schema: {
        tags: ['cart'],
        summary: 'The logged-in user’s carts (one is created when there is none)',
        security: [{ bearer: [] }],
        params: z.object({ locale: localeParam }),
        response: { 200: cartsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return userCarts(db, user.id, requestLocale(request));
    },
  );

  app.get(
    '/cart/anonymous/:locale/:tempId',
    {
      schema: {
        tags: ['cart'],
        summary:
          'A guest cart by its temp id; 0 (or an unknown id) creates a new one with a fresh temp id, unless `create=false` (then 404)',
        params: z.object({ locale: localeParam, tempId: z.string() }),
        querystring: z.object({ create: createValue }),
        response: {
          200: cartSchema,
          404: described('`create=false` and no guest cart of that temp id', apiErrorSchema),
          429: described('too many new guest carts from this client (Retry-After)', apiErrorSchema),
        },
      },
    },
    async (request, reply) => {
      const { tempId } = request.params;
      const locale = requestLocale(request);
      const found = await visitGuestCart(db, tempId);
      // Looking at a cart (a page, the header's count) never creates one: a write on a GET would
      // give every render with a stale cookie a new cart.
      if (!found && !request.query.create) throw notFound('No guest cart of that temp id');
      const cart = found ?? (await newGuestCart(request, reply, locale));
      return cartView(db, cart, locale);
    },
  );

  app.post(
    '/cart/create',
    {
      schema: {
        tags: ['cart'],
        summary: 'Create a cart: for the logged-in user, else a guest cart with a new temp id',
        description: 'The cart’s language is the request’s (`?lang=`); the body, if any, is an empty object.',
        querystring: langQuery,
        body: cartCreateSchema,
        response: { 201: cartSchema, 422: validationErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const user = await currentUser(request);
      const cart = user
        ? await createCart(db, { userId: user.id }, locale)
        : await newGuestCart(request, reply, locale);
      return reply.code(201).send(await cartView(db, cart, locale));
    },
  );

  app.delete(
    '/cart/:cartId',
    {
      preValidation: loadCart,
      schema: {
        tags: ['cart'],
        summary: 'Delete a cart',
        description: guestNote,
        params: cartIdParams,
        response: { 200: successSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await deleteCart(db, cartOf(request));
      return { success: true };
    },
  );

  app.put(
    '/cart/:cartId',
    {
      preValidation: loadCart,
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a product (and variant) in the cart; quantity 0 removes the line',
        description: guestNote,
        params: cartIdParams,
        querystring: langQuery,
        body: cartLineSchema,
        response: {
          200: cartLineUpdateSchema,
          404: apiErrorSchema,
          409: described(
            'error `product_unavailable` with `reason`: `inactive` or `virtual_office_full` (only quantity 0 is accepted for such a product)',
            apiErrorSchema,
          ),
          422: validationErrorSchema,
        },
      },
    },
    async (request) => setLine(db, cartOf(request), request.body, requestLocale(request)),
  );

  const orderLimit = app.ctx.config.rateLimits.enquiry;
  app.post(
    '/cart/:cartId/order',
    {
      // Each order mails the provider and the address typed: limited per client as enquiries are.
      config: { rateLimit: { max: orderLimit.max, timeWindow: orderLimit.timeWindowMs } },
      preValidation: loadCart,
      schema: {
        tags: ['cart'],
        summary: 'Send the cart as an order enquiry (no payment: the provider calls back)',
        description: `${guestNote} In one transaction: the cart is re-priced, the vouchers' uses are recorded (a guest's per-user limit binds to the e-mail sent here), the order is stored as an enquiry of type \`order\` (its text cleaned of control characters), the cart is emptied and the order's lead and confirmation e-mails are queued (no confirmation to an address that has had 3 in 24 hours, enquiries and orders together). The same Idempotency-Key with the same fields on the same cart, within 24 hours and while the cart stays empty, answers the first order again; the same key with other fields is a new attempt (on the emptied cart: 422 on \`cart\`). Rate limited per client as enquiries.`,
        params: cartIdParams,
        querystring: langQuery,
        headers: z.object({
          'idempotency-key': z.string({ error: 'required' }).regex(IDEMPOTENCY_KEY, { error: 'invalid' }),
        }),
        body: cartOrderSchema,
        response: {
          200: cartOrderSentSchema,
          404: apiErrorSchema,
          409: described(
            '`product_unavailable` (with `reason`) for an unavailable line, or a voucher error (`quantity`, `quantity_per_user_limit`, `active_from`, `active_to`)',
            apiErrorSchema,
          ),
          422: described(
            'invalid fields, a missing or invalid Idempotency-Key, or an empty cart (`errors.cart`)',
            validationErrorSchema,
          ),
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const cart = cartOf(request);
      const user = await currentUser(request);
      reply.header('cache-control', 'no-store');
      const { sent, confirmationLimited } = await sendOrder(
        db,
        cart,
        request.headers['idempotency-key'],
        request.body,
        {
          locale: requestLocale(request),
          siteUrl: siteUrlOf(request),
          siteOrigin: app.ctx.config.siteOrigin,
          userId: user?.id ?? null,
        },
      );
      if (confirmationLimited)
        request.log.warn(
          { userRequestId: sent.id },
          'confirmation not sent: the address had its confirmations for today',
        );
      return sent;
    },
  );
};
