import { COOKIES, deleteCookie, getCookie, parseCookies, serializeCookie, setCookie } from './cookies';

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
