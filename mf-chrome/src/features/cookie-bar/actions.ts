import {
  CONSENT_ALL,
  CONSENT_CATEGORIES,
  CONSENT_NONE,
  field,
  storeConsent,
  storedConsent,
  type CategoryChoice,
  type FormAction,
} from 'shared';
import { withdrawTracking } from './consentChoice';

/**
 * The bar's choice as posted: `all`, `none`, or (`selected`) the categories ticked, each a box
 * named after its category; nothing ticked is a refusal, and so is a choice the bar does not offer.
 */
export function postedChoice(fields: FormData): CategoryChoice | 'denied' {
  const choice = field(fields, 'choice');
  if (choice === 'all') return CONSENT_ALL;
  if (choice !== 'selected') return 'denied';
  const picked = { ...CONSENT_NONE };
  for (const category of CONSENT_CATEGORIES) picked[category] = fields.has(category);
  return CONSENT_CATEGORIES.some((category) => picked[category]) ? picked : 'denied';
}

/**
 * The cookie bar's action: the choice stored in its cookies (by the browser's scripts, or in the
 * server's answer to the bar posted before or without them), reported to the dataLayer once, and
 * the page stays as it is. In the browser the tags' own cookies of a withdrawn category go too.
 */
export const consent: FormAction = async ({ fields }) => {
  const choice = postedChoice(fields);
  const previous = storedConsent().choice;
  storeConsent(choice);
  return {
    status: 'done',
    to: null,
    reload: false,
    events: [{ event: 'cookie_consent_update', choice }],
    after: () => withdrawTracking(previous, choice === 'denied' ? CONSENT_NONE : choice),
  };
};
