import { currentScope } from '../ssr/scope';

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

export type CookieKey = keyof typeof COOKIES;

function doc(): Document | null {
  return typeof document === 'undefined' ? null : document;
}

/** Parse a `Cookie` header or `document.cookie` string. */
export function parseCookies(header: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in result) continue;
    const raw = part.slice(index + 1).trim();
    try {
      result[name] = decodeURIComponent(raw);
    } catch {
      result[name] = raw;
    }
  }
  return result;
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

/** Serialise a cookie with the contract's lifetime; path `/`, SameSite=Lax, Secure on https. */
export function serializeCookie(key: CookieKey, value: string, secure = false): string {
  const { name, maxAge } = COOKIES[key];
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
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

/** A cookie of the contract removed (as a `Set-Cookie` value or for `document.cookie`). */
export function serializeDeletion(key: CookieKey, secure = false): string {
  return `${COOKIES[key].name}=; Max-Age=0; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
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
