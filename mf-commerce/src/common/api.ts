import { getCookie, getJson, isApiError, requestJson, useAuth, type AnswerOf, type Locale } from 'shared';
import type { Cart, CartLineUpdate } from 'shared/validation';

/** The guest cart's temp id for the API (the cookie travels too; the header covers blocked cookies). */
function cartHeaders(): Record<string, string> {
  const tempId = getCookie('guestCart');
  return tempId ? { 'X-Cart-Token': tempId } : {};
}

/**
 * The visitor's cart: a logged-in user's first server cart (created when none), else the guest
 * cart. A guest without a cart gets one only when `create` is set (adding), so that merely
 * looking at the cart or the header creates nothing.
 */
export async function fetchCart(locale: Locale, create = true): Promise<Cart | null> {
  if (useAuth.getState().loggedIn) {
    const carts = await getJson(`/api/cart/${locale}`, 'carts');
    const first = carts[0];
    if (first) return first;
  }
  const tempId = getCookie('guestCart') || '0';
  if (tempId === '0' && !create) return null;
  const path = `/api/cart/anonymous/${locale}/${encodeURIComponent(tempId)}`;
  if (create) return getJson(path, 'cart');
  // Only looking: a cart that lapsed (or a stale cookie) is no cart, and none is created for it.
  try {
    return await getJson(path, 'cart', { query: { create: 'false' } });
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
    body: { id: line.productId, variantId: line.variantId, note: line.note, quantity: line.quantity },
    headers: { ...cartHeaders(), 'Accept-Language': locale },
  });
}

export function addVoucher(cartId: number, voucherCode: string, guestEmail: string | null): Promise<Cart> {
  return requestJson('post', `/api/voucher/cart/add/${cartId}`, 'cart', {
    body: { voucherCode, serviceType: 'eshop', guestEmail },
    headers: cartHeaders(),
  });
}

export function removeVoucher(cartId: number, voucherId: number): Promise<Cart> {
  return requestJson('post', `/api/voucher/cart/delete/${cartId}`, 'cart', {
    body: { voucherId },
    headers: cartHeaders(),
  });
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
    query: { lang: locale },
    body: input,
    headers: { ...cartHeaders(), 'Idempotency-Key': idempotencyKey },
  });
}
