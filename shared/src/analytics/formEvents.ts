import { CONSENT_CATEGORIES, reportConsentChoice, type CategoryChoice } from '../consent/consent';
import { isEnquiryType, type EnquiryType } from '../contracts/enquiry';
import { deleteCookie, getCookie } from '../cookies';
import { track } from './analytics';

/**
 * What the scripts push to the dataLayer when a form of theirs succeeds, for a form the server
 * handled instead (sent before or without the scripts): the cookie bar's choice, a newsletter
 * subscription, an enquiry. The server names them in a short-lived cookie with its answer, and the
 * next page's scripts push the same entries once (`pushFormEvents`). Names and choices only: what
 * was typed never goes into it.
 */
export type ServerFormEvent =
  | { event: 'cookie_consent_update'; choice: CategoryChoice | 'denied' }
  | { event: 'newsletter_sent' }
  | { event: 'form_sent'; formType: EnquiryType };

/** At most this many events wait in the cookie (the newest kept): it stays small whatever is posted. */
const MAX_EVENTS = 8;
const BETWEEN = '~';

/** `cookie_consent_update.a101` (accepted: analytical, marketing, advertisement) or `.d` (denied), `newsletter_sent`, `form_sent.contact-form`. */
function encode(item: ServerFormEvent): string {
  switch (item.event) {
    case 'cookie_consent_update': {
      const { choice } = item;
      return choice === 'denied'
        ? `${item.event}.d`
        : `${item.event}.a${CONSENT_CATEGORIES.map((category) => (choice[category] ? '1' : '0')).join('')}`;
    }
    case 'newsletter_sent':
      return item.event;
    case 'form_sent':
      return `${item.event}.${item.formType}`;
  }
}

function decode(text: string): ServerFormEvent | null {
  const [event, detail, ...more] = text.split('.');
  if (more.length) return null;
  if (event === 'newsletter_sent' && detail === undefined) return { event };
  if (event === 'form_sent' && isEnquiryType(detail)) return { event, formType: detail };
  if (event !== 'cookie_consent_update') return null;
  if (detail === 'd') return { event, choice: 'denied' };
  if (detail?.length !== CONSENT_CATEGORIES.length + 1 || !/^a[01]+$/.test(detail)) return null;
  const choice = Object.fromEntries(
    CONSENT_CATEGORIES.map((category, index) => [category, detail[index + 1] === '1']),
  ) as CategoryChoice;
  return { event, choice };
}

/** The events a cookie value names, oldest first; what is not one of them is left out. */
export function readFormEvents(value: string | null): ServerFormEvent[] {
  if (!value) return [];
  return value
    .split(BETWEEN)
    .slice(-MAX_EVENTS)
    .flatMap((text) => decode(text) ?? []);
}

/** The cookie value naming the events of `value` and then `added`, the newest `MAX_EVENTS` of them. */
export function addFormEvents(value: string | null, added: ServerFormEvent[]): string {
  return [...readFormEvents(value), ...added].slice(-MAX_EVENTS).map(encode).join(BETWEEN);
}

/** Pushes what the scripts push for a form of theirs that succeeded. */
export function pushFormEvent(item: ServerFormEvent): void {
  switch (item.event) {
    case 'cookie_consent_update':
      return reportConsentChoice(item.choice);
    case 'newsletter_sent':
      return track('newsletter_sent');
    case 'form_sent':
      return track('form_sent', { formType: item.formType });
  }
}

/**
 * Pushes the events the server named for the forms it handled, then removes the cookie, so that
 * each is pushed once (a reload pushes nothing). Called as the page's scripts start, after the
 * Consent Mode default.
 */
export function pushFormEvents(): void {
  const value = getCookie('formEvents');
  if (value === null) return;
  deleteCookie('formEvents');
  for (const item of readFormEvents(value)) pushFormEvent(item);
}
