import type { Locale } from 'shared/constants';
import { formatMessage, type Cart, type VoucherErrorCode, type voucherAddSchema } from 'shared/validation';
import type { z } from 'zod';
import type { AuthUser } from '../../core/auth';
import { HttpError, notFound } from '../../core/errors';
import type { Db } from '../../db/connection';
import { findCart, touchCart } from '../cart/repository';
import { cartView, type CartRow } from '../cart/service';
import {
  attachVoucher,
  countUses,
  detachVoucher,
  isInCart,
  lockVoucherByCode,
  lockVoucherById,
  setGuestEmail,
} from './repository';

const messages: Record<Locale, Record<VoucherErrorCode, string>> = {
  cs: {
    not_exists: 'Slevový kupón neexistuje.',
    service_type: 'Slevový kupón neexistuje.',
    guest_email_is_required: 'Pro uplatnění kupónu zadejte e-mail.',
    quantity_per_user_limit: 'Kupón lze použít nejvýše',
    voucher_is_already_added: 'Kupón je již v košíku.',
    user_check: 'Kupón je již v košíku.',
    quantity: 'Kupón již není k dispozici.',
    active_from: 'Kupón zatím není k dispozici.',
    active_to: 'Platnost kupónu vypršela.',
    minimal_price: 'Kupón lze uplatnit při minimální hodnotě košíku',
  },
  en: {
    not_exists: 'The voucher does not exist.',
    service_type: 'The voucher does not exist.',
    guest_email_is_required: 'Enter your e-mail to apply a voucher.',
    quantity_per_user_limit: 'The voucher can be used at most',
    voucher_is_already_added: 'The voucher is already in the cart.',
    user_check: 'The voucher is already in the cart.',
    quantity: 'The voucher is no longer available.',
    active_from: 'The voucher is not available yet.',
    active_to: 'The voucher has expired.',
    minimal_price: 'The voucher applies from a minimum cart value of',
  },
};

const STATUS: Record<VoucherErrorCode, number> = {
  not_exists: 404,
  service_type: 404,
  guest_email_is_required: 422,
  quantity_per_user_limit: 409,
  voucher_is_already_added: 409,
  user_check: 409,
  quantity: 409,
  active_from: 409,
  active_to: 409,
  minimal_price: 409,
};

/**
 * A voucher refusal: `{ statusCode, status, error, message, value }`; a guest cart without an
 * e-mail also carries `errors.guestEmail`, for the form field.
 */
function voucherError(code: VoucherErrorCode, locale: Locale, value: string | number | null = null): HttpError {
  const extra: Record<string, unknown> = { status: STATUS[code], value };
  if (code === 'guest_email_is_required') extra.errors = { guestEmail: [formatMessage('required', locale)] };
  return new HttpError(STATUS[code], code, messages[locale][code], extra);
}

const notInCart: Record<Locale, string> = {
  cs: 'Kupón v košíku není.',
  en: 'The voucher is not in the cart.',
};

/**
 * Applies a voucher to the cart and answers the cart. Adding holds nothing: the use is recorded
 * when the order is sent (`checkOrderVoucher`), so carts cannot hoard limited vouchers; the limits
 * checked here tell the visitor early what the order would be refused for. A guest cart needs an e-mail (sent
 * now or stored with the cart); the checks and their order are those of the voucher errors.
 */
export async function addVoucher(
  db: Db,
  cart: CartRow,
  input: z.output<typeof voucherAddSchema>,
  _user: AuthUser | null,
  locale: Locale,
): Promise<Cart> {
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const voucher = await lockVoucherByCode(trx, input.voucherCode);
    // Unknown, of another service type, or personal to someone else: the same not_exists, so a
    // prober learns nothing about codes that are not theirs. A personal voucher works only on its
    // owner's own (user) cart.
    if (!voucher || voucher.service_type !== input.serviceType) throw voucherError('not_exists', locale);
    if (voucher.user_id !== null && voucher.user_id !== cart.user_id) throw voucherError('not_exists', locale);

    const guestEmail = (input.guestEmail || cart.guest_email || '').toLowerCase() || null;
    if (cart.user_id === null && !guestEmail) throw voucherError('guest_email_is_required', locale);
    if (cart.user_id === null && input.guestEmail) await setGuestEmail(trx, cart.id, guestEmail);

    if (await isInCart(trx, cart.id, voucher.id)) throw voucherError('voucher_is_already_added', locale);
    const by = cart.user_id !== null ? { userId: cart.user_id } : { email: guestEmail ?? '' };
    await checkWindowAndUses(trx, voucher, by, locale, now);
    if (voucher.minimal_price !== null) {
      const view = await cartView(trx, cart, locale, now);
      if (view.totals.items_price_vat < voucher.minimal_price)
        throw voucherError('minimal_price', locale, voucher.minimal_price);
    }

    await attachVoucher(trx, cart.id, voucher.id);
    await touchCart(trx, cart.id, now);
  });
  // Read again: the guest e-mail may have been stored with the voucher.
  const fresh = await findCart(db, cart.id);
  if (!fresh) throw notFound('Cart not found');
  return cartView(db, fresh, locale);
}

/** Removes a voucher from the cart and frees its use; 404 `not_in_cart` when it is not there. */
export async function removeVoucher(db: Db, cart: CartRow, voucherId: number, locale: Locale): Promise<Cart> {
  const removed = await db.transaction().execute(async (trx) => {
    const found = await detachVoucher(trx, cart.id, voucherId);
    await touchCart(trx, cart.id);
    return found;
  });
  if (!removed) throw new HttpError(404, 'not_in_cart', notInCart[locale]);
  return cartView(db, cart, locale);
}

/**
 * The voucher checks of a sent order, on the voucher's locked row: window, total uses and the
 * per-user limit of the identity the order is sent with (the user, or the order's e-mail for a
 * guest). Throws the voucher error; the caller records the use after it.
 */
export async function checkOrderVoucher(
  trx: Db,
  voucherId: number,
  by: { userId: number } | { email: string },
  locale: Locale,
  now = new Date(),
): Promise<void> {
  const voucher = await lockVoucherById(trx, voucherId);
  if (!voucher) throw voucherError('not_exists', locale);
  await checkWindowAndUses(trx, voucher, by, locale, now);
}

/**
 * The checks a voucher passes both when it is added and when an order is sent with it, in the
 * order of the voucher errors: its time window, its total uses, and the uses of one identity (the
 * user, else the guest's e-mail).
 */
async function checkWindowAndUses(
  trx: Db,
  voucher: NonNullable<Awaited<ReturnType<typeof lockVoucherById>>>,
  by: { userId: number } | { email: string },
  locale: Locale,
  now: Date,
): Promise<void> {
  if (voucher.active_from && voucher.active_from > now)
    throw voucherError('active_from', locale, voucher.active_from.toISOString());
  if (voucher.active_to && voucher.active_to < now)
    throw voucherError('active_to', locale, voucher.active_to.toISOString());
  if (voucher.quantity !== null && (await countUses(trx, voucher.id)) >= voucher.quantity)
    throw voucherError('quantity', locale, voucher.quantity);
  if (voucher.quantity_per_user !== null && (await countUses(trx, voucher.id, by)) >= voucher.quantity_per_user)
    throw voucherError('quantity_per_user_limit', locale, voucher.quantity_per_user);
}
