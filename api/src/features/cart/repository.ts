import type { Selectable } from 'kysely';
import type { Locale } from 'shared/constants';
import type { Db } from '../../db/connection';
import { lockUntilCommit } from '../../db/locks';
import type { CartsTable } from '../../db/types';

/** The queries of carts and their lines. `db` is the database or a transaction. */

export type CartRow = Selectable<CartsTable>;

export function findCart(db: Db, id: number): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findGuestCart(db: Db, tempId: string): Promise<CartRow | undefined> {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('temp_id', '=', tempId)
    .where('user_id', 'is', null)
    .executeTakeFirst();
}

export function cartsOfUser(db: Db, userId: number): Promise<CartRow[]> {
  return db.selectFrom('carts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Serialises the creation of a user's first cart until the transaction ends (PostgreSQL advisory lock). */
export async function lockUserCarts(trx: Db, userId: number): Promise<void> {
  await lockUntilCommit(trx, 'userCarts', userId);
}

export function insertCart(db: Db, owner: { userId: number } | { tempId: string }, locale: Locale): Promise<CartRow> {
  return db
    .insertInto('carts')
    .values(
      'userId' in owner
        ? { user_id: owner.userId, temp_id: null, locale }
        : { user_id: null, temp_id: owner.tempId, locale },
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function touchCart(db: Db, id: number, at = new Date()): Promise<void> {
  await db.updateTable('carts').set({ updated_at: at }).where('id', '=', id).execute();
}

export async function deleteCart(db: Db, id: number): Promise<void> {
  await db.deleteFrom('carts').where('id', '=', id).execute();
}

/** Locks the cart's row until the transaction ends; false when the cart is gone. */
export async function lockCart(trx: Db, id: number): Promise<boolean> {
  const row = await trx.selectFrom('carts').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** An active variant of the product, or undefined. */
export function findActiveVariant(db: Db, variantId: number, productId: number) {
  return db
    .selectFrom('product_variants')
    .selectAll()
    .where('id', '=', variantId)
    .where('product_id', '=', productId)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** The line of a product (and variant, or none) in the cart. */
export function findLine(db: Db, cartId: number, productId: number, variantId: number | null) {
  return db
    .selectFrom('cart_lines')
    .select(['id', 'quantity'])
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .where((eb) => (variantId === null ? eb('variant_id', 'is', null) : eb('variant_id', '=', variantId)))
    .executeTakeFirst();
}

export async function insertLine(
  db: Db,
  line: { cartId: number; productId: number; variantId: number | null; quantity: number; note: string },
): Promise<void> {
  await db
    .insertInto('cart_lines')
    .values({
      cart_id: line.cartId,
      product_id: line.productId,
      variant_id: line.variantId,
      quantity: line.quantity,
      note: line.note,
    })
    .execute();
}

/** Sets a line's quantity, and its note when one is given. */
export async function updateLine(db: Db, id: number, quantity: number, note: string | undefined): Promise<void> {
  await db
    .updateTable('cart_lines')
    .set({ quantity, ...(note !== undefined ? { note } : {}) })
    .where('id', '=', id)
    .execute();
}

export async function deleteLine(db: Db, id: number): Promise<void> {
  await db.deleteFrom('cart_lines').where('id', '=', id).execute();
}

/** The cart's lines with their variant, in the order they were added. */
export function linesOf(db: Db, cartId: number) {
  return db
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
    .where('l.cart_id', '=', cartId)
    .orderBy('l.id')
    .execute();
}

/** The vouchers attached to the cart, in the order they were added. */
export function vouchersOf(db: Db, cartId: number) {
  return db
    .selectFrom('cart_vouchers as cv')
    .innerJoin('vouchers as v', 'v.id', 'cv.voucher_id')
    .select([
      'v.id',
      'v.code',
      'v.service_type',
      'v.name',
      'v.discount_type',
      'v.discount_value',
      'v.active_from',
      'v.active_to',
      'v.minimal_price',
    ])
    .where('cv.cart_id', '=', cartId)
    .orderBy('cv.added_at')
    .orderBy('v.id')
    .execute();
}
