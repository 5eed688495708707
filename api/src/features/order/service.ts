import type { Locale } from 'shared/constants';
import type { CartOrderSent, cartOrderSchema } from 'shared/validation';
import type { z } from 'zod';
import { invalidField, notFound } from '../../core/errors';
import type { Db } from '../../db/connection';
import { lockCart } from '../cart/repository';
import { queueEnquiryMail } from '../mail/outbox';
import { cartView, unavailableError, type CartRow } from '../cart/service';
import { recordUse } from '../voucher/repository';
import { checkOrderVoucher } from '../voucher/service';
import * as orders from './repository';

export interface OrderContext {
  locale: Locale;
  siteUrl: string | null;
  /** The site's public origin, for the lead e-mail's links (see `queueEnquiryMail`). */
  siteOrigin: string | null;
  /** The logged-in user sending the order (the owner of a user cart), or null for a guest. */
  userId: number | null;
}

/**
 * Sends the cart as an order, in one transaction on the cart's locked row: the first order of the
 * same Idempotency-Key is answered again; otherwise the cart is re-priced, an empty cart (422 on
 * `cart`) or an unavailable line (409 `product_unavailable`) is refused, each applicable voucher is
 * checked on its locked row and its use recorded (by the user, or a guest's order e-mail), the
 * order is stored as a user_request of content type `order` with its lines, vouchers and totals,
 * the cart is emptied, and the order's lead and confirmation e-mails are written to the outbox.
 * Any refusal rolls everything back.
 */
export async function sendOrder(
  db: Db,
  cart: CartRow,
  key: string,
  input: z.output<typeof cartOrderSchema>,
  ctx: OrderContext,
): Promise<CartOrderSent> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockCart(trx, cart.id))) throw notFound('Cart not found');
    const earlier = await orders.findOrder(trx, cart.id, key);
    if (earlier) return { id: earlier.user_request_id, total: earlier.total, currency: earlier.currency };

    const now = new Date();
    const view = await cartView(trx, cart, ctx.locale, now);
    if (view.items.length === 0) throw invalidField(ctx.locale, 'cart', 'required');
    const unavailable = view.items.find((item) => !item.available);
    if (unavailable) throw unavailableError(ctx.locale, unavailable.product.unavailable_reason);

    const email = input.email.toLowerCase();
    const applied = view.vouchers.filter((v) => v.applicable);
    const by = cart.user_id !== null ? { userId: cart.user_id } : { email };
    for (const v of applied) await checkOrderVoucher(trx, v.id, by, ctx.locale, now);

    const userRequestId = await orders.insertOrderRequest(trx, {
      firstname: input.firstname,
      email: input.email,
      phone: input.phone,
      locale: ctx.locale,
      site_url: ctx.siteUrl,
      user_id: cart.user_id ?? ctx.userId,
      content: JSON.stringify({
        type: 'order',
        cart_id: cart.id,
        note: input.note ?? '',
        lines: view.items.map((item) => ({
          product_id: item.product.id,
          name: item.product.name,
          variant_id: item.variant?.id ?? null,
          variant: item.variant?.name ?? null,
          quantity: item.quantity,
          note: item.note,
          unit_price: item.unit_price,
          unit_price_vat: item.unit_price_vat,
          total: item.total,
          total_vat: item.total_vat,
        })),
        vouchers: applied.map((v) => ({ id: v.id, code: v.code, discount: v.discount })),
        totals: view.totals,
      }),
    });
    for (const v of applied) await recordUse(trx, { voucherId: v.id, userRequestId, userId: cart.user_id, email });
    const answer = { id: userRequestId, total: view.totals.price_vat, currency: view.totals.currency };
    await orders.insertOrderKey(trx, {
      cartId: cart.id,
      key,
      userRequestId,
      total: answer.total,
      currency: answer.currency,
    });
    await orders.emptyCart(trx, cart.id, now);
    await queueEnquiryMail(trx, userRequestId, ctx.siteOrigin);
    return answer;
  });
}
