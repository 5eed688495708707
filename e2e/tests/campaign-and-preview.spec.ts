import { expect, test } from '@playwright/test';
import path from 'node:path';
import { untilHydrated } from './helpers';
import { ROOT, SUITE_PORT, startServer } from './server-process';
import { browserOf, STAFF } from './staff-inbox-helpers';

/*
 * Campaign links and previews from the visitor's side. A link from a newsletter or an ad carries
 * tracking parameters (`utm_*`, a click id unique per click such as `fbclid`) that analytics read
 * and no page does: the page asked for with them is the page kept for everyone, rendered for the
 * address without them, while the browser's address keeps them. And `?preview=` pins a browser to
 * a release that is not live, so only a staff member's own browser may ask for it, and never
 * through a link on another site.
 */

const PORT = SUITE_PORT + 13;
/** A click id, new for every click, as an ad network adds one. */
const clickId = () => `IwAR${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
const campaign = () => `utm_source=newsletter&utm_medium=email&utm_campaign=jaro&fbclid=${clickId()}`;

test("a kept page asked for with a campaign's parameters is the kept copy: nothing is rendered for the click @local", async () => {
  test.setTimeout(120_000);
  // A server of its own whose log names every page it renders (debug level), and nothing else reads it.
  const output: string[] = [];
  const { base, server } = await startServer(
    PORT,
    { DATA_DIR: path.join(ROOT, 'e2e', '.data', 'campaign'), LOG_LEVEL: 'debug' },
    { output },
  );
  try {
    const renders = (address: string) =>
      output.filter((line) => line.includes(`"msg":"rendered ${address} on the server"`)).length;
    const kept = await fetch(`${base}/en`);
    const keptHtml = await kept.text();
    await expect.poll(() => renders('/en')).toBe(1);

    for (let click = 0; click < 5; click += 1) {
      const answer = await fetch(`${base}/en?${campaign()}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      // The very copy that was kept: nothing of the click in it.
      expect(await answer.text()).toBe(keptHtml);
    }
    expect(keptHtml).not.toContain('fbclid');
    expect(keptHtml).not.toContain('utm_');

    // A parameter that is not a tracking one makes a page of its own, which the log shows rendered:
    // once it is there, every render asked for before it would be there too.
    const bench = `/en?bench=${clickId()}`;
    expect((await fetch(`${base}${bench}`)).status).toBe(200);
    await expect.poll(() => renders(bench)).toBe(1);
    expect(renders('/en')).toBe(1);
    expect(output.filter((line) => line.includes('"msg":"rendered') && line.includes('fbclid'))).toEqual([]);
  } finally {
    server.kill('SIGTERM');
  }
});

test("a campaign's landing page: the canonical names the page alone, the browser keeps the parameters, and the page's own links and forms leave them out", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await browserOf(browser, baseURL!);
  try {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const fbclid = clickId();
    await page.goto(`/prihlaseni?utm_source=newsletter&fbclid=${fbclid}`);
    const login = page.getByRole('button', { name: 'Přihlásit se' });
    // Checked once the scripts have drawn the page too: they must leave the parameters out as well.
    await untilHydrated(login);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/prihlaseni`);
    // The address keeps them: analytics tags read them there.
    expect(new URL(page.url()).searchParams.get('fbclid')).toBe(fbclid);
    await expect(page.locator('form:has(input[name="form"][value="login"])')).toHaveAttribute('action', '/prihlaseni');
    await expect(
      page.getByRole('navigation', { name: 'Výběr jazyka' }).getByRole('link', { name: 'cz' }),
    ).toHaveAttribute('href', '/prihlaseni');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test.describe('?preview= of a release', () => {
  const PREVIEW = '/hledani?preview=mf-content@1.0.0-0000000';

  test('a guest is refused, plainly, and nothing is set', async ({ browser, baseURL }) => {
    const { context, page } = await browserOf(browser, baseURL!);
    try {
      const answer = await page.goto(PREVIEW);
      expect(answer?.status()).toBe(403);
      expect(answer?.headers()['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.locator('body')).toContainText("Preview refused: previews are for this site's staff");
      await expect(page.locator('body')).toContainText('Nothing was changed.');
      expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'remote-preview' }));
      // Ending a preview stays open to anyone.
      await page.goto('/hledani?preview=off');
      expect(new URL(page.url()).pathname).toBe('/hledani');
      expect(new URL(page.url()).search).toBe('');
    } finally {
      await context.close();
    }
  });

  test("a staff member's browser is refused a preview through a link on another site, and gets past that check when the address is typed", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await browserOf(browser, baseURL!, { as: STAFF });
    try {
      // Another site's page with a link to the preview: the browser sends the staff session along.
      await page.route('http://elsewhere.example/', (route) =>
        route.fulfill({ contentType: 'text/html', body: `<a href="${baseURL}${PREVIEW}">Try the new search</a>` }),
      );
      await page.goto('http://elsewhere.example/');
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('preview=')),
        page.getByRole('link', { name: 'Try the new search' }).click(),
      ]);
      expect(answer.status()).toBe(403);
      await expect(page.locator('body')).toContainText(
        'Preview refused: a preview is turned on from this site itself, not by a link on another site',
      );
      expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'remote-preview' }));
      // Typed into the address bar, the staff member's request reaches the release check (this server
      // holds no such release).
      const typed = await page.goto(PREVIEW);
      expect(typed?.status()).toBe(400);
      await expect(page.locator('body')).toContainText(
        "Preview refused: mf-content has no release 1.0.0-0000000 in this site's releases",
      );
    } finally {
      await context.close();
    }
  });
});
