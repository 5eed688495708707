import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** The queries of vouchers and their uses. `db` is the database or a transaction. */

/** The voucher of a code (case-insensitive), its row locked until the transaction ends. */
export function lockVoucherByCode(trx: Db, code: string) {
  return trx
    .selectFrom('vouchers')
    .selectAll()
    .where(sql`upper(code)`, '=', code.toUpperCase())
    .forUpdate()
    .executeTakeFirst();
}

export async function isInCart(db: Db, cartId: number, voucherId: number): Promise<boolean> {
  const row = await db
    .selectFrom('cart_vouchers')
    .select('voucher_id')
    .where('cart_id', '=', cartId)
    .where('voucher_id', '=', voucherId)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many times the voucher was used: in all, or by one user (id) or guest (e-mail, case-insensitive). */
export async function countUses(
  db: Db,
  voucherId: number,
  by?: { userId: number } | { email: string },
): Promise<number> {
  let query = db
    .selectFrom('voucher_uses')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('voucher_id', '=', voucherId);
  if (by && 'userId' in by) query = query.where('user_id', '=', by.userId);
  else if (by) query = query.where(sql`lower(email)`, '=', by.email);
  return (await query.executeTakeFirstOrThrow()).n;
}

export async function setGuestEmail(db: Db, cartId: number, email: string | null): Promise<void> {
  await db.updateTable('carts').set({ guest_email: email }).where('id', '=', cartId).execute();
}

/** Attaches the voucher to the cart (no use is recorded: an order records it). */
export async function attachVoucher(db: Db, cartId: number, voucherId: number): Promise<void> {
  await db.insertInto('cart_vouchers').values({ cart_id: cartId, voucher_id: voucherId }).execute();
}

/** The voucher of an id, its row locked until the transaction ends. */
export function lockVoucherById(trx: Db, id: number) {
  return trx.selectFrom('vouchers').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Records a use of the voucher by a sent order. */
export async function recordUse(
  db: Db,
  use: { voucherId: number; userRequestId: number; userId: number | null; email: string | null },
): Promise<void> {
  await db
    .insertInto('voucher_uses')
    .values({
      voucher_id: use.voucherId,
      cart_id: null,
      user_request_id: use.userRequestId,
      user_id: use.userId,
      email: use.email,
    })
    .execute();
}

/** Detaches the voucher from the cart; false when it was not in the cart. */
export async function detachVoucher(db: Db, cartId: number, voucherId: number): Promise<boolean> {
  const res = await db
    .deleteFrom('cart_vouchers')
    .where('cart_id', '=', cartId)
    .where('voucher_id', '=', voucherId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
