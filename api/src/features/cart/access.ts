import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../core/auth';
import { notFound } from '../../core/errors';
import { requestCookie } from '../../core/cookies';
import { isRecord } from '../../core/guards';
import { toId } from '../../core/schemas';
import { findCart, type CartRow } from './repository';
import { TEMP_ID } from './service';

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The guest cart token of a request: its `guest-cart` cookie, the one way it travels besides the
 * path of `GET /api/cart/anonymous/{locale}/{tempId}`. A header or query parameter naming a token
 * is not read.
 */
export function guestToken(request: FastifyRequest): string | undefined {
  const token = requestCookie(request, 'guestCart');
  return token !== undefined && TEMP_ID.test(token) ? token : undefined;
}

/**
 * The cart `cartId` when the request may use it: a user cart of the logged-in user, or a guest
 * cart whose temp id the request carries. Anything else is reported as not found.
 */
async function authorizeCart(request: FastifyRequest, cartId: number | undefined): Promise<CartRow> {
  if (!cartId) throw notFound('Cart not found');
  const cart = await findCart(request.server.ctx.db, cartId);
  if (!cart) throw notFound('Cart not found');
  if (cart.user_id !== null) {
    const user = await currentUser(request);
    if (user?.id === cart.user_id) return cart;
  } else if (cart.temp_id) {
    const token = guestToken(request);
    if (token && sameSecret(token, cart.temp_id)) return cart;
  }
  throw notFound('Cart not found');
}

const authorized = new WeakMap<FastifyRequest, CartRow>();

/**
 * preValidation hook of the routes that act on one cart (`/…/:cartId`): the cart is loaded and
 * authorized before the request is validated, so a caller who may not use the cart gets the same
 * 404 whatever it sent. Reads the path as sent (validation has not run yet).
 */
export async function loadCart(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const params: unknown = request.params;
  const cartId = toId(isRecord(params) ? params.cartId : undefined);
  authorized.set(request, await authorizeCart(request, cartId));
}

/** The cart `loadCart` authorized for this request. */
export function cartOf(request: FastifyRequest): CartRow {
  const cart = authorized.get(request);
  if (!cart) throw notFound('Cart not found');
  return cart;
}
