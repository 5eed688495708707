import { pageAt, routeOf, setRouteTable } from 'shared/routes';
import { sitemapPlugin } from '../src/sitemap';
import { robotsTxt, sitemapEntries, splitEntries, urlsetXml, type SitemapEntry } from '../src/sitemap';
import { createTestApp, type TestApp } from 'api/testing';
import { makeFixture, removeFixture, siteApp, siteRoutes, siteTestApp, writeFixtureFile } from './fixture';
import { serveSite } from '../src/serve';

let t: TestApp & { root: string };
const ROUTES = siteRoutes();
beforeAll(async () => {
  t = await siteTestApp();
  setRouteTable(ROUTES);
});
afterAll(async () => {
  await t.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe('/sitemap.xml', () => {
  it('lists every page of the route table and every content item, each with its alternates', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'www.example.cz' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = locs(res.body);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain('http://www.example.cz/');
    expect(urls).toContain('http://www.example.cz/en/dictionary-terms');
    expect(urls).toContain('http://www.example.cz/kariera');
    expect(urls).not.toContain('http://www.example.cz/hledani');
    expect(res.body).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://www.example.cz/en/company-valuation-calculator"/>',
    );
    expect(res.body).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://www.example.cz/kalkulacka-hodnoty-firmy"/>',
    );

    // Every URL is a page the route table knows, and every listed route has at least one URL.
    const matched = urls.map((url) => pageAt(new URL(url).pathname));
    expect(matched.every((m) => m !== null)).toBe(true);
    const routes = new Set(matched.map((m) => m?.id));
    for (const { id, sitemap: listing = 'page', access } of ROUTES) {
      if (listing === 'excluded' || access === 'staff') continue;
      if (typeof listing === 'object' && 'items' in listing) {
        const { rows } = await t.db.handle.db
          .selectFrom('content_items')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('type', '=', listing.items)
          .execute()
          .then((r) => ({ rows: Number(r[0]?.n ?? 0) }));
        if (rows === 0) continue;
      }
      expect([id, routes.has(id)]).toEqual([id, true]);
    }
  });

  it('gives content items their own slug per language and the last modification date', async () => {
    const entries = await sitemapEntries(t.db.handle.db, ROUTES);
    const items = entries.filter((e) => e.lastmod !== null && e.paths.cs && e.paths.en && /\/\d+\//.test(e.paths.cs));
    expect(items.length).toBeGreaterThan(0);
    const [item] = items;
    expect(pageAt(item?.paths.cs ?? '')?.locale).toBe('cs');
    expect(pageAt(item?.paths.en ?? '')?.locale).toBe('en');
    expect(pageAt(item?.paths.en ?? '')?.id).toBe(pageAt(item?.paths.cs ?? '')?.id);
    expect(item?.lastmod).toBeInstanceOf(Date);
  });
});

describe('splitting', () => {
  const entry = (n: number): SitemapEntry => ({ paths: { cs: `/blog/${n}/a`, en: `/en/blog/${n}/a` }, lastmod: null });

  it('never puts more than the maximum of URLs into one file', () => {
    const files = splitEntries(
      Array.from({ length: 5 }, (_, i) => entry(i + 1)),
      4,
    );
    expect(files.map((f) => f.length)).toEqual([2, 2, 1]);
    expect(locs(urlsetXml('https://x.cz', files[0] ?? []))).toHaveLength(4);
  });

  it('answers an index of files beyond the maximum, and each file', async () => {
    const app = (await import('fastify')).default();
    await app.register(sitemapPlugin, { maxUrlsPerFile: 20, routes: async () => ROUTES });
    const index = await app.inject({ url: '/sitemap.xml', headers: { host: 'x.cz' } });
    expect(index.body).toContain('<sitemapindex');
    const files = locs(index.body);
    expect(files[0]).toBe('http://x.cz/sitemap-1.xml');
    for (const file of files) {
      const res = await app.inject({ url: new URL(file).pathname, headers: { host: 'x.cz' } });
      expect(res.statusCode).toBe(200);
      expect(locs(res.body).length).toBeLessThanOrEqual(20);
    }
    expect((await app.inject({ url: `/sitemap-${files.length + 1}.xml` })).statusCode).toBe(404);
    await app.close();
  });
});

describe('/robots.txt', () => {
  it('allows the site, disallows the API and the account pages, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'www.example.cz' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/']));
    expect(lines).toEqual(
      expect.arrayContaining([
        `Disallow: ${routeOf('account')?.cs}`,
        `Disallow: ${routeOf('account')?.en}`,
        'Disallow: /prihlaseni',
      ]),
    );
    expect(lines).toContain('Sitemap: http://www.example.cz/sitemap.xml');
    expect(robotsTxt('https://a.cz', ROUTES)).toContain('Disallow: /kosik');
  });
});

describe('behind a proxy: SITE_URL', () => {
  const SITE = 'https://www.sidlopartner.cz';
  // What the proxy sends on: its upstream address as the host, plain http.
  const upstream = { host: '127.0.0.1:8080' };

  it('gives the sitemap and robots.txt the public origin, not the address the proxy called', async () => {
    const proxied = await createTestApp(
      { siteUrl: `${SITE}/` },
      { extend: (app) => serveSite(app, { siteRoot: t.root }) },
    );
    try {
      const sitemap = await proxied.app.inject({ url: '/sitemap.xml', headers: upstream });
      const urls = locs(sitemap.body);
      expect(urls.length).toBeGreaterThan(50);
      expect(urls.filter((url) => !url.startsWith(`${SITE}/`))).toEqual([]);
      expect(urls).toContain(`${SITE}/kontakt`);
      expect(sitemap.body).not.toContain('127.0.0.1');
      const robots = await proxied.app.inject({ url: '/robots.txt', headers: upstream });
      expect(robots.body.split('\n')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    } finally {
      await proxied.close();
    }
  });

  it('renders the canonical and hreflang links of a page with the public origin', async () => {
    const fixture = makeFixture();
    // A stand-in for the shell's server build: it renders the origin it was given, its head elements
    // first (as React writes them when it renders part of a document).
    writeFixtureFile(
      fixture,
      'shell/dist/server/server.js',
      `exports.createRenderer = () => ({
        setRemotes() {},
        headScript: '',
        async render(path, origin) {
          return {
            status: 200, redirect: null, locale: 'cs', modules: [],
            state: { stores: {}, resources: {} },
            pipe(destination) {
              destination.end(
                '<title>Kontakt | Sídlo Partner</title><link rel="canonical" href="' + origin + path + '"/>' +
                '<link rel="alternate" hrefLang="en" href="' + origin + '/en/contact"/>' +
                '<link rel="alternate" hrefLang="x-default" href="' + origin + '/kontakt"/><main>' + origin + path + '</main>'
              );
            },
          };
        },
      });\n`,
    );
    const app = await siteApp({ rootDir: fixture, env: { SITE_URL: SITE } });
    try {
      const page = await app.inject({ url: '/kontakt', headers: upstream });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<div id="root"><main>${SITE}/kontakt</main></div>`);
      // The page's head elements go into the HTML's head, its title in place of the template's.
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      expect(head).toContain(`<link rel="canonical" href="${SITE}/kontakt"/>`);
      expect(head).toContain(`hrefLang="en" href="${SITE}/en/contact"`);
      expect(head).toContain(`hrefLang="x-default" href="${SITE}/kontakt"`);
      expect(head.match(/<title>/g)).toEqual(['<title>']);
      expect(head).toContain('<title>Kontakt | Sídlo Partner</title>');
      expect(page.body).not.toContain('127.0.0.1');
    } finally {
      await app.close();
      removeFixture(fixture);
    }
  });

  it('without SITE_URL uses the origin the request came to', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: upstream });
    expect(res.body).toContain('Sitemap: http://127.0.0.1:8080/sitemap.xml');
  });
});
