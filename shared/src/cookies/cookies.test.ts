import {
  COOKIES,
  deleteCookie,
  getCookie,
  parseCookies,
  readCookie,
  SERVER_COOKIES,
  serializeCookie,
  serializeCookieHeader,
  serializeDeletion,
  serializeForeignDeletion,
  setCookie,
} from './cookies';
import { createRequestScope, setScopeResolver, type RequestScope } from '../ssr/scope';

/** The name and value a `Set-Cookie` string sets, as the browser's `Cookie` header would send it back. */
const sentBack = (setCookieValue: string) => setCookieValue.split(';')[0]!;
/** The attributes of a `Set-Cookie` string, as a set (their order is no one's concern). */
const attributes = (setCookieValue: string) => new Set(setCookieValue.split('; ').slice(1));

describe('cookies', () => {
  afterEach(() => {
    for (const key of Object.keys(COOKIES) as (keyof typeof COOKIES)[]) deleteCookie(key);
  });

  it('use the names and lifetimes of the design contract', () => {
    expect(COOKIES.locale).toEqual({ name: 'locale', maxAge: 365 * 86400 });
    expect(COOKIES.guestCart).toEqual({ name: 'guest-cart', maxAge: 1209600 });
    expect(COOKIES.newsletterPopup.maxAge).toBe(5184000);
    expect(COOKIES.introPopup.maxAge).toBe(1209600);
    expect(COOKIES.topBanner.maxAge).toBe(86400);
    expect(COOKIES.consentAnalytical.name).toBe('cookie-consent-analytical');
    expect(COOKIES.cookieShow.maxAge).toBe(31536000);
    expect(SERVER_COOKIES.session.name).toBe('sid');
    expect(SERVER_COOKIES.session.maxAge).toBe(30 * 86400);
  });

  it('serialise with Max-Age, root path and SameSite, Secure when asked', () => {
    expect(attributes(serializeCookie('locale', 'en'))).toEqual(
      new Set(['Max-Age=31536000', 'Path=/', 'SameSite=Lax']),
    );
    expect(attributes(serializeCookie('guestCart', 'a b', true))).toEqual(
      new Set(['Max-Age=1209600', 'Path=/', 'SameSite=Lax', 'Secure']),
    );
  });

  it("mark the server's own cookies HttpOnly, with a lifetime given or the browser session's", () => {
    const session = serializeCookie('session', 'secret', true, 3600);
    expect(sentBack(session)).toBe('sid=secret');
    expect(attributes(session)).toEqual(new Set(['Max-Age=3600', 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']));
    expect(attributes(serializeCookie('loginDevice', 'x'))).toContain(`Max-Age=${365 * 86400}`);
    const preview = serializeCookie('preview', 'mf-forms@1.0.0-3f2a9c1');
    expect([...attributes(preview)].some((attribute) => attribute.startsWith('Max-Age'))).toBe(false);
    expect(attributes(preview)).toContain('HttpOnly');
  });

  it('remove a cookie with the same path and flags it was set with', () => {
    const removed = serializeDeletion('session', true);
    expect(sentBack(removed)).toBe('sid=');
    expect(attributes(removed)).toEqual(new Set(['Max-Age=0', 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']));
    expect(attributes(serializeDeletion('guestCart'))).toEqual(new Set(['Max-Age=0', 'Path=/', 'SameSite=Lax']));
    expect(serializeForeignDeletion('_ga', '.example.cz')).toBe('_ga=; Max-Age=0; Path=/; Domain=.example.cz');
    expect(serializeForeignDeletion('_ga')).toBe('_ga=; Max-Age=0; Path=/');
  });

  it('read back what they wrote, whatever the value holds', () => {
    const values = ['en', 'a b', 'ä;ö=ü', '%41', '"quoted"', ''];
    for (const value of values) {
      expect(parseCookies(sentBack(serializeCookie('guestCart', value)))['guest-cart']).toBe(value);
      expect(readCookie(sentBack(serializeCookie('session', value, true, 60)), 'session')).toBe(value);
    }
    const jar = { sid: 'abc', 'guest-cart': 'x y;z', locale: 'en' };
    expect(parseCookies(serializeCookieHeader(jar))).toEqual(jar);
    expect(serializeCookieHeader({})).toBe('');
  });

  it('parse a Cookie header, first value winning, odd parts skipped, bad encodings kept raw', () => {
    expect(parseCookies('a=1; b=x%20y; a=2; c=%E0%A4%A')).toEqual({ a: '1', b: 'x y', c: '%E0%A4%A' });
    expect(parseCookies(' ;novalue; =orphan;  d = 4 ;e=;f=a=b;g="q%20v"')).toEqual({
      d: '4',
      e: '',
      f: 'a=b',
      g: 'q v',
    });
    expect(parseCookies('constructor=1; __proto__=2; toString=3')).toEqual({
      constructor: '1',
      ['__proto__']: '2',
      toString: '3',
    });
    expect(Object.keys(parseCookies('__proto__=2'))).toEqual(['__proto__']);
    expect(parseCookies('')).toEqual({});
    expect(parseCookies(undefined)).toEqual({});
    expect(readCookie(null, 'guestCart')).toBeUndefined();
  });

  it('are written, read back and deleted in the browser', () => {
    expect(getCookie('locale')).toBeNull();
    setCookie('locale', 'en');
    setCookie('cookieShow', 'hidden');
    expect(getCookie('locale')).toBe('en');
    expect(getCookie('cookieShow')).toBe('hidden');
    deleteCookie('locale');
    expect(getCookie('locale')).toBeNull();
  });
});

describe('cookies set while the server acts on a posted form', () => {
  let scope: RequestScope;
  beforeEach(() => {
    scope = createRequestScope('https://www.example.cz', { 'cookie-show': 'shown' });
    scope.post = { headers: {}, setCookies: [], formEvents: [], refused: null, secureCookies: true };
    setScopeResolver(() => scope);
  });
  afterEach(() => setScopeResolver(null));

  it("go into the server's answer, not the document, and the rest of the request reads them", () => {
    const before = document.cookie;
    setCookie('cookieShow', 'hidden');
    deleteCookie('consentAnalytical');
    expect(scope.post!.setCookies).toEqual([
      'cookie-show=hidden; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
      'cookie-consent-analytical=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ]);
    expect(getCookie('cookieShow')).toBe('hidden');
    expect(document.cookie).toBe(before);
  });

  it('carry no Secure where the site is plain HTTP on the machine itself', () => {
    scope.post!.secureCookies = false;
    setCookie('cookieShow', 'hidden');
    expect(scope.post!.setCookies).toEqual(['cookie-show=hidden; Max-Age=31536000; Path=/; SameSite=Lax']);
  });
});
