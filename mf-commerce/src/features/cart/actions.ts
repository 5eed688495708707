import { failed, field, pathFor, toApiError, type FormAction } from 'shared';
import { addVoucher, sendOrder } from '../../common/api';
import { changeCart, postedInteger } from '../../common/cartChange';
import { useCart } from '../../common/cartStore';

/** The cart a form of the cart page names (its hidden `cartId`); 0 when none, which no cart is. */
function postedCart(fields: FormData): number {
  const id = Number(field(fields, 'cartId'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * The order form's action: the cart sent as an order enquiry, then the thank-you page. Its
 * Idempotency-Key is the cart's: the API keeps an order under the key with the fields sent, so the
 * same order sent again — a double click, a retry after a timeout, the page posted again without
 * scripts — is answered as the first and makes no second one, while other fields are a new
 * attempt. Nothing of the visitor's is in the key, so it needs no place in the page. A refusal
 * keeps what was typed.
 */
export const order: FormAction = async ({ fields, locale }) => {
  const cartId = postedCart(fields);
  const values = {
    firstname: field(fields, 'firstname'),
    email: field(fields, 'email'),
    phone: field(fields, 'phone'),
    note: field(fields, 'note'),
    agreement: fields.has('agreement'),
  };
  const { note, ...input } = values;
  try {
    await sendOrder(cartId, { ...input, ...(note.trim() ? { note } : {}) }, `order-${cartId}`, locale);
  } catch (error) {
    return failed('order', error, values);
  }
  // The header's count and the page follow the cart as the server now has it, emptied. Not
  // awaited: the form must stay on the page until the router has taken the move to the thank-you
  // page (a cart page emptied at once would take the form away, and the router drops the move of
  // a form no longer on the page).
  void useCart.getState().load(locale);
  return { status: 'done', to: pathFor('thankYou', locale) };
};

/**
 * The voucher box's action: the code (and a guest's e-mail) applied to the cart, then the cart
 * again (without scripts with `?voucher=applied`, so the page says so). A refusal keeps the code
 * and the e-mail, and carries the value its message names (a per-user limit, a minimal cart value).
 */
export const voucher: FormAction = async ({ fields, locale }) => {
  const code = field(fields, 'voucherCode');
  const email = field(fields, 'guestEmail');
  try {
    await addVoucher(postedCart(fields), code.trim(), email.trim() || null, locale);
  } catch (error) {
    const outcome = failed('voucher', error, { code, email });
    const { value } = toApiError(error);
    if (outcome.status === 'failed' && (typeof value === 'number' || typeof value === 'string'))
      outcome.posted.value = value;
    return outcome;
  }
  return { status: 'done', to: null, back: ['voucher', 'applied'] };
};

/**
 * A line's forms: a step (`step` 1 or -1, never below one piece) or a quantity (`quantity`, 0
 * removes the line). A step counts from the quantity the cart has when it runs, so presses made
 * one after another each count. A line that is not in the cart, or figures out of range, change
 * nothing.
 */
export const cartLine: FormAction = async ({ fields, locale }) => {
  const lineId = postedInteger(fields, 'lineId', 1, 999_999_999);
  const step = postedInteger(fields, 'step', -1, 1);
  const quantity = postedInteger(fields, 'quantity', 0, 999);
  return changeCart('cart-line', locale, async () => {
    if (lineId === null) return null;
    if (step) return useCart.getState().setQuantity(locale, lineId, (current) => Math.max(1, current + step));
    return quantity === null ? null : useCart.getState().setQuantity(locale, lineId, quantity);
  });
};

/** A voucher's remove button: the voucher (`voucherId`) taken off the cart. */
export const voucherRemove: FormAction = async ({ fields, locale }) => {
  const voucherId = postedInteger(fields, 'voucherId', 1, 999_999_999);
  return changeCart('voucher-remove', locale, async () => {
    if (voucherId !== null) await useCart.getState().dropVoucher(locale, voucherId);
    return null;
  });
};
