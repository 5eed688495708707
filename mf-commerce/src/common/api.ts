import { api, getCookie, useAuth, type Locale } from 'shared';
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
    const { data } = await api.get<Cart[]>(`/api/cart/${locale}`);
    const first = data[0];
    if (first) return first;
  }
  const tempId = getCookie('guestCart') || '0';
  if (tempId === '0' && !create) return null;
  const { data } = await api.get<Cart>(`/api/cart/anonymous/${locale}/${encodeURIComponent(tempId)}`);
  return data;
}

export interface LineInput {
  productId: number;
  variantId: number | null;
  note: string;
  quantity: number;
}

/** Sets a line's quantity (0 removes it). */
export async function putLine(cartId: number, locale: Locale, line: LineInput): Promise<CartLineUpdate> {
  const { data } = await api.put<CartLineUpdate>(
    `/api/cart/${cartId}`,
    { id: line.productId, variantId: line.variantId, note: line.note, quantity: line.quantity },
    { headers: { ...cartHeaders(), 'Accept-Language': locale } },
  );
  return data;
}

export async function addVoucher(cartId: number, voucherCode: string, guestEmail: string | null): Promise<Cart> {
  const { data } = await api.post<Cart>(
    `/api/voucher/cart/add/${cartId}`,
    { voucherCode, serviceType: 'eshop', guestEmail },
    { headers: cartHeaders() },
  );
  return data;
}

export async function removeVoucher(cartId: number, voucherId: number): Promise<Cart> {
  const { data } = await api.post<Cart>(
    `/api/voucher/cart/delete/${cartId}`,
    { voucherId },
    { headers: cartHeaders() },
  );
  return data;
}

export interface OrderInput {
  firstname: string;
  email: string;
  phone: string;
  /** The consent box; unticked, the API answers 422 at `agreement`. */
  agreement: boolean;
  note?: string;
}

export interface OrderAnswer {
  id: number;
  total: number;
  currency: string;
}

/**
 * Turns the cart into an order enquiry; the same key answers the first order again. `locale`: the
 * language of the answer's messages (the page's).
 */
export async function sendOrder(
  cartId: number,
  input: OrderInput,
  idempotencyKey: string,
  locale: Locale,
): Promise<OrderAnswer> {
  const { data } = await api.post<OrderAnswer>(`/api/cart/${cartId}/order`, input, {
    headers: { ...cartHeaders(), 'Idempotency-Key': idempotencyKey },
    params: { lang: locale },
  });
  return data;
}
