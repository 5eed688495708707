import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request, test, type Page } from '@playwright/test';
import { browserWithoutScripts, sendLoginForm } from './helpers';
import { startServer, SUITE_PORT } from './server-process';
import { DEMO } from './staff-inbox-helpers';

/**
 * Failed logins from strangers lock an account for strangers only: the browser that logged in to
 * it before still logs in, with JavaScript off as with it.
 */

const PORT = SUITE_PORT + 12;

/** Sends the login form with the demo e-mail and `password`, from the login page bound for the account page. */
async function submitLogin(page: Page, password: string): Promise<void> {
  await page.goto('/en/login?redirect=%2Fen%2Fmy-account');
  await sendLoginForm(page, DEMO.email, password);
}

test('without JavaScript the browser that logged in before still logs in while strangers are locked out @local', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A server of its own behind a "proxy" (TRUST_PROXY), so that X-Forwarded-For gives the
  // strangers other addresses; and its own database, so the suite's demo account is never locked.
  const dataDir = path.join(tmpdir(), `e2e-login-lockout-${PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  const { base, server } = await startServer(PORT, {
    SEED_DEMO: '1',
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${PORT}`,
    TRUST_PROXY: '1',
  });
  const owner = await browserWithoutScripts(browser, base);
  const stranger = await browserWithoutScripts(browser, base);
  const attacker = await request.newContext({ baseURL: base });
  try {
    // The owner logs in with the form, which makes the browser a device of the account, and logs out.
    await submitLogin(owner.page, DEMO.password);
    await expect(owner.page).toHaveURL(/\/en\/my-account$/);
    const device = (await owner.context.cookies()).find((cookie) => cookie.name === 'login-device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    await owner.page.getByRole('main').getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(owner.page).toHaveURL(/\/en$/);
    expect((await owner.context.request.get('/api/me')).status()).toBe(401);

    // Five wrong passwords for the account through the same form, each from another address.
    for (let i = 1; i <= 5; i++) {
      const answer = await attacker.post('/en/login', {
        form: { form: 'login', email: DEMO.email, password: `guess-${i}` },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(401);
    }

    // The owner's browser logs in with the right password and reaches the account page.
    await submitLogin(owner.page, DEMO.password);
    await expect(owner.page).toHaveURL(/\/en\/my-account$/);
    await expect(owner.page.getByText(DEMO.email)).toBeVisible();

    // A browser that never logged in is refused the right password, with the answer of a wrong one.
    await submitLogin(stranger.page, DEMO.password);
    await expect(stranger.page.getByRole('main').getByRole('alert').first()).toContainText(
      'Incorrect e-mail or password.',
    );
    expect(new URL(stranger.page.url()).pathname).toBe('/en/login');
    expect((await stranger.context.request.get('/api/me')).status()).toBe(401);
  } finally {
    await attacker.dispose();
    await owner.context.close();
    await stranger.context.close();
    server.kill('SIGTERM');
  }
});
