import { reportConsentChoice, type CategoryChoice } from '../consent/consent';
import type { EnquiryType } from '../contracts/enquiry';
import { track } from './analytics';

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

/** Pushes what the scripts push for a form of theirs that succeeded. */
export function pushFormEvent(item: ServerFormEvent): void {
  switch (item.event) {
    case 'cookie_consent_update':
      return reportConsentChoice(item.choice);
    case 'newsletter_sent':
      return track('newsletter_sent');
    case 'form_sent':
      return track('form_sent', { formType: item.formType });
    case 'add_to_cart':
    case 'remove_from_cart': {
      const { id, name, price, quantity } = item.item;
      return track(item.event, {
        ecommerce: {
          currency: 'CZK',
          value: Math.round(price * quantity * 100) / 100,
          items: [{ item_id: String(id), item_name: name, price, quantity }],
        },
      });
    }
  }
}
