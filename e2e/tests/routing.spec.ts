import { expect, test } from '@playwright/test';
import { dismissPopups, untilHydrated } from './helpers';

test.describe('routing and locales', () => {
  test('a trailing slash answers 301 to the path without it, query kept', async ({ request }) => {
    const response = await request.get('/kontakt/?ref=newsletter&x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/kontakt?ref=newsletter&x=1');
    const english = await request.get('/en/about-us/', { maxRedirects: 0 });
    expect(english.status()).toBe(301);
    expect(english.headers()['location']).toBe('/en/about-us');
  });

  test('an unknown Czech path answers 404 with the Czech error page', async ({ page }) => {
    const response = await page.goto('/tato-stranka-neexistuje');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Stránka nenalezena' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Přejít na úvodní stránku' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown English path answers 404 with the English error page', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a known path with a bad parameter is a 404 too', async ({ request }) => {
    expect((await request.get('/virtualni-sidla/paris')).status()).toBe(404);
    expect((await request.get('/virtualni-sidla/brno')).status()).toBe(200);
  });

  test('the language switch maps the page to its other-locale path and remembers the choice', async ({
    page,
    context,
    baseURL,
  }) => {
    // The intro pop-up (3 s after load) would cover the switch on a busy machine.
    await dismissPopups(context, baseURL!);
    await page.goto('/o-nas');
    await page.getByRole('banner').getByRole('link', { name: 'en', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Stored by the server's switch (a link followed before the scripts ran) or by the scripts, which
    // also write the language of the page they start on: the English page's, once they run there.
    const locale = async () => (await context.cookies()).find((c) => c.name === 'locale')?.value;
    await expect.poll(locale).toBe('en');
    await page.getByRole('banner').getByRole('link', { name: 'cz', exact: true }).click();
    await expect(page).toHaveURL(/\/o-nas$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  });

  test('switching from a blog page lands on the other home', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('banner').getByRole('link', { name: 'en', exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('every page has hreflang alternates and a title', async ({ page }) => {
    await page.goto('/likvidace-spolecnosti');
    await expect(page.locator('link[rel="alternate"][hreflang="cs"]')).toHaveAttribute(
      'href',
      /\/likvidace-spolecnosti$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/company-liquidation$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(page).toHaveTitle(/Sídlo Partner/);
  });

  test('security headers are sent; a page without visitor data may be kept briefly, one with a session never', async ({
    request,
  }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(headers.vary).toContain('cookie');
    const withSession = await request.get('/', { headers: { cookie: 'sid=not-a-session' } });
    expect(withSession.headers()['cache-control']).not.toContain('public');
  });

  test('the terms document is a real PDF', async ({ request }) => {
    const response = await request.get('/vop.pdf');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test('the progress bar runs while a page loads its content and turns red when that fails', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.route('**/api/content/page/key/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({ status: 500, json: { statusCode: 500, error: 'internal', message: 'Internal error' } });
  });
  const link = page.getByRole('banner').getByRole('link', { name: 'Likvidace', exact: true });
  // A page change in the browser: the header has hydrated (before that the link loads the page anew).
  await untilHydrated(link);
  await link.click();
  const bar = page.locator('.page-progress');
  await expect(bar).toHaveAttribute('data-state', 'running');
  await expect(bar).toHaveAttribute('data-state', 'failed');
  await expect(page).toHaveURL(/\/likvidace-spolecnosti$/);
});
