/**
 * The cookie that carries the events of forms the server handled to the next page's scripts
 * (`ServerFormEvent`): written by the site server, read once by the page's start. Its own module,
 * apart from `shared`'s root, so the page's start loads it only when the cookie is there. It
 * reaches `shared` by name, as a module of the page's one `shared`.
 */
import {
  CONSENT_CATEGORIES,
  deleteCookie,
  getCookie,
  isEnquiryType,
  pushFormEvent,
  type CartChangeItem,
  type CategoryChoice,
  type ServerFormEvent,
} from 'shared';

/** At most this many events wait in the cookie (the newest kept): it stays small whatever is posted. */
const MAX_EVENTS = 8;
const BETWEEN = '~';

/** A product name as one part of an entry: percent-encoded, the separators included. */
const encodeName = (name: string) => encodeURIComponent(name).replace(/\./g, '%2E').replace(/~/g, '%7E');

function decodeName(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** A cart entry's parts: product id, unit price in hundredths, pieces, the name. */
function decodeCartItem(parts: string[]): CartChangeItem | null {
  const [id, cents, quantity, name] = parts;
  if (parts.length !== 4 || ![id, cents, quantity].every((part) => /^[0-9]{1,12}$/.test(part ?? ''))) return null;
  const decoded = decodeName(name!);
  return decoded === null
    ? null
    : { id: Number(id), price: Number(cents) / 100, quantity: Number(quantity), name: decoded };
}

/**
 * `cookie_consent_update.a101` (accepted: analytical, marketing, advertisement) or `.d` (denied),
 * `newsletter_sent`, `form_sent.contact-form`, `add_to_cart.12.99000.1.Virtu%C3%A1ln%C3%AD%20s%C3%ADdlo`.
 */
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
    case 'add_to_cart':
    case 'remove_from_cart': {
      const { id, price, quantity, name } = item.item;
      return [item.event, id, Math.round(price * 100), quantity, encodeName(name)].join('.');
    }
  }
}

function decode(text: string): ServerFormEvent | null {
  const [event, detail, ...more] = text.split('.');
  if (event === 'add_to_cart' || event === 'remove_from_cart') {
    const item = decodeCartItem([detail ?? '', ...more]);
    return item && { event, item };
  }
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
