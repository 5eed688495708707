import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { dismissPopups } from './helpers';
import { ROOT, SUITE_PORT, startServer } from './server-process';

const DEMO = { email: 'demo@example.com', password: 'demo-password' };

const emailField = (page: Page) => page.getByRole('main').getByRole('textbox', { name: /^E-mail/ });
const passwordField = (page: Page) => page.getByRole('main').getByLabel(/^Password/);

/**
 * Logs in on the login page, whether its scripts have taken the form over yet or not: before
 * that the form posts itself and the server answers, with them the scripts send it.
 */
async function logIn(page: Page) {
  await emailField(page).fill(DEMO.email);
  await passwordField(page).fill(DEMO.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissPopups(context, baseURL!);
});

test('a guest sent from a protected page logs in and lands back on it; no script can read the session', async ({
  page,
  context,
}) => {
  const first = await page.goto('/en/my-account');
  // The server already knew: a 302 to the login page, remembering the path.
  expect(first!.request().redirectedFrom()?.url()).toMatch(/\/en\/my-account$/);
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fmy-account$/);
  await logIn(page);
  await expect(page).toHaveURL(/\/en\/my-account$/);
  await expect(page.getByText(DEMO.email)).toBeVisible();

  const sid = (await context.cookies()).find((cookie) => cookie.name === 'sid');
  expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
  }));
  expect(readable.cookie).not.toContain('sid=');
  expect(JSON.stringify(readable)).not.toContain(sid!.value);
  expect(readable.local.map(([key]) => key)).not.toContain('auth-token');
});

test('an outside redirect target is refused: the user goes home', async ({ page }) => {
  await page.goto('/en/login?redirect=' + encodeURIComponent('https://evil.example/phish'));
  await logIn(page);
  await expect(page).toHaveURL(/\/en$/);
});

test('the server knows the session: /en/login answers 302 to /en, the account page is rendered for the user', async ({
  page,
}) => {
  await page.goto('/en/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/en$/);
  // The page's own request context carries the browser's cookies; no script runs here.
  const login = await page.request.get('/en/login', { maxRedirects: 0 });
  expect(login.status()).toBe(302);
  expect(login.headers().location).toBe('/en');
  const account = await page.request.get('/en/my-account');
  expect(account.status()).toBe(200);
  expect(account.headers()['cache-control']).toBe('private, no-store');
  const html = await account.text();
  expect(html).toContain(DEMO.email);
  expect(html).toContain('Devices you are logged in on');
});

test("a guest's cart line is in the user's cart after login", async ({ page, context, baseURL }) => {
  const guest = await (await page.request.get('/api/cart/anonymous/en/0')).json();
  await context.addCookies([{ name: 'guest-cart', value: guest.tempId, url: baseURL! }]);
  const put = await page.request.put(`/api/cart/${guest.id}?lang=en`, { data: { id: 202, quantity: 2 } });
  expect(put.ok()).toBe(true);
  const product = (await put.json()).product.name as string;
  await page.goto('/en/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/en$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'guest-cart')).toBeUndefined();
  await page.goto('/en/cart');
  await expect(page.getByRole('main').getByText(product).first()).toBeVisible();
});

test('log out everywhere from the account page ends the other browsers too', async ({ page, browser, baseURL }) => {
  const other = await browser.newContext({ baseURL });
  await dismissPopups(other, baseURL!);
  const second = await other.newPage();
  await second.goto('/en/login');
  await logIn(second);
  await expect(second).toHaveURL(/\/en$/);

  await page.goto('/en/login?redirect=%2Fen%2Fmy-account');
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Devices you are logged in on' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/\/en$/);

  const again = await second.request.get('/en/my-account', { maxRedirects: 0 });
  expect(again.status()).toBe(302);
  expect(again.headers().location).toMatch(/^\/en\/login/);
  await other.close();
});

test('without JavaScript: login signs in by a plain form post, errors come back with the e-mail, nothing in a URL', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await dismissPopups(context, baseURL!);
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));

  await page.goto('/en/login');
  await emailField(page).fill(DEMO.email);
  await passwordField(page).fill('not-the-password');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toContainText('Incorrect e-mail or password.');
  await expect(emailField(page)).toHaveValue(DEMO.email);
  await expect(passwordField(page)).toHaveValue('');

  await passwordField(page).fill(DEMO.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/my-account');
  await expect(page.getByText(DEMO.email)).toBeVisible();
  for (const url of urls) {
    expect(url).not.toContain('password');
    expect(url).not.toContain(encodeURIComponent(DEMO.email));
    expect(url).not.toContain(DEMO.email);
  }
  await context.close();
});

test('an idle session expires @local', async ({ browser }) => {
  test.setTimeout(120_000);
  // A server of its own whose sessions lapse after 2 s without use.
  const { base, server } = await startServer(SUITE_PORT + 5, {
    SESSION_IDLE_SECONDS: '2',
    SEED_DEMO: '1',
    DATA_DIR: path.join(ROOT, 'e2e', '.data', 'idle-sessions'),
  });
  const context = await browser.newContext({ baseURL: base });
  try {
    await dismissPopups(context, base);
    const page = await context.newPage();
    await page.goto('/en/login?redirect=%2Fen%2Fmy-account');
    await logIn(page);
    await expect(page.getByText(DEMO.email)).toBeVisible();
    await page.waitForTimeout(3000);
    await page.goto('/en/my-account');
    await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  } finally {
    await context.close();
    server.kill('SIGTERM');
  }
});
