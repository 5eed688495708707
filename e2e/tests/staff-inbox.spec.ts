import { expect, test } from '@playwright/test';
import { untilHydrated } from './helpers';
import { seriousFaults } from './enquiry-helpers';
import {
  bookReadyMade,
  browserOf,
  DEMO,
  expectLatestChange,
  INBOX,
  inboxRow,
  listingRow,
  sendEnquiry,
  sendFromContactForm,
  STAFF,
  textOf,
  titleCount,
  uniqueName,
} from './staff-inbox-helpers';

/**
 * The staff inbox on the production build with the real API: leads come in while it is open, staff
 * work them, without scripts too, and nobody else learns the page exists. In order: these tests
 * change statuses, and the first counts the new ones.
 */
test.describe.configure({ mode: 'default' });

test("a visitor's enquiry comes into the open inbox without a reload; its status changes, with who and when", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await browserOf(browser, baseURL!, { as: STAFF });
  const adminCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin/')) adminCalls.push(request.url());
  });
  await page.goto(INBOX.cs);
  await expect(page.getByRole('heading', { level: 1, name: 'Poptávky' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // The list that updates itself is the scripts': they have run (and asked nothing) for a second.
  await untilHydrated(page.getByRole('navigation', { name: 'Složky schránky' }).getByRole('link').first());
  await page.waitForTimeout(1_000);
  // The server rendered the list: the page asks nothing of it until the first 15 s have passed.
  expect(adminCalls).toEqual([]);
  const before = await titleCount(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const visitor = await browserOf(browser, baseURL!);
  const name = uniqueName('Jana');
  await sendFromContactForm(visitor.page, name, 'jana.zlutoucka@example.com', '602 111 222');

  const row = inboxRow(page, name);
  await expect(row).toBeVisible({ timeout: 25_000 });
  await expect(row).toContainText('právě přišla');
  await expect(row).toContainText('Dotaz z kontaktního formuláře');
  await expect(row.getByRole('link', { name: 'jana.zlutoucka@example.com' })).toHaveAttribute(
    'href',
    'mailto:jana.zlutoucka@example.com',
  );
  await expect(row.getByRole('link', { name: '+420602111222' })).toHaveAttribute('href', 'tel:+420602111222');
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: /Nová poptávka|nové poptávky|nových poptávek/ }),
  ).toHaveCount(1);
  expect(await titleCount(page)).toBeGreaterThan(before);
  await expect(page).toHaveTitle(/^\(\d+\) Poptávky \| /);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/poptavky\?id=\d+$/);
  await page.getByRole('button', { name: 'Kontaktovaná', pressed: false }).click();
  await expect(page.getByRole('button', { name: 'Kontaktovaná', pressed: true })).toBeVisible();
  await expectLatestChange(page, 'Nová → Kontaktovaná');
  // The server has it too: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Kontaktovaná', pressed: true })).toBeVisible();
  await expectLatestChange(page, 'Nová → Kontaktovaná');
  await Promise.all([context.close(), visitor.context.close()]);
});

test('a ready-made booking confirmed in the inbox stays reserved on the website; a released one is bookable again', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const staff = await browserOf(browser, baseURL!, { as: STAFF });
  const visitor = await browserOf(browser, baseURL!);
  for (const [company, step, done] of [
    ['Hanácká správa majetku s.r.o.', 'Potvrdit rezervaci', 'potvrzená natrvalo'],
    ['Delta Holding a.s.', 'Uvolnit společnost', /žádnou společnost nedrží/],
  ] as const) {
    const name = uniqueName('Ondřej');
    await bookReadyMade(visitor.page, company, name);
    await staff.page.goto(`${INBOX.cs}?type=readymade`);
    await inboxRow(staff.page, name).getByRole('link', { name }).click();
    const box = staff.page.getByRole('region', { name: 'Rezervace ready-made společnosti' });
    await expect(box).toContainText(company);
    await expect(box).toContainText('čeká na potvrzení');
    await box.getByRole('button', { name: step }).click();
    await expect(box).toContainText(done);

    await visitor.page.goto('/ready-made-spolecnosti');
    const listed = listingRow(visitor.page, company);
    if (step === 'Potvrdit rezervaci') {
      await expect(listed.getByText('Rezervováno')).toBeVisible();
      await expect(listed.getByRole('link', { name: `Rezervovat: ${company}` })).toHaveCount(0);
    } else {
      await expect(listed.getByRole('link', { name: `Rezervovat: ${company}` })).toBeVisible();
    }
  }
  await Promise.all([staff.context.close(), visitor.context.close()]);
});

test('an enquiry sent too fast waits in "Set aside" and is released to the list in one press', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await browserOf(browser, baseURL!, { as: STAFF });
  const name = uniqueName('Robert');
  const id = await sendEnquiry(page, name, 400);
  await page.goto(INBOX.cs);
  await expect(inboxRow(page, name)).toHaveCount(0);
  const folders = page.getByRole('navigation', { name: 'Složky schránky' });
  await folders.getByRole('link', { name: 'Odložené' }).click();
  await expect(page).toHaveURL(`${INBOX.cs}?folder=set-aside`);
  const row = inboxRow(page, name);
  const release = row.getByRole('button', { name: `Uvolnit do poptávek: ${name}` });
  // The notice with its link is the scripts' (a plain post goes back to the folder without it).
  await untilHydrated(release);
  await release.click();
  await expect(page.getByText(`Poptávka od ${name} je mezi poptávkami.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('link', { name: 'Otevřít poptávku' }).click();
  await expect(page).toHaveURL(`${INBOX.cs}?id=${id}`);
  await expect(page.getByRole('button', { name: 'Nová', pressed: true })).toBeVisible();
  await folders.getByRole('link', { name: /^Poptávky/ }).click();
  await expect(inboxRow(page, name)).toBeVisible();
  await context.close();
});

test('the CSV of the filtered list downloads for Excel: BOM, ";" and Czech letters intact', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await browserOf(browser, baseURL!, { as: STAFF });
  const name = uniqueName('Šárka');
  await sendEnquiry(page, name, 5_000);
  await page.goto(INBOX.cs);
  const search = page.getByRole('search', { name: 'Filtrovat poptávky' });
  await search.getByLabel('Jméno nebo e-mail').fill(name);
  await search.getByRole('button', { name: 'Filtrovat' }).click();
  const query = new URLSearchParams({ q: name }).toString();
  // The name alone filters: the scripts leave the empty fields out, the form's own GET sends them empty.
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === INBOX.cs &&
      url.searchParams.get('q') === name &&
      [...url.searchParams].every(([key, value]) => key === 'q' || value === ''),
  );
  await expect(page.getByRole('main').getByRole('row')).toHaveCount(2);
  const link = page.getByRole('link', { name: 'Stáhnout CSV pro Excel' });
  await expect(link).toHaveAttribute('href', `/api/admin/enquiries/export.csv?${query}`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^poptavky-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await textOf(download);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines).toHaveLength(2);
  const cells = lines[1]!.split(';').map((cell) => cell.replace(/^"|"$/g, ''));
  expect(cells).toContain(name);
  expect(lines[0]!.split(';').length).toBe(cells.length);
  await context.close();
});

test('without JavaScript a status changes by a plain form post and the history shows it', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await browserOf(browser, baseURL!, { as: STAFF, javaScriptEnabled: false });
  const name = uniqueName('Milena');
  const id = await sendEnquiry(page, name, 5_000);
  await page.goto(`${INBOX.cs}?id=${id}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.getByRole('button', { name: 'Úspěšná', exact: true, pressed: false }).click();
  await expect(page).toHaveURL(`${INBOX.cs}?id=${id}`);
  await expect(page.getByRole('button', { name: 'Úspěšná', exact: true, pressed: true })).toBeVisible();
  await expectLatestChange(page, 'Nová → Úspěšná');
  await page.getByLabel('Text poznámky').fill('Smlouva podepsána, bez škytavky.');
  await page.getByRole('button', { name: 'Uložit poznámku' }).click();
  await expect(page.getByLabel('Text poznámky')).toHaveValue('Smlouva podepsána, bez škytavky.');
  await context.close();
});

test('a guest and a user who is not staff get the 404 page on both admin paths, with no redirect', async ({
  browser,
  baseURL,
}) => {
  const guest = await browser.newContext({ baseURL });
  const alternates = (html: string) => html.match(/<link rel="alternate"[^>]*>/g);
  const unknown = await (await guest.request.get('/tato-stranka-neexistuje')).text();
  await guest.close();
  for (const as of [undefined, DEMO]) {
    const { context, page } = await browserOf(browser, baseURL!, { as });
    for (const [path, title] of [
      [INBOX.cs, 'Stránka nenalezena'],
      [INBOX.en, 'This page could not be found'],
    ] as const) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect(answer.status(), `${path} for ${as?.email ?? 'a guest'}`).toBe(404);
      const html = await answer.text();
      // Nothing names the page: an unknown path's hreflang links, no other language, no module.
      expect(alternates(html)).toEqual(alternates(unknown));
      expect(html).not.toContain(INBOX.en === path ? INBOX.cs : INBOX.en);
      expect(html).not.toContain('InboxPage');
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await context.close();
  }
});

test('every folder and an enquiry hydrate cleanly and pass axe (WCAG 2.2 AA) on a desktop and a phone; the keyboard alone works them', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await browserOf(browser, baseURL!, { as: STAFF });
  const name = uniqueName('Klára');
  const id = await sendEnquiry(page, name, 5_000);
  await sendEnquiry(page, uniqueName('Robot'), 300);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  const paths = [INBOX.cs, `${INBOX.cs}?folder=set-aside`, `${INBOX.en}?folder=outbox`, `${INBOX.cs}?id=${id}`];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      // The page once its scripts are done, as axe and the hydration's console see it.
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await seriousFaults(page, 'main'), `${path} at ${width} px`).toEqual([]);
    }
  }
  // Hydrated from the server's markup without an error or a warning.
  expect(problems).toEqual([]);
  // The keyboard alone: to a status button and press it.
  const contacted = page.getByRole('button', { name: 'Kontaktovaná', pressed: false });
  // The focus kept on the pressed button is the scripts' (a plain post loads the page anew).
  await untilHydrated(contacted);
  await page.getByRole('button', { name: 'Nová', pressed: true }).focus();
  await page.keyboard.press('Tab');
  await expect(contacted).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Kontaktovaná', pressed: true })).toBeFocused();
  await context.close();
});
