import { COOKIES, deleteCookie, getCookie, parseCookies, serializeCookie, setCookie } from './cookies';
import { createRequestScope, setScopeResolver, type RequestScope } from '../ssr/scope';

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
  });

  it('serialise with Max-Age, root path and SameSite', () => {
    expect(serializeCookie('locale', 'en')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(serializeCookie('guestCart', 'a b', true)).toBe(
      'guest-cart=a%20b; Max-Age=1209600; Path=/; SameSite=Lax; Secure',
    );
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

  it('parse a Cookie header, first value winning, bad encodings kept raw', () => {
    expect(parseCookies('a=1; b=x%20y; a=2; c=%E0%A4%A')).toEqual({ a: '1', b: 'x y', c: '%E0%A4%A' });
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
