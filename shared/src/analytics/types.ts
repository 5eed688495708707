// Types only: the dataLayer events of a form's success, which the server's render keeps per
// request and hands to the site server, named without the modules that push them.
import type { CategoryChoice } from '../consent/categories';
import type { EnquiryType } from '../contracts/enquiry';

/** A cart line's change as GA4's ecommerce events name it: the product, its unit price (CZK without VAT) and the pieces added or removed. */
export interface CartChangeItem {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

/**
 * What a form's success pushes to the dataLayer: the cookie bar's choice, a newsletter
 * subscription, an enquiry, pieces put into or taken out of the cart. The scripts push them when
 * they sent the form; for a form the server handled instead (sent before or without the scripts)
 * the server names them in a short-lived cookie with its answer, and the next page's scripts push
 * the same entries once (`shared/form-events-cookie`). Names, choices and catalogue data only: what was typed
 * never goes into it.
 */
export type ServerFormEvent =
  | { event: 'cookie_consent_update'; choice: CategoryChoice | 'denied' }
  | { event: 'newsletter_sent' }
  | { event: 'form_sent'; formType: EnquiryType }
  | { event: 'add_to_cart' | 'remove_from_cart'; item: CartChangeItem };
