import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { untilHydrated } from './helpers';

/**
 * The chrome's pop-ups and cards against the built site: the newsletter pop-up on Playwright's
 * clock, cookie consent changed from the footer, the contact page's cards and lightbox, and the
 * search inside the mobile menu.
 */

const SIXTY_DAYS = 5_184_000;

async function setCookies(context: BrowserContext, baseURL: string | undefined, cookies: Record<string, string>) {
  const url = baseURL ?? 'http://127.0.0.1:8180';
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url })));
}

/** A returning visitor who chose cookies and saw the intro pop-up and the promo banner. */
async function returningVisitor(context: BrowserContext, baseURL: string | undefined) {
  await setCookies(context, baseURL, { 'cookie-show': 'hidden', 'intro-popup': 'hidden', 'top-banner': 'hidden' });
}

async function dataLayerEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (event) =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (entry): entry is Record<string, unknown> =>
          !Array.isArray(entry) && (entry as { event?: string }).event === event,
      ),
    name,
  );
}

async function consentUpdates(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry): entry is unknown[] => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'update')
      .map((entry) => entry[2] as Record<string, string>),
  );
}

/**
 * Resolves once the pop-ups' module has come and had time to mount: its 60 s start then (the
 * timers are the scripts'), which on a busy machine may be after the network went idle. The
 * page's clock flows meanwhile, so the checks around the 60 s leave two seconds either side.
 */
async function popupsMounted(page: Page): Promise<void> {
  await page.waitForResponse((response) => response.url().includes('__federation_expose_IntroPopup'));
  await page.waitForTimeout(500);
}

const newsletterDialog = (page: Page) => page.getByRole('dialog', { name: 'Novinky pro podnikatele' });

test.describe('newsletter pop-up', () => {
  test('opens at 60 s, closes with × and stays hidden for 60 days', async ({ page, context, baseURL }) => {
    await returningVisitor(context, baseURL);
    await page.clock.install();
    const popups = popupsMounted(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await popups;
    await page.clock.fastForward('00:58');
    await expect(newsletterDialog(page)).toHaveCount(0);
    await page.clock.fastForward('00:04');
    const dialog = newsletterDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Váš e-mail/ })).toBeVisible();

    await dialog.getByRole('button', { name: 'Zavřít nabídku novinek' }).click();
    await expect(newsletterDialog(page)).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'newsletter-popup');
    expect(cookie?.value).toBe('hidden');
    expect(Math.abs(cookie!.expires - Date.now() / 1000 - SIXTY_DAYS)).toBeLessThan(120);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(newsletterDialog(page)).toHaveCount(0);
  });

  test('never opens on the data-protection page', async ({ page, context, baseURL }) => {
    await returningVisitor(context, baseURL);
    await page.clock.install();
    // Never, once the pop-ups' module runs here too.
    const popups = popupsMounted(page);
    await page.goto('/info/1/zasady-ochrany-osobnich-udaju');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await popups;
    await page.clock.fastForward('02:00');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('never opens over another dialog, and opens once it closes', async ({ page, context, baseURL }) => {
    await returningVisitor(context, baseURL);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.clock.install();
    const popups = popupsMounted(page);
    await page.goto('/');
    await popups;
    // The Ask link opens the dialog in place once the header runs (before, it leads to the contact page).
    const ask = page.getByRole('banner').getByRole('link', { name: 'Zeptejte se' });
    await untilHydrated(ask);
    await ask.click();
    const modal = page.getByRole('dialog', { name: 'Zeptejte se nás' });
    await expect(modal).toBeVisible();
    await page.clock.fastForward('01:30');
    await expect(newsletterDialog(page)).toHaveCount(0);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Zavřít' }).click();
    await expect(modal).toHaveCount(0);
    await page.clock.fastForward('00:02');
    await expect(newsletterDialog(page)).toBeVisible();
  });
});

test.describe('cookie consent', () => {
  test('the footer reopens the preferences; withdrawing marketing removes its cookies and pushes the update', async ({
    page,
    context,
    baseURL,
  }) => {
    await setCookies(context, baseURL, {
      'cookie-show': 'hidden',
      'cookie-consent': 'accepted',
      'cookie-consent-analytical': '1',
      'cookie-consent-marketing': '1',
      'cookie-consent-advertisement': '0',
      'intro-popup': 'hidden',
      'newsletter-popup': 'hidden',
      _gcl_au: '1.1.1234567890.1700000000',
      _fbp: 'fb.1.1700000000.42',
      _ga: 'GA1.1.42.1700000000',
    });
    // Pressed once the page's scripts have all run: pressed earlier, the footer's button may send
    // its `consent:open` before the cookie bar listens, and the preferences never open.
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('region', { name: 'Používáme cookies' })).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Nastavení cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nastavení cookies' });
    await expect(dialog.getByRole('checkbox', { name: 'Analytické' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Marketingové' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Reklamní' })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Marketingové' }).uncheck();
    await dialog.getByRole('button', { name: 'Uložit výběr' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Nastavení cookies bylo uloženo.' })).toBeVisible();

    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies['cookie-consent-marketing']).toBe('0');
    expect(cookies['cookie-consent-analytical']).toBe('1');
    expect(cookies).not.toHaveProperty('_gcl_au');
    expect(cookies).not.toHaveProperty('_fbp');
    expect(cookies['_ga']).toBe('GA1.1.42.1700000000');
    expect(await consentUpdates(page)).toEqual([
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied', ad_personalization: 'denied' }),
    ]);
    expect(await dataLayerEvents(page, 'cookie_consent_update')).toEqual([
      expect.objectContaining({ consent_analytical: 1, consent_marketing: 0, consent_advertisement: 0 }),
    ]);
  });

  test('the bar offers refusing all as plainly as accepting all, and comes back for a newer consent revision', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Používáme cookies' });
    const accept = bar.getByRole('button', { name: 'Přijmout vše' });
    const refuse = bar.getByRole('button', { name: 'Odmítnout vše' });
    await expect(refuse).toBeVisible();
    expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
    await refuse.click();
    await expect(bar).toHaveCount(0);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({ 'cookie-consent': 'denied', 'cookie-consent-revision': '1' });

    await setCookies(context, baseURL, { 'cookie-consent-revision': '0' });
    await page.reload();
    await expect(bar).toContainText('Od vaší poslední volby jsme upravili, k čemu cookies používáme.');
  });
});

test.describe('contact page', () => {
  test('a person card opens the global modal; a branch photo opens the lightbox and Escape closes it', async ({
    page,
    context,
    baseURL,
  }) => {
    await returningVisitor(context, baseURL);
    await setCookies(context, baseURL, { 'newsletter-popup': 'hidden' });
    await page.goto('/kontakt');
    const cards = page.getByRole('region', { name: 'Kde nás najdete' });
    await expect(cards.getByRole('article', { name: 'Praha' })).toContainText('Rohanské nábřeží 678/29');
    await expect(cards.getByRole('article', { name: 'Brno' })).toContainText('Šumavská 416/15');

    await cards.getByRole('button', { name: /Ing\. Petra Nováková/ }).click();
    const modal = page.getByRole('dialog', { name: 'Ing. Petra Nováková' });
    await expect(modal).toContainText('Petra vede Sídlo Partner od roku 2009.');
    await expect(modal.getByRole('link', { name: 'novakova@sidlopartner.cz' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);

    const opener = cards.getByRole('button', { name: 'Zvětšit fotografii pobočky Praha' });
    await opener.click();
    const lightbox = page.getByRole('dialog', { name: 'Fotografie: Praha' });
    await expect(lightbox.getByRole('img', { name: 'Fotografie: Praha' })).toHaveAttribute(
      'src',
      '/api/media/branch-praha-big.svg',
    );
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('the English contact page has the cards too', async ({ page, context, baseURL }) => {
    await returningVisitor(context, baseURL);
    await page.goto('/en/contact');
    const cards = page.getByRole('region', { name: 'Where to find us' });
    await expect(cards.getByRole('article', { name: 'Prague' })).toBeVisible();
    await expect(cards.getByRole('button', { name: /Ing\. Petra Nováková/ })).toBeVisible();
  });
});

test('the search inside the mobile menu goes to the search page and closes the menu', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/o-nas');
  await page.getByRole('button', { name: 'Otevřít menu' }).click();
  const search = page.getByRole('banner').getByRole('search', { name: 'Vyhledávání na webu' });
  await expect(page.getByRole('navigation', { name: 'Mobilní navigace' })).toBeVisible();
  await search.getByRole('searchbox', { name: 'Hledaný výraz' }).fill('sídlo Brno');
  await search.getByRole('button', { name: 'Hledat' }).click();
  await expect(page).toHaveURL(/\/hledani\?q=s%C3%ADdlo(\+|%20)Brno$/);
  await expect(page.getByRole('button', { name: 'Otevřít menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Mobilní navigace' })).toBeHidden();
});

test('screenshots: home with the cookie bar, the newsletter pop-up and the contact page at 390 and 1440 px', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, baseURL });
    await setCookies(context, baseURL, { 'intro-popup': 'hidden', 'top-banner': 'hidden' });
    const page = await context.newPage();
    await page.clock.install();
    // The pages as they rest once their scripts are done, for the screenshots.
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('region', { name: 'Používáme cookies' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `../docs/screens/chrome-home-cookie-bar-${width}.png` });

    await page.getByRole('button', { name: 'Přijmout vše' }).click();
    await page.clock.fastForward('01:01');
    await expect(newsletterDialog(page)).toBeVisible();
    await page.screenshot({ path: `../docs/screens/chrome-newsletter-popup-${width}.png` });
    await newsletterDialog(page).getByRole('button', { name: 'Zavřít nabídku novinek' }).click();

    await page.goto('/kontakt', { waitUntil: 'networkidle' });
    await expect(page.getByRole('region', { name: 'Kde nás najdete' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `../docs/screens/chrome-contact-${width}.png`, fullPage: true });
    await context.close();
  }
});
