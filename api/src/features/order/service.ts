import type { Locale } from 'shared/constants';
import type { CartOrderSent, cartOrderSchema } from 'shared/validation';
import type { z } from 'zod';
import { invalidField, notFound } from '../../core/errors';
import type { Db } from '../../db/connection';
import { lockCart } from '../cart/repository';
import { queueEnquiryMail } from '../mail/outbox';
import { cartView, unavailableError, type CartRow } from '../cart/service';
import { addressKey, phoneKey, plainText, REPEAT_WINDOW_MS, repeatKeyOf } from '../user-request/service';
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

type OrderInput = z.output<typeof cartOrderSchema>;

/** An order's fields as stored: cleaned of control characters, as an enquiry's. */
function cleanOrder(input: OrderInput) {
  return {
    firstname: plainText(input.firstname),
    email: plainText(input.email),
    phone: plainText(input.phone),
    note: plainText(input.note),
  };
}

/**
 * The key an order is kept under with its cart: the sha256 of the Idempotency-Key with the posted
 * fields. The same key with the same fields is the same attempt; the same key with other fields (a
 * key a kept page gave several visitors, a corrected form) is a new one.
 */
function orderRepeatKey(idempotencyKey: string, input: OrderInput): string {
  const order = cleanOrder(input);
  return repeatKeyOf([idempotencyKey, order.firstname, addressKey(order.email), phoneKey(order.phone), order.note]);
}

/**
 * Sends the cart as an order, in one transaction on the cart's locked row. A repeat — an order of
 * this cart sent within the last day under the same key (`orderRepeatKey`), the cart empty since —
 * is answered as it was (id, total, currency) and changes nothing; a cart filled again since is a
 * new order. Otherwise the cart is re-priced, an empty cart (422 on `cart`) or an unavailable line
 * (409 `product_unavailable`) is refused, each applicable voucher is checked on its locked row and
 * its use recorded (by the user, or a guest's order e-mail), the order is stored as a user_request
 * of content type `order` with its lines, vouchers and totals (the fields cleaned of control
 * characters), the cart is emptied, and the order's lead and confirmation e-mails are written to
 * the outbox (`confirmationLimited`: the address had had its confirmations for the day). Any
 * refusal rolls everything back.
 */
export async function sendOrder(
  db: Db,
  cart: CartRow,
  idempotencyKey: string,
  input: OrderInput,
  ctx: OrderContext,
): Promise<{ sent: CartOrderSent; confirmationLimited: boolean }> {
  const key = orderRepeatKey(idempotencyKey, input);
  const order = cleanOrder(input);
  return db.transaction().execute(async (trx) => {
    if (!(await lockCart(trx, cart.id))) throw notFound('Cart not found');
    const now = new Date();
    const view = await cartView(trx, cart, ctx.locale, now);
    if (view.items.length === 0) {
      const earlier = await orders.findOrder(trx, cart.id, key, new Date(now.getTime() - REPEAT_WINDOW_MS));
      if (earlier)
        return {
          sent: { id: earlier.user_request_id, total: earlier.total, currency: earlier.currency },
          confirmationLimited: false,
        };
      throw invalidField(ctx.locale, 'cart', 'required');
    }
    const unavailable = view.items.find((item) => !item.available);
    if (unavailable) throw unavailableError(ctx.locale, unavailable.product.unavailable_reason);

    const email = order.email.toLowerCase();
    const applied = view.vouchers.filter((v) => v.applicable);
    const by = cart.user_id !== null ? { userId: cart.user_id } : { email };
    for (const v of applied) await checkOrderVoucher(trx, v.id, by, ctx.locale, now);

    const userRequestId = await orders.insertOrderRequest(trx, {
      firstname: order.firstname,
      email: order.email,
      phone: order.phone,
      locale: ctx.locale,
      site_url: ctx.siteUrl,
      user_id: cart.user_id ?? ctx.userId,
      content: JSON.stringify({
        type: 'order',
        cart_id: cart.id,
        note: order.note,
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
    const sent = { id: userRequestId, total: view.totals.price_vat, currency: view.totals.currency };
    await orders.insertOrderKey(trx, {
      cartId: cart.id,
      key,
      userRequestId,
      total: sent.total,
      currency: sent.currency,
    });
    await orders.emptyCart(trx, cart.id, now);
    const { confirmationLimited } = await queueEnquiryMail(trx, userRequestId, ctx.siteOrigin);
    return { sent, confirmationLimited };
  });
}
