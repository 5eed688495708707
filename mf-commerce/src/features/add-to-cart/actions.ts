import { bus, CART_ADD_FORM, field, pathFor, type FormAction } from 'shared';
import { changeCart, postedInteger } from '../../common/cartChange';
import { useCart } from '../../common/cartStore';

/**
 * 'Do košíku' (a form any page may carry, `productId` and an optional tariff's `variantId`): one
 * piece of the product put into the visitor's cart, creating a guest cart (its cookie set with
 * the answer) when there is none. With scripts the visitor stays on the page and the cart's
 * pop-ups show what was added; a post the browser made itself goes on to the cart, which shows it.
 * A product the API refuses (gone, or no longer sold) is the form's failure with the cart's
 * message; an id that is not a number adds nothing.
 */
export const cartAdd: FormAction = async ({ fields, locale }) => {
  const productId = postedInteger(fields, 'productId', 1, 999_999_999);
  const variantId = postedInteger(fields, 'variantId', 1, 999_999_999);
  // Adding finds or creates the cart itself: a first visit's guest needs no look for a cart first.
  const outcome = await changeCart(
    CART_ADD_FORM,
    locale,
    async () => (productId === null ? null : useCart.getState().add(locale, { productId, variantId })),
    { loaded: false },
  );
  // A refusal names the product and tariff pressed, so the page says it next to that button.
  if (outcome.status === 'failed')
    outcome.posted.values = { productId: field(fields, 'productId'), variantId: field(fields, 'variantId') };
  if (outcome.status !== 'done' || productId === null) return outcome;
  return { ...outcome, plainTo: pathFor('cart', locale), after: () => bus.emit('cart:added', { productId }) };
};

/** The forms of every page that the cart answers, by name. */
export const actions = { [CART_ADD_FORM]: cartAdd };
