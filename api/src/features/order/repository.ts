import type { Db } from '../../db/connection';
import type { NewUserRequest } from '../../db/types';

/** The queries of orders sent from carts. `db` is the database or a transaction. */

/** The order sent from the cart under this key (see `orderRepeatKey`) since `since`. */
export function findOrder(db: Db, cartId: number, key: string, since: Date) {
  return db
    .selectFrom('cart_orders')
    .select(['user_request_id', 'total', 'currency'])
    .where('cart_id', '=', cartId)
    .where('idempotency_key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirst();
}

export async function insertOrderRequest(db: Db, request: NewUserRequest): Promise<number> {
  const row = await db.insertInto('user_requests').values(request).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Keeps the order under its cart and key; an earlier order kept under the same ones (no longer a repeat) gives way. */
export async function insertOrderKey(
  db: Db,
  order: { cartId: number; key: string; userRequestId: number; total: number; currency: string },
): Promise<void> {
  await db
    .deleteFrom('cart_orders')
    .where('cart_id', '=', order.cartId)
    .where('idempotency_key', '=', order.key)
    .execute();
  await db
    .insertInto('cart_orders')
    .values({
      cart_id: order.cartId,
      idempotency_key: order.key,
      user_request_id: order.userRequestId,
      total: order.total,
      currency: order.currency,
    })
    .execute();
}

/** Removes the cart's lines and vouchers (the cart stays, empty, for the visitor's next order). */
export async function emptyCart(db: Db, cartId: number, at: Date): Promise<void> {
  await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).execute();
  await db.deleteFrom('cart_vouchers').where('cart_id', '=', cartId).execute();
  await db.updateTable('carts').set({ updated_at: at }).where('id', '=', cartId).execute();
}
