import { localizedUrl, withQuery } from './query';

describe('request addresses', () => {
  it('put the language where the route takes it: its path segment, else ?lang=', () => {
    expect(localizedUrl('/api/cart/{locale}', 'en')).toBe('/api/cart/en');
    expect(localizedUrl('/api/cart/anonymous/{locale}/0', 'cs', { create: 'false' })).toBe(
      '/api/cart/anonymous/cs/0?create=false',
    );
    expect(localizedUrl('/api/settings', 'en')).toBe('/api/settings?lang=en');
    expect(localizedUrl('/api/search', 'cs', { q: 'sídlo a.s.' })).toBe('/api/search?q=s%C3%ADdlo+a.s.&lang=cs');
  });

  it('send no language where none is given, and refuse a path that needs one', () => {
    expect(localizedUrl('/api/me', undefined)).toBe('/api/me');
    expect(localizedUrl('/api/admin/enquiries', undefined, { page: 2, tag: ['a', 'b'] })).toBe(
      '/api/admin/enquiries?page=2&tag=a&tag=b',
    );
    expect(() => localizedUrl('/api/cart/{locale}', undefined)).toThrow('needs a locale');
  });

  it('build query strings with encoded values, leaving out what is not there', () => {
    expect(withQuery('/blog', { page: 2, letter: undefined, kind: null })).toBe('/blog?page=2');
    expect(withQuery('/a?b=1', { c: 'd e' })).toBe('/a?b=1&c=d+e');
    expect(withQuery('/a')).toBe('/a');
  });
});
