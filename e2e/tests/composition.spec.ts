import { expect, test, type Locator } from '@playwright/test';
import { REMOTES as COMPOSITION } from 'shared/composition';
import { countReactRenderers, dismissPopups, REMOTES, rendererCount, untilHydrated } from './helpers';

test('each remote the site serves exposes exactly the modules of the composition manifest', async ({ request }) => {
  // The manifests the site's /remotes.json points at: a remote's own build, or its live release.
  const live = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  for (const remote of COMPOSITION) {
    const manifest = (await (await request.get(live[remote.name]!)).json()) as {
      exposes: { name: string }[];
    };
    const served = manifest.exposes.map((module) => module.name).sort();
    expect([remote.name, served]).toEqual([remote.name, Object.keys(remote.modules).sort()]);
  }
});

test.describe('composition', () => {
  test('the home page is composed at run time from the shell and the remotes', async ({ page }) => {
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      for (const [name, prefix] of Object.entries(REMOTES)) if (url.pathname.startsWith(prefix)) loaded.add(name);
    });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(header).not.toHaveAttribute('data-fallback', /.*/);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('[data-fallback]')).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('info@sidlopartner.cz');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    expect([...loaded].sort()).toEqual(['mf_chrome', 'mf_content']);
  });

  test('React is loaded exactly once across shell and remotes', async ({ page }) => {
    await countReactRenderers(page);
    await page.goto('/kontaktni-formular');
    await expect(page.locator('main form')).toBeVisible();
    await page.goto('/kosik');
    // Counted once the scripts have run: they come after the page's first paint, which may be after
    // its load event.
    await untilHydrated(page.locator('main h1'));
    expect(await rendererCount(page)).toBe(1);
  });

  test('each page is served by its own remote', async ({ page }) => {
    await page.goto('/kontaktni-formular');
    await expect(page.locator('main form')).toBeVisible();
    await page.goto('/en/cart');
    await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('the remotes registry and manifests are served without caching', async ({ request }) => {
    const registry = await request.get('/remotes.json');
    expect(registry.headers()['cache-control']).toContain('no-cache');
    const remotes = (await registry.json()) as Record<string, string>;
    expect(Object.keys(remotes).sort()).toEqual(['mf_chrome', 'mf_commerce', 'mf_content', 'mf_forms']);
    for (const url of Object.values(remotes)) {
      const manifest = await request.get(url);
      expect(manifest.ok()).toBe(true);
      expect(manifest.headers()['cache-control']).toContain('no-cache');
      expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    }
  });
});

test('the Ask link opens the global modal (mf-chrome) with the enquiry form (mf-forms)', async ({
  page,
  context,
  baseURL,
}) => {
  await dismissPopups(context, baseURL!);
  await page.goto('/en');
  // A link to the contact form, which the page's scripts turn into the dialog.
  const ask = page.getByRole('banner').getByRole('link', { name: /Ask/ });
  await untilHydrated(ask);
  await ask.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

const EARLY_PRESSES = [
  ['a click', (button: Locator) => button.click()],
  [
    'the Enter key',
    async (button: Locator) => {
      await button.focus();
      await button.press('Enter');
    },
  ],
] as const;

for (const [how, press] of EARLY_PRESSES) {
  test(`${how} on a button before the page's scripts have run is not lost: it takes effect once they have`, async ({
    page,
    context,
    baseURL,
  }) => {
    await dismissPopups(context, baseURL!);
    // Every script of the page arrives late, as on a slow connection: the server's markup is there
    // first, and the press comes before any script but the head's own has run.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/en', { waitUntil: 'commit' });
    // The home page's "Ask us" is a button (the header's Ask is a link, which works as a link).
    await press(page.getByRole('main').getByRole('button', { name: 'Ask us' }));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('E-mail')).toBeVisible({ timeout: 15_000 });
    // Played once: one dialog, and it closes as any other.
    await expect(dialog).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
}

test('the Consent Mode default is the first thing in the dataLayer, and a choice updates it', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Přijmout vše' })).toBeVisible();
  const first = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer[0]);
  expect(first).toEqual([
    'consent',
    'default',
    expect.objectContaining({ analytics_storage: 'denied', security_storage: 'granted' }),
  ]);
  await page.getByRole('button', { name: 'Přijmout vše' }).click();
  await expect(page.getByRole('button', { name: 'Přijmout vše' })).toHaveCount(0);
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies).toMatchObject({
    'cookie-show': 'hidden',
    'cookie-consent': 'accepted',
    'cookie-consent-analytical': '1',
  });
});
