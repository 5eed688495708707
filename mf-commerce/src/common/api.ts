import { getCookie, getJson, isApiError, requestJson, useAuth, type AnswerOf, type Locale } from 'shared';
import type { Cart, CartLineUpdate } from 'shared/validation';

/*
 * A guest cart's calls by its id are the guest's through the `guest-cart` cookie alone, which the
 * browser sends with each (and the server's render sends as the visitor's); only looking a guest
 * cart up names its temp id in the path.
 */

/**
 * The visitor's cart: a logged-in user's first server cart (created when none), else the guest
 * cart. A guest without a cart gets one only when `create` is set (adding), so that merely
 * looking at the cart or the header creates nothing.
 */
export async function fetchCart(locale: Locale, create = true): Promise<Cart | null> {
  if (useAuth.getState().loggedIn) {
    const carts = await getJson('/api/cart/{locale}', 'carts', { locale });
    const first = carts[0];
    if (first) return first;
  }
  const tempId = getCookie('guestCart') || '0';
  if (tempId === '0' && !create) return null;
  const path = `/api/cart/anonymous/{locale}/${encodeURIComponent(tempId)}`;
  if (create) return getJson(path, 'cart', { locale });
  // Only looking: a cart that lapsed (or a stale cookie) is no cart, and none is created for it.
  try {
    return await getJson(path, 'cart', { locale, query: { create: 'false' } });
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return null;
    throw error;
  }
}

export interface LineInput {
  productId: number;
  variantId: number | null;
  note: string;
  quantity: number;
}

/** Sets a line's quantity (0 removes it). */
export function putLine(cartId: number, locale: Locale, line: LineInput): Promise<CartLineUpdate> {
  return requestJson('put', `/api/cart/${cartId}`, 'cartLineUpdate', {
    locale,
    body: { id: line.productId, variantId: line.variantId, note: line.note, quantity: line.quantity },
  });
}

/** Applies a voucher; the cart comes back in `locale`, and so do the messages of a refusal. */
export function addVoucher(
  cartId: number,
  voucherCode: string,
  guestEmail: string | null,
  locale: Locale,
): Promise<Cart> {
  return requestJson('post', `/api/voucher/cart/add/${cartId}`, 'cart', {
    locale,
    body: { voucherCode, serviceType: 'eshop', guestEmail },
  });
}

export function removeVoucher(cartId: number, voucherId: number, locale: Locale): Promise<Cart> {
  return requestJson('post', `/api/voucher/cart/delete/${cartId}`, 'cart', { locale, body: { voucherId } });
}

export interface OrderInput {
  firstname: string;
  email: string;
  phone: string;
  /** The consent box; unticked, the API answers 422 at `agreement`. */
  agreement: boolean;
  note?: string;
}

/** The order enquiry's id and its total (with VAT, after vouchers). */
export type OrderAnswer = AnswerOf<'cartOrderSent'>;

/**
 * Turns the cart into an order enquiry; the same key with the same fields answers the first order
 * again, the same key with other fields is a new attempt. `locale`: the language of the answer's
 * messages (the page's).
 */
export function sendOrder(
  cartId: number,
  input: OrderInput,
  idempotencyKey: string,
  locale: Locale,
): Promise<OrderAnswer> {
  return requestJson('post', `/api/cart/${cartId}/order`, 'cartOrderSent', {
    locale,
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
