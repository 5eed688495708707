import { SESSION_COOKIE } from '../constants';
import { currentScope } from '../ssr/scope';

/*
 * The site's one way of reading and writing cookies, in the browser and in Node alike: the names
 * and lifetimes, the parser of a `Cookie` header (or `document.cookie`), and the serializers of
 * `Set-Cookie` values (or `document.cookie` assignments). Nothing else in the site splits or
 * writes a cookie string by hand.
 */

/** Cookie names and lifetimes (seconds); the names are a contract with the server and with tests. */
export const COOKIES = {
  locale: { name: 'locale', maxAge: 365 * 24 * 3600 },
  guestCart: { name: 'guest-cart', maxAge: 1_209_600 },
  currencyId: { name: 'currencyId', maxAge: 31_536_000 },
  cookieShow: { name: 'cookie-show', maxAge: 31_536_000 },
  cookieConsent: { name: 'cookie-consent', maxAge: 31_536_000 },
  consentAnalytical: { name: 'cookie-consent-analytical', maxAge: 31_536_000 },
  consentMarketing: { name: 'cookie-consent-marketing', maxAge: 31_536_000 },
  consentAdvertisement: { name: 'cookie-consent-advertisement', maxAge: 31_536_000 },
  /** The revision of the consent text the visitor's choice answers; a newer one asks again. */
  consentRevision: { name: 'cookie-consent-revision', maxAge: 31_536_000 },
  newsletterPopup: { name: 'newsletter-popup', maxAge: 5_184_000 },
  introPopup: { name: 'intro-popup', maxAge: 1_209_600 },
  topBanner: { name: 'top-banner', maxAge: 86_400 },
  /**
   * What the scripts would have pushed to the dataLayer for a form the server handled (names of
   * events, never what was typed): set with the server's answer, read and removed by the next
   * page's scripts. Short-lived: with no scripts to read it, it goes by itself.
   */
  formEvents: { name: 'form-events', maxAge: 120 },
} as const;

/**
 * Cookies only the server sets and reads: `HttpOnly`, so no script of the page ever sees them.
 * `maxAge` null: the cookie lasts the browser session.
 */
export const SERVER_COOKIES = {
  /** The login session; 30 days at the latest (the server gives each session's own remaining life). */
  session: { name: SESSION_COOKIE, maxAge: 30 * 24 * 3600 },
  /** A browser that logged in to an account before: known for a year after its last login. */
  loginDevice: { name: 'login-device', maxAge: 365 * 24 * 3600 },
  /** The release of a remote this browser previews (staff only), for the browser session. */
  preview: { name: 'remote-preview', maxAge: null },
} as const;

/** A cookie scripts may read and write. */
export type CookieKey = keyof typeof COOKIES;
/** A cookie only the server writes. */
export type ServerCookieKey = keyof typeof SERVER_COOKIES;
export type AnyCookieKey = CookieKey | ServerCookieKey;

function isServerCookie(key: AnyCookieKey): key is ServerCookieKey {
  return key in SERVER_COOKIES;
}

/** The name of a cookie of either table. */
export function cookieName(key: AnyCookieKey): string {
  return isServerCookie(key) ? SERVER_COOKIES[key].name : COOKIES[key].name;
}

/**
 * Parse a `Cookie` header or `document.cookie` string into name → value. The first value of a name
 * wins (the browser sends the most specific path first); a value that is not valid percent-encoding
 * is kept as sent; parts without `=` or without a name are skipped.
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  // A map, not an object: a cookie named `constructor` or `__proto__` is a cookie like any other.
  const found = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || found.has(name)) continue;
    let raw = part.slice(index + 1).trim();
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    try {
      found.set(name, decodeURIComponent(raw));
    } catch {
      found.set(name, raw);
    }
  }
  return Object.fromEntries(found);
}

/** One cookie of a `Cookie` header (or `document.cookie`), or undefined. */
export function readCookie(header: string | null | undefined, key: AnyCookieKey): string | undefined {
  return parseCookies(header)[cookieName(key)];
}

/** The `Cookie` header a browser holding these cookies sends (the inverse of `parseCookies`). */
export function serializeCookieHeader(cookies: Readonly<Record<string, string>>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}

/**
 * A cookie written: `Set-Cookie` value or `document.cookie` assignment. Path `/`, SameSite=Lax,
 * `Secure` when asked (https), `HttpOnly` for the server's own cookies; `Max-Age` the table's
 * lifetime unless `maxAge` is given (0 removes the cookie; null: the browser session).
 */
export function serializeCookie(
  key: AnyCookieKey,
  value: string,
  secure = false,
  maxAge: number | null = isServerCookie(key) ? SERVER_COOKIES[key].maxAge : COOKIES[key].maxAge,
): string {
  const lifetime = maxAge === null ? '' : `; Max-Age=${Math.max(0, Math.floor(maxAge))}`;
  const httpOnly = isServerCookie(key) ? '; HttpOnly' : '';
  return `${cookieName(key)}=${encodeURIComponent(value)}${lifetime}; Path=/${httpOnly}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A cookie of either table removed (as a `Set-Cookie` value or for `document.cookie`). */
export function serializeDeletion(key: AnyCookieKey, secure = false): string {
  return serializeCookie(key, '', secure, 0);
}

/**
 * A cookie the site does not name (a tag's `_ga`) removed for `document.cookie`: on the page's host,
 * or on `domain` (and its subdomains) where the tag set it there.
 */
export function serializeForeignDeletion(name: string, domain?: string): string {
  return `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
}

function doc(): Document | null {
  return typeof document === 'undefined' ? null : document;
}

/** A cookie of the visitor: in the browser, or on the server from the request being rendered. */
export function getCookie(key: CookieKey): string | null {
  const name = COOKIES[key].name;
  const scope = currentScope();
  if (scope) return scope.cookies[name] ?? null;
  const d = doc();
  if (!d) return null;
  return parseCookies(d.cookie)[name] ?? null;
}

/**
 * Sets a cookie of the visitor: in the browser, or — while a form posted to the server is acted
 * on — in the server's answer to that post (and in what the rest of the request reads).
 */
export function setCookie(key: CookieKey, value: string): void {
  const post = currentScope()?.post;
  if (post) {
    post.setCookies.push(serializeCookie(key, value, post.secureCookies));
    currentScope()!.cookies[COOKIES[key].name] = value;
    return;
  }
  const d = doc();
  if (!d) return;
  d.cookie = serializeCookie(key, value, d.location?.protocol === 'https:');
}

/** Removes a cookie of the visitor, where `setCookie` would set it. */
export function deleteCookie(key: CookieKey): void {
  const post = currentScope()?.post;
  if (post) {
    post.setCookies.push(serializeDeletion(key, post.secureCookies));
    delete currentScope()!.cookies[COOKIES[key].name];
    return;
  }
  const d = doc();
  if (!d) return;
  d.cookie = serializeDeletion(key, d.location?.protocol === 'https:');
}

/**
 * The server's language switch: `GET /jazyk?to=<path>` stores the language of `to` in the `locale`
 * cookie and answers 303 to `to`. The language links lead through it, so a visitor without scripts
 * keeps their choice as one with them does (the scripts set the cookie on every page).
 */
export const LOCALE_SWITCH_PATH = '/jazyk';

/** The address of the language switch to the page `to` (a path of this site). */
export function localeSwitchHref(to: string): string {
  return `${LOCALE_SWITCH_PATH}?to=${encodeURIComponent(to)}`;
}
