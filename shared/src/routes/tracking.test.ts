import { isTrackingParam, pageAddress, TRACKING_PARAMS, withoutTracking, withoutTrackingQuery } from '.';

describe('tracking parameters', () => {
  it.each([...TRACKING_PARAMS, 'utm_source', 'utm_medium', 'utm_campaign', 'utm_id', 'UTM_Source', 'FBCLID'])(
    '%s is a tracking parameter',
    (name) => expect(isTrackingParam(name)).toBe(true),
  );

  it.each(['q', 'page', 'interest', 'bench', 'preview', 'utm', 'gclid2', 'voucher'])('%s is not', (name) =>
    expect(isTrackingParam(name)).toBe(false),
  );

  it('leaves them out of an address, and keeps everything else as written, in its order', () => {
    expect(withoutTracking('/en?utm_source=a&fbclid=IwAR0x')).toBe('/en');
    expect(withoutTracking('/hledani?utm_medium=email&q=s%C3%ADdlo+Praha&gclid=1&page=2')).toBe(
      '/hledani?q=s%C3%ADdlo+Praha&page=2',
    );
    expect(withoutTracking('/kontakt?x=1#form')).toBe('/kontakt?x=1#form');
    expect(withoutTracking('/kontakt?_ga=2.1#form')).toBe('/kontakt#form');
    expect(withoutTracking('/kontakt?utm%5Fsource=a')).toBe('/kontakt');
    expect(withoutTracking('/kontakt')).toBe('/kontakt');
    expect(withoutTracking('/en?bench=12')).toBe('/en?bench=12');
  });

  it('cleans a query once and for all: cleaning it again changes nothing', () => {
    for (const query of ['?a=1&&utm_x=2&b', '?utm_source=a', '?=&fbclid', '?q=a%26utm_source%3Db']) {
      const once = withoutTrackingQuery(query);
      expect(withoutTrackingQuery(once)).toBe(once);
    }
    expect(withoutTrackingQuery('?q=a%26utm_source%3Db')).toBe('?q=a%26utm_source%3Db');
  });

  it("gives the page's own address from a location", () => {
    expect(pageAddress({ pathname: '/kosik', search: '?step=order&utm_campaign=jaro' })).toBe('/kosik?step=order');
    expect(pageAddress({ pathname: '/en/login', search: '' })).toBe('/en/login');
  });
});
