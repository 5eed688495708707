import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { routeOf, type RouteId } from 'shared/routes';
import { dismissPopups, hydratedAt, untilHydrated, watchHydration } from './helpers';
import { pagesToScan } from './route-sample';

/**
 * Pages are rendered on the server from the remotes' server builds and hydrated in the browser:
 * readable without JavaScript, with their own head, and no hydration error once scripts run.
 */

/**
 * Every route and locale with a page of its own for a guest (the account needs a login, which the
 * server never sees; a staff page is the 404 page to a guest).
 */
async function samplePages(page: Page): Promise<[string, string][]> {
  const sample = await pagesToScan(page);
  return [...sample.entries()].filter(([key]) => {
    const id = key.split(':')[0] as RouteId | 'notFound';
    if (id === 'notFound') return true;
    const access = routeOf(id)?.access;
    return access !== 'auth' && access !== 'staff';
  });
}

/** Opens the cart, then moves to the home page in the browser by the header's link, in the same document. */
async function fromCartToHome(page: Page, context: BrowserContext, baseURL: string): Promise<void> {
  await dismissPopups(context, baseURL);
  await page.goto('/kosik');
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const home = page.locator('header a[href="/"]').first();
  // A page change in the browser is the scripts' (before them the link loads the page anew).
  await untilHydrated(home);
  await home.click();
  await expect(page).toHaveURL(`${baseURL}/`);
  // Moved without loading a new document.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
}

test.describe('server rendering', () => {
  test.describe.configure({ timeout: 180_000 });

  test('every route in both languages shows its heading, content and head without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const pages = await samplePages(page);
    expect(pages.length).toBeGreaterThan(70);
    for (const [key, path] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), `${key} ${path}`).toBe(key.startsWith('notFound') ? 404 : 200);
      await expect(page.locator('h1').first(), `${key} ${path}`).not.toBeEmpty();
      // Something below the heading: a paragraph, a list or a form of the page itself.
      await expect(page.locator('main').locator('p, li, form, table').first(), `${key} ${path}`).toBeAttached();
      expect(await page.title(), `${key} ${path}`).not.toBe('');
      await expect(page.locator('link[rel="canonical"]'), `${key} ${path}`).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]'), `${key} ${path}`).toHaveCount(1);
      // The page's head elements are in the head, once, none left in the page's markup.
      await expect(page.locator('title'), `${key} ${path}`).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]'), `${key} ${path}`).toHaveCount(1);
      await expect(page.locator('#root :is(title, meta, link)'), `${key} ${path}`).toHaveCount(0);
    }
    // HTML from the API (sanitised on the server as in the browser) is part of the page: an address.
    await page.goto('/kontakt');
    await expect(page.getByText('Rohanské nábřeží 678/29').first()).toBeVisible();
    await context.close();
  });

  for (const locale of ['cs', 'en']) {
    test(`no hydration error or warning on any ${locale} route`, async ({ page, context, baseURL }) => {
      await dismissPopups(context, baseURL!);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      const pages = (await samplePages(page)).filter(
        ([key]) => key.endsWith(`:${locale}`) && !key.startsWith('notFound'),
      );
      for (const [, path] of pages) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.locator('h1').first()).toBeVisible();
      }
      expect(problems).toEqual([]);
    });
  }

  test('the page arrives with its data: hydration asks the API for neither the settings nor the page', async ({
    page,
    context,
    baseURL,
  }) => {
    await dismissPopups(context, baseURL!);
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
    });
    await page.goto('/en/virtual-headquarters', { waitUntil: 'networkidle' });
    // An office's own page (its path has the office's id), not a city's listing.
    const hrefs = await page
      .locator('main a[href^="/en/virtual-headquarters/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const href = hrefs.find((path) => /\/virtual-headquarters\/\d+\//.test(path));
    expect(href).toBeTruthy();
    calls.length = 0;
    await page.goto(href!, { waitUntil: 'networkidle' });
    await expect(page.locator('h1')).toBeVisible();
    expect(calls.filter((call) => call.startsWith('/api/settings') || call.startsWith('/api/content'))).toEqual([]);
    // Interactive after hydration: the enquiry link (to the contact form) opens the modal form.
    const enquire = page
      .getByRole('main')
      .getByRole('link', { name: /Enquire/ })
      .first();
    await untilHydrated(enquire);
    await enquire.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test("the visitor's cookies decide what the server renders: the cookie bar until a choice is made", async ({
    request,
  }) => {
    const bar = /class="chrome-cookie-bar"/;
    expect(await (await request.get('/')).text()).toMatch(bar);
    const chosen = await request.get('/', { headers: { cookie: 'cookie-show=hidden; cookie-consent=denied' } });
    expect(await chosen.text()).not.toMatch(bar);
  });

  test('the rendered page travels compressed, brotli or gzip as the client accepts, and plain otherwise', async ({
    request,
  }) => {
    for (const [accepts, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await request.get('/zalozeni-spolecnosti', { headers: { 'accept-encoding': accepts } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(response.headers()['vary']).toMatch(/accept-encoding/i);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>Založení společnosti na klíč<\/h1>/);
      expect(html).toContain('id="ssr-state"');
    }
  });

  test("on a phone the page's own content is the largest paint, never the cookie bar's notice", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { largestPaints: string[] }).largestPaints = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
          seen.push(entry.element?.closest('.chrome-cookie-bar') ? 'cookie bar' : (entry.element?.tagName ?? '?'));
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    for (const path of ['/', '/zalozeni-spolecnosti', '/kontaktni-formular', '/kosik', '/en', '/en/cart']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('.chrome-cookie-bar')).toBeVisible();
      const paints = await page.evaluate(() => (window as unknown as { largestPaints: string[] }).largestPaints);
      expect(paints.length, path).toBeGreaterThan(0);
      expect(paints.at(-1), path).not.toBe('cookie bar');
    }
    await context.close();
  });

  test("a page's styles come in its HTML, base styles first: no stylesheet is requested, and hydration adds none", async ({
    page,
  }) => {
    const html = await (await page.request.get('/zalozeni-spolecnosti')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link[^>]*rel="?stylesheet/);
    const inHead = [...head.matchAll(/<style data-href="([^"]+)">/g)].map((m) => m[1]);
    // The site's base styles, then mf-chrome's and mf-content's (the header, the page).
    expect(inHead).toHaveLength(3);
    expect(inHead[0]).toBe('/main.css');
    // Minified, as each page carries them: no comments, no line of indentation.
    const styles = [...head.matchAll(/<style data-href="[^"]+">([^<]*)<\/style>/g)].map((m) => m[1]!).join('');
    expect(styles.length).toBeGreaterThan(10_000);
    expect(styles).not.toContain('/*');
    expect(styles).not.toMatch(/\n\s/);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto('/zalozeni-spolecnosti', { waitUntil: 'networkidle' });
    await untilHydrated(page.locator('main h1').first());
    expect(stylesheets).toEqual([]);
    // The remotes' style loaders found their styles in the page.
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => (sheet.ownerNode as Element).getAttribute('data-href') ?? sheet.href),
    );
    expect(sheets).toEqual(inHead);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/system-ui/);
  });

  test('no script is requested before the first paint, and the page hydrates after it', async ({ page }) => {
    await watchHydration(page);
    for (const path of ['/', '/zalozeni-spolecnosti', '/kontaktni-formular', '/kosik', '/en/contact']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const hydrated = await hydratedAt(page);
      const { firstPaint, scripts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(firstPaint, path).not.toBeNull();
      expect(
        scripts.map((script) => script.path),
        path,
      ).toContain('/main.js');
      expect(
        scripts.filter((script) => script.start < firstPaint!),
        path,
      ).toEqual([]);
      expect(hydrated, path).toBeGreaterThan(firstPaint!);
      // Every remote's part of the page answers: the header, the page itself, the footer.
      for (const part of [
        page.locator('header a').first(),
        page.locator('main h1').first(),
        page.locator('footer a').first(),
      ])
        await untilHydrated(part);
    }
  });

  test("the page's one head script comes minified from the shell's build: no comment, no line break", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /<head><script data-run="[^"]*"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('function keepEarlyInput()');
    expect(script).toContain('function startScriptsAfterFirstPaint()');
    expect(script).not.toMatch(/\n|\/\*|\/\/ /);
    // Its functions' locals shortened: the source's names are not in it.
    expect(script).not.toContain('replayWhenHydrated');
    expect(script.length).toBeLessThan(2600);
  });

  test('a page asks for no script its HTML did not name: the chunks of the page kind it rendered are named too', async ({
    browser,
    request,
  }) => {
    const listing = await (await request.get('/virtualni-sidla')).text();
    const office = /href="(\/virtualni-sidla\/\d+\/[^"]+)"/.exec(listing)?.[1];
    expect(office).toBeTruthy();
    for (const path of ['/', '/zalozeni-spolecnosti', office!, '/blog', '/en/price-list', '/kontaktni-formular']) {
      const html = await (await request.get(path)).text();
      const named = new Set([
        ...(/data-run="([^"]*)"/.exec(html)?.[1] ?? '').split(' '),
        ...(/data-preload="([^"]*)"/.exec(html)?.[1] ?? '').split(' '),
        ...(/data-fetch="([^"]*)"/.exec(html)?.[1] ?? '').split(' '),
      ]);
      // A first visit each: nothing of an earlier page in the browser's cache.
      const context = await browser.newContext();
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (req) => {
        const { pathname } = new URL(req.url());
        if (pathname.endsWith('.js')) requested.push(pathname);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await untilHydrated(page.locator('main h1').first());
      await context.close();
      expect(requested.length, path).toBeGreaterThan(5);
      // Found only while the page hydrates, a script would be asked for a round trip late.
      expect(
        requested.filter((script) => !named.has(script)),
        path,
      ).toEqual([]);
    }
  });

  test("moving in the browser to a page of another remote brings that remote's styles along, once", async ({
    page,
    context,
    baseURL,
  }) => {
    // The cart's page holds mf-commerce's styles, not mf-content's, which the home page needs.
    await fromCartToHome(page, context, baseURL!);
    await expect(page.locator('.content-home__tiles')).toHaveCSS('display', 'grid');
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) =>
        sheet.href ? new URL(sheet.href).pathname : (sheet.ownerNode as Element).getAttribute('data-href'),
      ),
    );
    expect(sheets.filter((sheet) => sheet?.startsWith('/remotes/mf-content/'))).toHaveLength(1);
    expect(sheets).toEqual([...new Set(sheets)]);
  });

  test('every script of the shell and the remotes asks to be compiled while it downloads, not when first called', async ({
    page,
  }) => {
    const scripts: Promise<[string, string]>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js') && response.status() === 200) {
        scripts.push(response.text().then((body) => [response.url(), body.slice(0, 40)]));
      }
    });
    // The scripts start after the first paint, which on a busy machine can come after the network
    // has been quiet for a while: the page is read once it has hydrated.
    await watchHydration(page);
    await page.goto('/kontakt');
    await hydratedAt(page);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(10);
    for (const [url, start] of loaded) expect(start, url).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  });

  test("a detail's photo, its largest paint, is asked for first: preloaded at high priority", async ({ request }) => {
    const listing = await (await request.get('/virtualni-sidla')).text();
    const detail = /href="(\/virtualni-sidla\/\d+\/[^"]+)"/.exec(listing)?.[1];
    expect(detail).toBeTruthy();
    const html = await (await request.get(detail!)).text();
    const photo = /<img[^>]*class="catalog-detail__image"[^>]*src="([^"]+)"[^>]*>/.exec(html);
    expect(photo?.[0]).toMatch(/fetchPriority="high"/i);
    const preload = new RegExp(`<link rel="preload" as="image" href="${photo![1]}"[^>]*>`).exec(html);
    expect(preload?.[0]).toMatch(/fetchPriority="high"/i);
    expect(html.indexOf(preload![0])).toBeLessThan(html.indexOf(photo![0]));
  });

  test('after moving to another page in the browser, the head describes that page alone', async ({
    page,
    context,
    baseURL,
  }) => {
    // The cart names no canonical link of its own: the server writes the default one.
    await fromCartToHome(page, context, baseURL!);
    await expect(page.locator('h1')).toContainText('Virtuální sídla');
    const canonical = page.locator('head link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', `${baseURL}/`);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/`);
  });

  test('a detail reached by a wrong slug answers 301 to its canonical URL', async ({ request }) => {
    const listing = await (await request.get('/virtualni-sidla')).text();
    const canonical = /href="(\/virtualni-sidla\/\d+\/[^"]+)"/.exec(listing)?.[1];
    expect(canonical).toBeTruthy();
    const wrong = canonical!.replace(/\/[^/]+$/, '/spatny-nazev');
    const response = await request.get(wrong, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(canonical);
    expect((await request.get('/virtualni-sidla/99999/neni', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('concurrent requests in two languages and sessions each get their own page', async ({ playwright, baseURL }) => {
    const czech = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'locale=cs' } });
    const english = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: 'locale=en; guest-cart=0b9f6c36-8a5e-4f57-9d7b-2b1c1a4f0e11' },
    });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2 === 0
          ? czech.get('/kontakt').then(async (r) => ({ locale: 'cs', html: await r.text() }))
          : english.get('/en/contact').then(async (r) => ({ locale: 'en', html: await r.text() })),
      ),
    );
    for (const { locale, html } of answers) {
      expect(html).toContain(`<html lang="${locale}"`);
      const state = JSON.parse(/<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html)![1]!) as {
        stores: { locale: { locale: string }; settings: { locale: string } };
      };
      expect(state.stores.locale.locale).toBe(locale);
      expect(state.stores.settings.locale).toBe(locale);
      if (locale === 'cs') {
        expect(html).toContain('<title>Kontakt | Sídlo Partner</title>');
        expect(html).not.toContain('About us');
      } else {
        expect(html).toContain('<title>Contact | Sídlo Partner</title>');
        expect(html).not.toContain('O nás');
      }
    }
    await czech.dispose();
    await english.dispose();
  });
});
