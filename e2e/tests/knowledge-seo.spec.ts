import { expect, test } from '@playwright/test';
import { pageAt, type RouteId } from 'shared/routes';
import { SITE_ROUTES } from './route-sample';
import { quietVisitor } from './knowledge-helpers';

/** Routes that are not for search indexes (results, end pages, account, cart, maintenance, the staff inbox). */
const NOT_LISTED: readonly RouteId[] = [
  'search',
  'maintenance',
  'thankYou',
  'cart',
  'login',
  'account',
  'adminEnquiries',
];

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

  const routes = new Set(urls.map((url) => pageAt(new URL(url).pathname)?.id));
  expect(SITE_ROUTES.map((route) => route.id).filter((id) => !NOT_LISTED.includes(id) && !routes.has(id))).toEqual([]);
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
    const match = pageAt(new URL(url).pathname);
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
      if (data['@type'] === 'Organization') {
        // Both branches, each with its address and phone.
        const places = data.location as { telephone: string; address: { streetAddress: string } }[];
        expect(places).toHaveLength(2);
        for (const place of places) {
          expect(place.telephone).toMatch(/^\+420/);
          expect(place.address.streetAddress).toBeTruthy();
        }
      }
      if (data['@type'] === 'FAQPage') {
        // Every question of the data is on the page, as a heading with its answer.
        const questions = data.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
        expect(questions.length).toBeGreaterThan(0);
        for (const question of questions) {
          await expect(page.getByRole('heading', { name: question.name, exact: true })).toBeVisible();
          await expect(page.getByText(question.acceptedAnswer.text, { exact: true })).toBeVisible();
        }
      }
    }
  }
  expect([...types]).toEqual(
    expect.arrayContaining(['Article', 'BreadcrumbList', 'DefinedTerm', 'Organization', 'FAQPage']),
  );

  await page.goto('/slovnik-pojmu/3/cestne-prohlaseni');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/slovnik-pojmu/3/cestne-prohlaseni`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Čestné prohlášení');
});

test('the home and contact pages name the organisation and their questions, in both languages', async ({ request }) => {
  for (const path of ['/', '/en', '/kontakt', '/en/contact']) {
    const html = await (await request.get(path)).text();
    const types = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => (JSON.parse(match[1] ?? '{}') as { '@type': string })['@type'],
    );
    expect([path, types]).toEqual([path, ['Organization', 'FAQPage']]);
  }
});

/** Each detail kind by its id: the canonical path in each language. */
const DETAILS = [
  ['/blog/1/jak-vybrat-virtualni-sidlo-7-veci-ktere-si-overit', '/blog/1'],
  ['/en/blog/1/how-to-choose-a-virtual-office-7-things-to-check', '/en/blog/1/wrong-words'],
  ['/slovnik-pojmu/1/akcie', '/slovnik-pojmu/1/spatny-nazev'],
  ['/en/dictionary-terms/1/akcie', '/en/dictionary-terms/1/wrong-words'],
  ['/glossary/1/articles-of-association', '/glossary/1/spatny-nazev'],
  ['/en/glossary/1/articles-of-association', '/en/glossary/1/wrong-words'],
  ['/info/1/zasady-ochrany-osobnich-udaju', '/info/1/spatny-nazev'],
  ['/en/info/1/privacy-policy', '/en/info/1/wrong-words'],
] as const;

test('a post, a term or an info page reached by a wrong or missing slug answers 301 to its own URL; an unknown id 404', async ({
  request,
}) => {
  for (const [canonical, wrong] of DETAILS) {
    const moved = await request.get(wrong, { maxRedirects: 0 });
    expect([wrong, moved.status(), moved.headers()['location']]).toEqual([wrong, 301, canonical]);
    expect([canonical, (await request.get(canonical, { maxRedirects: 0 })).status()]).toEqual([canonical, 200]);
  }
  for (const unknown of [
    '/blog/99999/neni',
    '/en/blog/99999',
    '/slovnik-pojmu/99999/neni',
    '/glossary/99999/none',
    '/info/99999/neni',
    '/en/info/99999/none',
  ]) {
    expect([unknown, (await request.get(unknown, { maxRedirects: 0 })).status()]).toEqual([unknown, 404]);
  }
});

test('a blog post names each language version and one x-default (the Czech post), on the server and after hydration', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await quietVisitor(context, baseURL);
  const [cs, en] = [DETAILS[0][0], DETAILS[1][0]];
  const expected = [
    ['cs', `${baseURL}${cs}`],
    ['en', `${baseURL}${en}`],
    ['x-default', `${baseURL}${cs}`],
  ];
  for (const path of [cs, en]) {
    const html = await (await request.get(path)).text();
    const served = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
      m[1],
      m[2],
    ]);
    expect([path, served.sort()]).toEqual([path, expected]);
    await page.goto(path, { waitUntil: 'networkidle' });
    const hydrated = await page
      .locator('head link[rel="alternate"]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    expect([path, hydrated.sort()]).toEqual([path, expected]);
  }
  // The language switch of a post still goes to the other language's home.
  // (Through the server's language switch, which keeps the choice without scripts.)
  const czech = await page.getByRole('banner').locator('a[hreflang="cs"]').first().getAttribute('href');
  expect(new URLSearchParams(czech?.split('?')[1]).get('to')).toBe('/');
});

/** The head of server HTML: meta contents by name or property, the canonical and the JSON-LD objects. */
function serverHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const unescape = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const meta = (attribute: 'name' | 'property', key: string) => {
    const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head);
    return match ? unescape(match[1] ?? '') : null;
  };
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
  return { meta, canonical: canonical ? unescape(canonical) : null, jsonLd };
}

test("a city's listing that has a page of its own names that page as canonical; another city is its own", async ({
  request,
  baseURL,
}) => {
  for (const [path, canonicalPath] of [
    ['/virtualni-sidla/brno', '/virtualni-sidla-brno'],
    ['/en/virtual-headquarters/prague', '/en/virtual-headquarters-prague'],
    ['/virtualni-sidla/olomouc', '/virtualni-sidla/olomouc'],
  ]) {
    const response = await request.get(path!, { maxRedirects: 0 });
    expect([path, response.status()]).toEqual([path, 200]);
    const { canonical, meta } = serverHead(await response.text());
    expect([path, canonical]).toEqual([path, `${baseURL}${canonicalPath}`]);
    expect([path, meta('property', 'og:url')]).toEqual([path, `${baseURL}${canonicalPath}`]);
  }
});

/** An offer's detail in each language: its path, its title, its listing's path and whether it has an image. */
const OFFER_DETAILS = [
  ['/virtualni-sidla/3/brno-stred-sumavska', 'Brno-střed – Šumavská', '/virtualni-sidla', true],
  ['/en/virtual-headquarters/3/brno-stred-sumavska', 'Brno-střed – Šumavská', '/en/virtual-headquarters', true],
  [
    '/pronajem-zasedacich-mistnosti/1/zasedaci-mistnost-rohan-praha-8',
    'Zasedací místnost Rohan – Praha 8',
    '/pronajem-zasedacich-mistnosti',
    true,
  ],
  [
    '/en/meeting-rooms-rental/1/rohan-meeting-room-prague-8',
    'Rohan meeting room – Prague 8',
    '/en/meeting-rooms-rental',
    true,
  ],
  ['/zahranicni-spolecnosti/1/spolecnost-na-slovensku', 'Společnost na Slovensku', '/zahranicni-spolecnosti', false],
  ['/en/foreign-companies/1/company-in-slovakia', 'Company in Slovakia', '/en/foreign-companies', false],
] as const;

test('an office, a meeting room and a foreign company have description, canonical, Open Graph and a breadcrumb in the server HTML, in both languages', async ({
  request,
  baseURL,
}) => {
  for (const [path, title, listing, hasImage] of OFFER_DETAILS) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([path, response.status()]).toEqual([path, 200]);
    const { meta, canonical, jsonLd } = serverHead(await response.text());
    const description = meta('name', 'description');
    expect([path, description]).toEqual([path, expect.stringMatching(/\S{3}/)]);
    expect(description).not.toMatch(/[<>]/);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(canonical).toBe(`${baseURL}${path}`);
    expect(meta('property', 'og:title')).toBe(title);
    expect(meta('property', 'og:description')).toBe(description);
    expect(meta('property', 'og:url')).toBe(`${baseURL}${path}`);
    if (hasImage) expect(meta('property', 'og:image')).toMatch(new RegExp(`^${baseURL}/api/media/\\S+\\.svg$`));

    const trail = jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
    expect(trail?.['@context']).toBe('https://schema.org');
    const items = trail?.itemListElement as {
      '@type': string;
      position: number;
      name: string;
      item: string;
    }[];
    const home = path.startsWith('/en/') ? `${baseURL}/en` : `${baseURL}/`;
    expect(items.map((step) => [step['@type'], step.position, step.item])).toEqual([
      ['ListItem', 1, home],
      ['ListItem', 2, `${baseURL}${listing}`],
      ['ListItem', 3, `${baseURL}${path}`],
    ]);
    expect(items.every((step) => step.name.trim() !== '')).toBe(true);
    expect(items[2]?.name).toBe(title);
  }
});

test('the offer listings have a title, a description and their own canonical in the server HTML', async ({
  request,
  baseURL,
}) => {
  for (const path of [
    '/virtualni-sidla',
    '/en/virtual-headquarters-brno',
    '/pronajem-zasedacich-mistnosti',
    '/en/ready-made-companies',
    '/zahranicni-spolecnosti',
    '/en/pricelist',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([path, response.status()]).toEqual([path, 200]);
    const html = await response.text();
    const { meta, canonical } = serverHead(html);
    expect([path, meta('name', 'description')]).toEqual([path, expect.stringMatching(/\S{3}/)]);
    expect(canonical).toBe(`${baseURL}${path}`);
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toMatch(/\S+ \| Sídlo Partner$/);
  }
});

test('a price-list section names its translation on the server, and the language switch without scripts leads to it', async ({
  browser,
  request,
  baseURL,
}) => {
  const html = await (await request.get('/cenik/virtualni-sidla-brno')).text();
  const served = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1], m[2]]),
  );
  expect(served).toMatchObject({
    cs: `${baseURL}/cenik/virtualni-sidla-brno`,
    en: `${baseURL}/en/pricelist/virtual-offices-brno`,
  });
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await quietVisitor(context, baseURL);
  const page = await context.newPage();
  try {
    await page.goto('/cenik/virtualni-sidla-brno');
    // Through the server's language switch (a 303 that keeps the choice), to the English page.
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().isNavigationRequest() && new URL(response.url()).pathname.startsWith('/en/'),
      ),
      page.getByRole('banner').locator('a[hreflang="en"]').first().click(),
    ]);
    expect(answer.status()).toBe(200);
    await expect(page).toHaveURL(/\/en\/pricelist(\/virtual-offices-brno)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await context.close();
  }
});
