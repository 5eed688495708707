import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { browserWithoutScripts, sendLoginForm } from './helpers';
import { ROOT, startServer, SUITE_PORT } from './server-process';
import { DEMO } from './staff-inbox-helpers';

/**
 * With JavaScript off, the account's forms end sessions as the scripts do, the session cookie is
 * Secure on an https site, and no address, however odd its path, redirects off the site.
 */

const PORT = SUITE_PORT + 11;

async function logInWithForm(page: Page): Promise<void> {
  await page.goto('/en/login?redirect=%2Fen%2Fmy-account');
  await sendLoginForm(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/en\/my-account$/);
}

/** What `/api/me` answers the browser's session. */
const meStatus = async (context: BrowserContext) => (await context.request.get('/api/me')).status();

test('without JavaScript log out and log out everywhere end the session; the cookie is Secure on an https site @local', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A server of its own (its own database: "log out everywhere" must not end the suite's other
  // sessions of the demo user) whose public origin is https behind a proxy, as in production.
  const dataDir = path.join(ROOT, 'e2e', '.data', 'sessions-without-scripts');
  rmSync(dataDir, { recursive: true, force: true });
  const { base, server } = await startServer(PORT, {
    SEED_DEMO: '1',
    DATA_DIR: dataDir,
    SITE_URL: 'https://www.sidlo.example',
    TRUST_PROXY: '1',
  });
  const one = await browserWithoutScripts(browser, base);
  const two = await browserWithoutScripts(browser, base);
  try {
    await logInWithForm(one.page);
    const sid = (await one.context.cookies()).find((cookie) => cookie.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    // The same through a proxy that says the visitor came over https.
    const proxied = await one.context.request.post('/en/login', {
      form: { form: 'login', email: DEMO.email, password: DEMO.password },
      headers: { 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    });
    expect(proxied.status()).toBe(303);
    const setCookie = proxied.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
    expect(setCookie.find((header) => header.value.startsWith('sid='))?.value).toMatch(/; Secure$/);
    expect(await meStatus(one.context)).toBe(200);

    // Log out: the session ends, the account page sends the browser to the login.
    await one.page.goto('/en/my-account');
    await one.page.getByRole('main').getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(one.page).toHaveURL(/\/en$/);
    expect(await meStatus(one.context)).toBe(401);
    await one.page.goto('/en/my-account');
    await expect(one.page).toHaveURL(/\/en\/login\?redirect=/);

    // Log out everywhere from a second browser ends the first one's new session too.
    await logInWithForm(one.page);
    await logInWithForm(two.page);
    expect(await meStatus(one.context)).toBe(200);
    await two.page.getByRole('button', { name: 'Log out everywhere' }).click();
    await expect(two.page).toHaveURL(/\/en$/);
    expect(await meStatus(two.context)).toBe(401);
    expect(await meStatus(one.context)).toBe(401);
  } finally {
    await one.context.close();
    await two.context.close();
    server.kill('SIGTERM');
  }
});

test('an address with leading slashes never redirects off the site, nor does a form posted there', async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const { context, page } = await browserWithoutScripts(browser, baseURL!);
  try {
    for (const odd of ['//x//evil.example/p?preview=off', '//evil.example/kontakt/']) {
      const answer = await context.request.get(`${origin}${odd}`, { maxRedirects: 0 });
      expect(answer.status()).toBeGreaterThanOrEqual(300);
      expect(answer.headers().location).toMatch(/^\/(?![/\\])/);
    }
    // The 404 page of such an address; its cookie bar's form has no action of its own.
    await context.clearCookies();
    const response = await page.goto(`${origin}//x//evil.example/p`);
    expect(response?.status()).toBe(404);
    await page
      .getByRole('button', { name: /Přijmout vše|Accept all/ })
      .first()
      .click();
    expect(new URL(page.url()).origin).toBe(origin);
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookie-consent')?.value).toBe('accepted');
  } finally {
    await context.close();
  }
});
