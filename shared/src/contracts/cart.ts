// The public shape of the cart store. The store itself lives in mf-commerce (`useCart`); this is
// what it promises: the cart as the API answers it, where loading stands, the notice at the top
// of the cart, the product just added, and the actions that change the cart through the API.
import type { Locale } from '../constants';
import type { Cart, CartLineUpdate } from '../validation/responses/cart';

/** A message at the top of the cart: a translation key of the cart with its values, shown in the page's language. */
export interface CartNotice {
  kind: 'danger' | 'success';
  key: string;
  values?: Record<string, string | number>;
}

/**
 * The `form` of a 'Do košíku' button, which any remote's page may carry: a form posted to the page
 * with the hidden fields `productId` and, for a tariff, `variantId`. The cart (mf-commerce) owns
 * its action, which every page runs.
 */
export const CART_ADD_FORM = 'cart-add';

/** A product to put into the cart: its id, the variant (a tariff) and how many pieces (one when absent). */
export interface CartAddPayload {
  productId: number;
  variantId?: number | null;
  quantity?: number;
  note?: string;
}

/** The product just added, for the added-product pop-up. */
export interface AddedProduct {
  name: string;
  /** CZK with VAT. */
  price: number;
  quantity: number;
  /** Grows with every add, so the pop-ups restart their timer for each one. */
  seq: number;
}

/**
 * The cart store's state and actions. Every action runs after the one before it has finished, so
 * double clicks and parallel adds never make two lines of one product or lose a quantity; each
 * change goes through the API and leaves the cart as the API answered it.
 */
export interface CartStore {
  /** The visitor's cart: a logged-in user's server cart, or a guest's (its temp id in the `guest-cart` cookie). */
  cart: Cart | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  notice: CartNotice | null;
  added: AddedProduct | null;
  /** Loads the visitor's cart; a guest without one gets none created. */
  load: (locale: Locale) => Promise<void>;
  /**
   * Adds a product (creating the cart when there is none) and announces it in `added`; the API's
   * answer for the line, or null when it failed (then `notice` says why).
   */
  add: (locale: Locale, payload: CartAddPayload) => Promise<CartLineUpdate | null>;
  /**
   * Sets a line's quantity (0 removes it); a function gets the line's quantity when the change
   * runs. The API's answer for the line, or null when nothing changed or it failed (`notice`).
   */
  setQuantity: (
    locale: Locale,
    lineId: number,
    quantity: number | ((current: number) => number),
  ) => Promise<CartLineUpdate | null>;
  dropVoucher: (locale: Locale, voucherId: number) => Promise<void>;
  /** After an order: the cart on the server is gone, the next visit starts a new one. */
  emptied: () => void;
  setNotice: (notice: CartNotice | null) => void;
  hideAdded: () => void;
}
