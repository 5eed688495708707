import { reportConsentChoice } from '../consent/consent';
import { track } from './analytics';
import type { ServerFormEvent } from './types';

export type { CartChangeItem, ServerFormEvent } from './types';

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
