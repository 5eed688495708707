import type { Locale } from 'shared/constants';
import type { Db } from '../../db/connection';
import { addVoucher } from '../voucher/service';
import * as carts from './repository';
import { createCart } from './service';

/**
 * A guest who logs in keeps what they put in the cart: the guest cart's lines go into the user's
 * first cart (created when the user has none), quantities of the same product and variant added
 * up; its vouchers are applied to the user's cart again, so only those that still apply to it
 * stay (a one-per-user voucher the user has used, say, does not). The guest cart is then deleted.
 * Answers the user's cart id, or null when there was no guest cart of that temp id.
 */
export async function mergeGuestCart(db: Db, tempId: string, userId: number, locale: Locale): Promise<number | null> {
  const guest = await carts.findGuestCart(db, tempId);
  if (!guest) return null;
  const target = (await carts.cartsOfUser(db, userId))[0] ?? (await createCart(db, { userId }, locale));
  const vouchers = await carts.vouchersOf(db, guest.id);
  await db.transaction().execute(async (trx) => {
    if (!(await carts.lockCart(trx, target.id)) || !(await carts.lockCart(trx, guest.id))) return;
    for (const line of await carts.linesOf(trx, guest.id)) {
      const existing = await carts.findLine(trx, target.id, line.product_id, line.variant_id);
      if (existing) await carts.updateLine(trx, existing.id, existing.quantity + line.quantity, undefined);
      else
        await carts.insertLine(trx, {
          cartId: target.id,
          productId: line.product_id,
          variantId: line.variant_id,
          quantity: line.quantity,
          note: line.note,
        });
    }
    await carts.deleteCart(trx, guest.id);
    await carts.touchCart(trx, target.id);
  });
  for (const voucher of vouchers) {
    try {
      await addVoucher(
        db,
        target,
        { voucherCode: voucher.code, serviceType: voucher.service_type, guestEmail: null },
        null,
        locale,
      );
    } catch {
      // No longer applies to the user's cart (or is there already): left out.
    }
  }
  return target.id;
}
