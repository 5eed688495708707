import { randomBytes } from 'node:crypto';
import type { Locale } from 'shared/constants';
import type {
  Cart,
  CartItem,
  cartLineSchema,
  CartLineUpdate,
  CartVariant,
  CartVoucher,
  UnavailableReason,
} from 'shared/validation';
import type { z } from 'zod';
import { HttpError, invalidField, notFound } from '../../core/errors';
import type { Db } from '../../db/connection';
import { loadProducts, vatMinor } from '../catalog/service';
import * as carts from './repository';
import type { CartRow } from './repository';

export type { CartRow } from './repository';

/** A guest cart's temporary id: 192 random bits, base64url (32 characters). */
function newTempId(): string {
  return randomBytes(24).toString('base64url');
}

/** What a guest cart token looks like; anything else is never looked up. */
export const TEMP_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** A guest cart's updated_at is refreshed on a visit when older than this. */
const TOUCH_AFTER_MS = 3600_000;

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

/** 409 `product_unavailable` with the reason (a line of a product that cannot be ordered). */
export function unavailableError(locale: Locale, reason: UnavailableReason | null | undefined): HttpError {
  const why = reason ?? 'inactive';
  return new HttpError(409, 'product_unavailable', productUnavailable[locale][why], { reason: why });
}

/** A new cart of a user, or a new guest cart with a fresh temp id. */
export function createCart(db: Db, owner: { userId: number } | { guest: true }, locale: Locale): Promise<CartRow> {
  return carts.insertCart(db, 'userId' in owner ? owner : { tempId: newTempId() }, locale);
}

/**
 * The user's carts; the first is created when there is none. Parallel first calls must not make
 * two carts: creation is serialised per user with a transaction-scoped advisory lock (PostgreSQL;
 * PGlite runs one transaction at a time anyway).
 */
export async function userCarts(db: Db, userId: number, locale: Locale): Promise<Cart[]> {
  let rows = await carts.cartsOfUser(db, userId);
  if (rows.length === 0) {
    rows = await db.transaction().execute(async (trx) => {
      await carts.lockUserCarts(trx, userId);
      const existing = await carts.cartsOfUser(trx, userId);
      return existing.length ? existing : [await createCart(trx, { userId }, locale)];
    });
  }
  return Promise.all(rows.map((row) => cartView(db, row, locale)));
}

/**
 * The guest cart of a temp id, or undefined (an id of the wrong form is never looked up). A visit
 * counts as a change: the clean-up removes guest carts untouched for 14 days.
 */
export async function visitGuestCart(db: Db, tempId: string): Promise<CartRow | undefined> {
  const cart = TEMP_ID.test(tempId) ? await carts.findGuestCart(db, tempId) : undefined;
  if (cart && cart.updated_at.getTime() < Date.now() - TOUCH_AFTER_MS) await carts.touchCart(db, cart.id);
  return cart;
}

export function deleteCart(db: Db, cart: CartRow): Promise<void> {
  return carts.deleteCart(db, cart.id);
}

/**
 * Sets the quantity of a product (and variant) in the cart; 0 removes the line. An unknown product
 * or variant is a 422 on its field; a product that cannot be ordered is 409 `product_unavailable`,
 * except with quantity 0, so a line that stopped qualifying can be taken out.
 */
export async function setLine(
  db: Db,
  cart: CartRow,
  input: z.output<typeof cartLineSchema>,
  locale: Locale,
): Promise<CartLineUpdate> {
  const product = (await loadProducts(db, locale, [input.id])).get(input.id);
  if (!product) throw invalidField(locale, 'id');
  if (!product.available && input.quantity > 0) throw unavailableError(locale, product.unavailable_reason);
  const variantId = input.variantId ?? null;
  let variant: CartVariant | null = null;
  if (variantId !== null) {
    const row = await carts.findActiveVariant(db, variantId, input.id);
    if (!row) throw invalidField(locale, 'variantId');
    variant = { id: row.id, name: row.names[locale] ?? row.names.cs ?? '', price: row.price ?? product.price };
  }
  const originalQuantity = await db.transaction().execute(async (trx) => {
    // Changes to one cart are serialised on its row: parallel PUTs of the same product would
    // otherwise both insert and the second would hit the unique index cart_lines_item.
    if (!(await carts.lockCart(trx, cart.id))) throw notFound('Cart not found');
    const line = await carts.findLine(trx, cart.id, input.id, variantId);
    if (input.quantity === 0) {
      if (line) await carts.deleteLine(trx, line.id);
    } else if (line) {
      await carts.updateLine(trx, line.id, input.quantity, input.note);
    } else {
      await carts.insertLine(trx, {
        cartId: cart.id,
        productId: input.id,
        variantId,
        quantity: input.quantity,
        note: input.note ?? '',
      });
    }
    await carts.touchCart(trx, cart.id);
    return line?.quantity ?? 0;
  });
  return {
    product,
    variant,
    quantity: input.quantity,
    original_quantity: originalQuantity,
    cart: await cartView(db, cart, locale),
  };
}

const toCzk = (minor: number) => minor / 100;

/** The cart with products, vouchers and totals computed here (in hellers, reported in CZK). */
export async function cartView(db: Db, cart: CartRow, locale: Locale, now = new Date()): Promise<Cart> {
  const lines = await carts.linesOf(db, cart.id);
  const products = await loadProducts(db, locale, [...new Set(lines.map((l) => l.product_id))]);

  let itemsNet = 0;
  let itemsVat = 0;
  let count = 0;
  const items: CartItem[] = [];
  for (const l of lines) {
    const product = products.get(l.product_id);
    if (!product) continue;
    // A line whose product can no longer be ordered (inactive, its virtual office full, or its
    // variant withdrawn) stays for the visitor to see and remove, but is left out of the totals
    // and of voucher minimal prices.
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

  const vouchers = await carts.vouchersOf(db, cart.id);

  // Percentage vouchers first, then fixed amounts; the discount never exceeds the items. A voucher
  // whose window or minimal price no longer holds stays in the cart with `applicable: false`.
  let remaining = itemsGross;
  const views = new Map<number, CartVoucher>();
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
    vouchers: vouchers.flatMap((v) => views.get(v.id) ?? []),
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
