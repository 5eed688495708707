import {
  alternatePaths,
  isSafeInternalPath,
  pageAt,
  pathFor,
  routeTable,
  switchLocalePath,
  type Locale,
  type RouteDef,
  type RouteId,
} from '.';
import { composeRouteFiles, composeRoutes, parseRoutes } from './compose';

const sampleParams: Partial<Record<RouteId, Record<string, string>>> = {
  blogPost: { id: '12', slug: 'jak-vybrat-sidlo' },
  glossaryTerm: { id: '3', slug: 'due-diligence' },
  meetingRoom: { id: '2', slug: 'karlin-velka' },
  readyMadeType: { type: 'as' },
  dictionaryTerm: { id: '7', slug: 'jednatel' },
  virtualOfficesCity: { city: 'brno' },
  virtualOffice: { id: '9', slug: 'praha-8-karlin' },
  foreignCompany: { id: '8', slug: 'seychely' },
  priceList: { slug: 'virtualni-sidla' },
  info: { id: '22', slug: 'odpovedny-zastupce' },
};

describe('route table, both ways', () => {
  it.each(routeTable().flatMap((route) => (['cs', 'en'] as Locale[]).map((locale) => [route, locale] as const)))(
    '%s in %s: the built path resolves back to the same route and parameters',
    (route, locale) => {
      const { id } = route;
      if (route[locale] === null) return expect(pathFor(id, locale)).toBe('/en');
      const params = sampleParams[id] ?? {};
      const path = pathFor(id, locale, params);
      expect(pageAt(path)).toEqual({ id, locale, params });
    },
  );

  it('knows the Czech and English paths of the spec', () => {
    expect(pathFor('contact', 'cs')).toBe('/kontakt');
    expect(pathFor('contact', 'en')).toBe('/en/contact');
    expect(pathFor('search', 'en')).toBe('/en/search');
    expect(pathFor('establishmentFund', 'cs')).toBe('/zalozeni-sverenskeho-fondu');
    expect(pathFor('establishmentFund', 'en')).toBe('/en/company-establishment-fund');
    expect(pathFor('priceList', 'en')).toBe('/en/pricelist');
    expect(pathFor('home', 'cs')).toBe('/');
    expect(pathFor('home', 'en')).toBe('/en');
    expect(pageAt('/en')).toEqual({ id: 'home', locale: 'en', params: {} });
  });

  it('rejects paths that break parameter rules or are unknown', () => {
    expect(pageAt('/virtualni-sidla/paris')).toBeNull();
    expect(pageAt('/ready-made-spolecnosti/gmbh')).toBeNull();
    expect(pageAt('/blog/not-a-number')).toBeNull();
    expect(pageAt('/tato-stranka-neexistuje')).toBeNull();
    expect(pageAt('/en/kontakt')).toBeNull();
    expect(pageAt('/en/kariera')).toBeNull();
    expect(pageAt('/info/1/a/b')).toBeNull();
  });

  it('tells city listings from office details by their parameters', () => {
    expect(pageAt('/virtualni-sidla/prague')?.id).toBe('virtualOfficesCity');
    expect(pageAt('/virtualni-sidla/9/praha-8')).toEqual({
      id: 'virtualOffice',
      locale: 'cs',
      params: { id: '9', slug: 'praha-8' },
    });
    expect(pageAt('/blog/5')).toEqual({ id: 'blogPost', locale: 'cs', params: { id: '5' } });
  });

  it('refuses to build a path without a required parameter', () => {
    expect(() => pathFor('info', 'cs', { id: '1' })).toThrow(/slug/);
  });

  it('links a route no remote served has to the home page of the language', () => {
    expect(pathFor('noSuchPage', 'cs')).toBe('/');
    expect(pathFor('noSuchPage', 'en')).toBe('/en');
  });
});

describe("composing the remotes' tables", () => {
  const news: RouteDef = { id: 'news', cs: '/novinky', en: '/en/news', module: 'mf_content/Page' };

  it('keeps every route of a valid table, in order', () => {
    const parsed = parseRoutes('mf_content', [news, { ...news, id: 'newsItem', cs: '/novinky/:id', en: null }]);
    expect(parsed.map((route) => route.id)).toEqual(['news', 'newsItem']);
  });

  it.each([
    [{ ...news, id: 'bad id' }, 'route bad id of routes.json has no id of letters and digits'],
    [{ ...news, cs: 'novinky' }, 'route news of routes.json its cs path is not a path pattern'],
    [{ ...news, en: '/news' }, 'route news of routes.json its en path does not start with /en'],
    [{ ...news, cs: '/en/novinky' }, 'route news of routes.json its cs path starts with /en'],
    [{ ...news, module: 'mf_forms/LoginPage' }, 'route news of routes.json names no module of mf_content'],
    [{ ...news, access: 'everyone' }, 'route news of routes.json has an unknown access'],
    [{ ...news, sitemap: { values: 'city' } }, 'route news of routes.json has an unknown sitemap listing'],
  ])('refuses a route that is wrong, saying which and why (%#)', (route, message) => {
    expect(() => parseRoutes('mf_content', [route])).toThrow(`mf_content: ${message}`);
  });

  it("never lets one remote take another's page: an id or a path two routes claim is served by neither", () => {
    const cart = { id: 'cart', cs: '/kosik', en: '/en/cart', module: 'mf_commerce/CartPage' } as const;
    const login = { id: 'login', cs: '/prihlaseni', en: '/en/login', module: 'mf_forms/LoginPage' } as const;
    const { routes, problems } = composeRoutes([
      [news, login],
      [cart],
      [{ ...news, id: 'other', cs: '/kosik', en: '/en/other' }],
    ]);
    expect(routes.map((route) => route.id)).toEqual(['news', 'login']);
    expect(problems).toEqual([
      'path /kosik is claimed by cart of mf_commerce/CartPage and other of mf_content/Page: none of them is served',
    ]);
  });

  it('leaves out a whole table that does not parse, and says so', () => {
    const { routes, problems } = composeRouteFiles([
      { remote: 'mf_content', text: JSON.stringify([news]) },
      { remote: 'mf_forms', text: '[{"id": "login"' },
      { remote: 'mf_commerce', text: null },
    ]);
    expect(routes).toEqual([news]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^.*JSON.*; its pages are left out$/);
  });
});

describe('language switch', () => {
  it('maps the current route to its other-locale path with the same parameters', () => {
    expect(switchLocalePath('/kontakt', 'en')).toBe('/en/contact');
    expect(switchLocalePath('/en/contact', 'cs')).toBe('/kontakt');
    expect(switchLocalePath('/ready-made-spolecnosti/se', 'en')).toBe('/en/ready-made-companies/se');
    expect(switchLocalePath('/en', 'cs')).toBe('/');
  });

  it('sends blog paths to the other home, and career and training to /en', () => {
    expect(switchLocalePath('/blog/3/jak-vybrat-sidlo', 'en')).toBe('/en');
    expect(switchLocalePath('/blog', 'en')).toBe('/en');
    expect(switchLocalePath('/en/blog/3/choosing-an-office', 'cs')).toBe('/');
    expect(switchLocalePath('/kariera', 'en')).toBe('/en');
    expect(switchLocalePath('/skoleni', 'en')).toBe('/en');
  });

  it('sends a blog post to the other home even when the post publishes its translation', () => {
    expect(switchLocalePath('/blog/1/jak-vybrat-sidlo', 'en', '/en/blog/1/choosing-an-office')).toBe('/en');
    expect(switchLocalePath('/en/blog/1/choosing-an-office', 'cs', '/blog/1/jak-vybrat-sidlo')).toBe('/');
  });

  it('prefers the content item alternate and falls back home for unknown paths', () => {
    expect(
      switchLocalePath('/virtualni-sidla/9/praha-8-karlin', 'en', '/en/virtual-headquarters/9/prague-8-karlin'),
    ).toBe('/en/virtual-headquarters/9/prague-8-karlin');
    expect(switchLocalePath('/nic-takoveho', 'en')).toBe('/en');
  });

  it("leaves out a slug that alone names the page until its content gives the translation's", () => {
    // A Czech section slug under the English price list is no page.
    expect(switchLocalePath('/cenik/virtualni-sidla-brno', 'en')).toBe('/en/pricelist');
    expect(switchLocalePath('/en/pricelist/virtual-offices-brno', 'cs')).toBe('/cenik');
    expect(switchLocalePath('/cenik/virtualni-sidla-brno', 'en', '/en/pricelist/virtual-offices-brno')).toBe(
      '/en/pricelist/virtual-offices-brno',
    );
  });

  it('lists hreflang alternates only where a locale has the page', () => {
    expect(alternatePaths('/o-nas')).toEqual({ cs: '/o-nas', en: '/en/about-us' });
    expect(alternatePaths('/kariera')).toEqual({ cs: '/kariera' });
    expect(alternatePaths('/nope')).toEqual({});
    // A slug is in the page's language: the other locale comes only from the content item.
    expect(alternatePaths('/virtualni-sidla/9/praha-8-karlin')).toEqual({ cs: '/virtualni-sidla/9/praha-8-karlin' });
    expect(alternatePaths('/en/pricelist/virtual-offices')).toEqual({ en: '/en/pricelist/virtual-offices' });
    expect(alternatePaths('/en/pricelist')).toEqual({ cs: '/cenik', en: '/en/pricelist' });
  });
});

describe('staff pages', () => {
  it('are named by no hreflang link and no language switch, as an unknown path is not', () => {
    expect(pageAt('/admin/poptavky')).toEqual({ id: 'adminEnquiries', locale: 'cs', params: {} });
    expect(pageAt('/en/admin/enquiries')).toEqual({ id: 'adminEnquiries', locale: 'en', params: {} });
    expect(alternatePaths('/admin/poptavky')).toEqual(alternatePaths('/nic-takoveho'));
    expect(switchLocalePath('/admin/poptavky', 'en')).toBe(switchLocalePath('/nic-takoveho', 'en'));
    expect(switchLocalePath('/en/admin/enquiries', 'cs')).toBe('/');
    // The inbox itself publishes its other language for staff, as a detail page does.
    expect(switchLocalePath('/admin/poptavky', 'en', '/en/admin/enquiries')).toBe('/en/admin/enquiries');
  });
});

describe('redirect targets', () => {
  it.each([
    ['/muj-ucet', true],
    ['/en/cart?x=1', true],
    ['//evil.example', false],
    ['https://evil.example', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['/%2F%2Fevil.example', false],
    ['%2F%2Fevil.example', false],
    ['/%252F%252Fevil.example', false],
    ['/%5Cevil.example', false],
    ['/%5cevil.example', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['/\r\n//evil.example', false],
    ['/%09/evil.example', false],
    ['/%0a/evil.example', false],
    ['\\evil.example', false],
    ['/ /evil.example', true],
    ['/%E0%A4%A', false],
    ['HTTP://evil.example', false],
    ['/.//evil.example', false],
    ['/a/..//evil.example', false],
    ['/en/my-account?tab=sessions#top', true],
    ['/blog/12/jak-vybrat-sidlo', true],
    ['', false],
    [null, false],
    [42, false],
  ])('%p is internal: %p', (target, expected) => {
    expect(isSafeInternalPath(target)).toBe(expected);
  });
});
