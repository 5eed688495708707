import { expect, test } from '@playwright/test';
import { matchRoute, ROUTE_IDS, type RouteId } from 'shared/routes';
import { quietVisitor } from './knowledge-helpers';

/** Routes that are not for search indexes (results, end pages, account, cart, maintenance). */
const NOT_LISTED: readonly RouteId[] = ['search', 'maintenance', 'thankYou', 'cart', 'login', 'account'];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

test('robots.txt allows the site, closes the API and account pages, and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /muj-ucet',
      'Disallow: /en/my-account',
      `Sitemap: ${baseURL}/sitemap.xml`,
    ]),
  );
});

test('every URL of the sitemap answers 200 and every route of the table is in it', async ({ request }) => {
  test.setTimeout(180_000);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = locs(xml);
  expect(urls.length).toBeGreaterThan(100);
  expect(xml).toContain('hreflang="x-default"');

  const routes = new Set(urls.map((url) => matchRoute(new URL(url).pathname)?.id));
  expect(ROUTE_IDS.filter((id) => !NOT_LISTED.includes(id) && !routes.has(id))).toEqual([]);
  expect([...routes].filter((id) => id === undefined || NOT_LISTED.includes(id))).toEqual([]);

  const failures: string[] = [];
  for (let i = 0; i < urls.length; i += 10) {
    const batch = urls.slice(i, i + 10);
    const statuses = await Promise.all(batch.map((url) => request.get(new URL(url).pathname).then((r) => r.status())));
    statuses.forEach((status, j) => status !== 200 && failures.push(`${batch[j]} ${status}`));
  }
  expect(failures).toEqual([]);
});

test('each page kind renders valid JSON-LD, canonical and description where it has them', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await quietVisitor(context, baseURL);
  const urls = locs(await (await request.get('/sitemap.xml')).text());
  // One page of every route, in Czech and in English.
  const sample = new Map<string, string>();
  for (const url of urls) {
    const match = matchRoute(new URL(url).pathname);
    if (match && !sample.has(`${match.id}:${match.locale}`)) sample.set(`${match.id}:${match.locale}`, url);
  }
  const types = new Set<string>();
  for (const url of sample.values()) {
    await page.goto(new URL(url).pathname);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    for (const text of scripts) {
      const data = JSON.parse(text) as Record<string, unknown>;
      expect(data['@context']).toBe('https://schema.org');
      expect(typeof data['@type']).toBe('string');
      types.add(String(data['@type']));
      if (data['@type'] === 'BreadcrumbList') {
        const items = data.itemListElement as { position: number; item: string }[];
        expect(items.map((i) => i.position)).toEqual(items.map((_, n) => n + 1));
        for (const item of items) expect(item.item).toMatch(/^https?:\/\//);
      }
      if (data['@type'] === 'Article') expect(data.headline).toBeTruthy();
    }
  }
  expect([...types]).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList', 'DefinedTerm']));

  await page.goto('/slovnik-pojmu/3/cestne-prohlaseni');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/slovnik-pojmu/3/cestne-prohlaseni`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Čestné prohlášení');
});
