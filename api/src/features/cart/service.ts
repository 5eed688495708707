import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { currentUser } from '../../core/auth';
import { notFound } from '../../core/errors';
import { readCookie } from '../../core/http';
import type { Locale } from '../../core/locale';
import type { Db } from '../../db/connection';
import type { CartsTable, Database } from '../../db/types';
import { loadProducts, vatMinor, type Product } from '../catalog/service';

export type CartRow = Selectable<CartsTable>;
type Tx = Kysely<Database>;

/** A guest cart's temporary id: 192 random bits, base64url (32 characters). */
export function newTempId(): string {
  return randomBytes(24).toString('base64url');
}

export const TEMP_ID = /^[A-Za-z0-9_-]{22,64}$/;

export interface CartVoucherView {
  id: number;
  code: string;
  name: string;
  discount_type: 'percent' | 'amount';
  discount_value: number;
  /** Discount this voucher gives now, CZK with VAT. */
  discount: number;
  /** False when the voucher no longer applies (expired, cart under its minimal price). */
  applicable: boolean;
}

export interface CartLineView {
  id: number;
  product: Product;
  variant: { id: number; name: string; price: number } | null;
  quantity: number;
  note: string;
  unit_price: number;
  unit_price_vat: number;
  total: number;
  total_vat: number;
  /**
   * False when the line can no longer be ordered (product inactive, its virtual office full, or
   * the variant withdrawn): it stays in the cart for the visitor to see and remove, but is left
   * out of `totals` and of voucher minimal prices.
   */
  available: boolean;
}

export interface CartTotals {
  currency: 'CZK';
  count: number;
  items_price: number;
  items_vat: number;
  items_price_vat: number;
  discount: number;
  discount_without_vat: number;
  price: number;
  vat: number;
  price_vat: number;
}

export interface CartView {
  id: number;
  tempId: string | null;
  locale: Locale;
  guestEmail: string | null;
  items: CartLineView[];
  vouchers: CartVoucherView[];
  totals: CartTotals;
}

const toCzk = (minor: number) => minor / 100;

export async function createCart(
  db: Db | Tx,
  owner: { userId: number } | { guest: true },
  locale: Locale,
): Promise<CartRow> {
  return db
    .insertInto('carts')
    .values(
      'userId' in owner
        ? { user_id: owner.userId, temp_id: null, locale }
        : { user_id: null, temp_id: newTempId(), locale },
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The guest cart token of a request: header X-Cart-Token, query tempId, or cookie guest-cart. */
export function guestToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-cart-token'];
  const query = (request.query as Record<string, unknown> | undefined)?.tempId;
  const candidates = [
    typeof header === 'string' ? header : undefined,
    typeof query === 'string' ? query : undefined,
    readCookie(request, 'guest-cart'),
  ];
  return candidates.find((c) => c !== undefined && TEMP_ID.test(c));
}

/**
 * The cart `cartId` when the request may use it: a user cart of the logged-in user, or a guest
 * cart whose temp id the request carries. Anything else is reported as not found.
 */
export async function authorizeCart(request: FastifyRequest, cartId: number | undefined): Promise<CartRow> {
  if (!cartId) throw notFound('Cart not found');
  const cart = await request.server.ctx.db.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirst();
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

/** The cart with products, vouchers and totals computed here (in hellers, reported in CZK). */
export async function cartView(db: Db | Tx, cart: CartRow, locale: Locale, now = new Date()): Promise<CartView> {
  const lines = await db
    .selectFrom('cart_lines as l')
    .leftJoin('product_variants as v', 'v.id', 'l.variant_id')
    .select([
      'l.id',
      'l.product_id',
      'l.variant_id',
      'l.note',
      'l.quantity',
      'v.names as variant_names',
      'v.price as variant_price',
      'v.is_active as variant_active',
    ])
    .where('l.cart_id', '=', cart.id)
    .orderBy('l.id')
    .execute();
  const products = await loadProducts(db as Db, locale, [...new Set(lines.map((l) => l.product_id))]);

  let itemsNet = 0;
  let itemsVat = 0;
  let count = 0;
  const items: CartLineView[] = [];
  for (const l of lines) {
    const product = products.get(l.product_id);
    if (!product) continue;
    const available = product.available && (l.variant_id === null || l.variant_active === true);
    const unit = Math.round((l.variant_price ?? product.price) * 100);
    // One formula for unit and line: net + VAT rounded to a heller (a unit price of 0.50 at 15 % is
    // 0.58 with VAT, as is a line of one).
    const unitVat = unit + vatMinor(unit, product.tax_rate.rate);
    const net = unit * l.quantity;
    const vat = vatMinor(net, product.tax_rate.rate);
    if (available) {
      itemsNet += net;
      itemsVat += vat;
      count += l.quantity;
    }
    items.push({
      id: l.id,
      product,
      variant: l.variant_id
        ? {
            id: l.variant_id,
            name: (l.variant_names ?? {})[locale] ?? (l.variant_names ?? {}).cs ?? '',
            price: l.variant_price ?? product.price,
          }
        : null,
      quantity: l.quantity,
      note: l.note,
      unit_price: toCzk(unit),
      unit_price_vat: toCzk(unitVat),
      total: toCzk(net),
      total_vat: toCzk(net + vat),
      available,
    });
  }
  const itemsGross = itemsNet + itemsVat;

  const vouchers = await db
    .selectFrom('cart_vouchers as cv')
    .innerJoin('vouchers as v', 'v.id', 'cv.voucher_id')
    .select([
      'v.id',
      'v.code',
      'v.name',
      'v.discount_type',
      'v.discount_value',
      'v.active_from',
      'v.active_to',
      'v.minimal_price',
    ])
    .where('cv.cart_id', '=', cart.id)
    .orderBy('cv.added_at')
    .orderBy('v.id')
    .execute();

  // Percentage vouchers first, then fixed amounts; the discount never exceeds the items.
  let remaining = itemsGross;
  const views = new Map<number, CartVoucherView>();
  const ordered = [...vouchers].sort((a, b) =>
    a.discount_type === b.discount_type ? 0 : a.discount_type === 'percent' ? -1 : 1,
  );
  for (const v of ordered) {
    const applicable =
      (!v.active_from || v.active_from <= now) &&
      (!v.active_to || v.active_to >= now) &&
      (v.minimal_price === null || itemsGross >= Math.round(v.minimal_price * 100));
    let discount = 0;
    if (applicable) {
      discount =
        v.discount_type === 'percent'
          ? Math.round((itemsGross * v.discount_value) / 100)
          : Math.round(v.discount_value * 100);
      discount = Math.min(discount, remaining);
      remaining -= discount;
    }
    views.set(v.id, {
      id: v.id,
      code: v.code,
      name: v.name[locale] ?? v.name.cs ?? v.code,
      discount_type: v.discount_type,
      discount_value: v.discount_value,
      discount: toCzk(discount),
      applicable,
    });
  }
  const discount = itemsGross - remaining;
  const discountNet = itemsGross > 0 ? Math.round((discount * itemsNet) / itemsGross) : 0;

  return {
    id: cart.id,
    tempId: cart.temp_id,
    locale,
    guestEmail: cart.guest_email,
    items,
    vouchers: vouchers.map((v) => views.get(v.id)!),
    totals: {
      currency: 'CZK',
      count,
      items_price: toCzk(itemsNet),
      items_vat: toCzk(itemsVat),
      items_price_vat: toCzk(itemsGross),
      discount: toCzk(discount),
      discount_without_vat: toCzk(discountNet),
      price: toCzk(itemsNet - discountNet),
      vat: toCzk(itemsVat - (discount - discountNet)),
      price_vat: toCzk(itemsGross - discount),
    },
  };
}
