import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { untilHydrated } from './helpers';
import { browserOf, INBOX, inboxRow, STAFF, uniqueName } from './staff-inbox-helpers';

/**
 * Nothing a visitor does before the scripts run is lost: a file chosen in the server's form before
 * the page hydrated goes with the enquiry, and what the scripts would have pushed to the dataLayer
 * for a form the server handled is pushed by the next page's scripts, once.
 */

const main = (page: Page) => page.getByRole('main');

/** Staff open the enquiry of `name` in the inbox and find the file `file` with it. */
async function expectFileInInbox(browser: Browser, baseURL: string, name: string, file: string): Promise<void> {
  const staff = await browserOf(browser, baseURL, { as: STAFF });
  await staff.page.goto(INBOX.en);
  await inboxRow(staff.page, name).getByRole('link', { name }).click();
  await expect(staff.page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(staff.page.getByRole('link', { name: file })).toBeVisible();
  await staff.context.close();
}

/** The page's dataLayer entries after its Consent Mode default. */
const afterDefault = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
    const first = layer.findIndex((entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'default');
    return { first, after: layer.slice(first + 1) };
  });

/** A returning visitor who has closed the timed pop-ups, not yet the cookie bar. */
async function timedPopupsDismissed(context: BrowserContext, baseURL: string): Promise<void> {
  const names = ['intro-popup', 'newsletter-popup', 'top-banner'];
  await context.addCookies(names.map((name) => ({ name, value: 'hidden', url: baseURL })));
}

/** Holds the shell's entry back until `release()`: until then the page is the server's markup alone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined); // the page may have gone meanwhile
  });
  return release;
}

test('a file chosen before the page has hydrated (6x slower CPU) reaches the staff inbox with the enquiry', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const visitor = await browserOf(browser, baseURL!);
  const { page } = visitor;
  const cdp = await visitor.context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const release = await holdScripts(page);
  await page.goto('/en/contact-form', { waitUntil: 'commit' });

  const form = main(page).getByRole('form', { name: 'Enquiry form' });
  const files = form.locator('input[type=file][name=files]');
  await files.setInputFiles({
    name: 'zadani-predem.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  const name = uniqueName('Jana');
  await form.getByLabel(/^Full name/).fill(name);
  // Still the server's markup: nothing of the page's scripts has run.
  expect(await files.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(false);

  release();
  // Taken up by the scripts: what this test is about.
  await untilHydrated(files);
  // Taken up as if chosen now: uploaded and listed.
  const listed = form.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('zadani-predem.pdf');
  await expect(listed).toContainText('Uploaded', { timeout: 20_000 });
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('jana.predem@example.com');
  await form.getByLabel(/^Your request/).fill('Sídlo v Praze, zadání v příloze.');
  await form.getByRole('checkbox', { name: /processing of my personal data/ }).check();
  await page.waitForTimeout(2_100); // a person's time: faster, the enquiry would be set aside
  const saved = page.waitForResponse((response) => response.url().includes('/api/user-request/save'));
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const sent = (await saved).request().postDataJSON() as { files: { name: string }[] };
  expect(sent.files).toEqual([expect.objectContaining({ name: 'zadani-predem.pdf' })]);
  await expect(page).toHaveURL(/\/en\/thank-you\?interest=contact-form$/, { timeout: 20_000 });

  await expectFileInInbox(browser, baseURL!, name, 'zadani-predem.pdf');
  await visitor.context.close();
});

test('without JavaScript a file sent with a refused form comes back listed and goes with the enquiry once it is put right', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const visitor = await browserOf(browser, baseURL!, { javaScriptEnabled: false });
  const { page } = visitor;
  await page.goto('/en/contact-form');
  const form = main(page).getByRole('form', { name: 'Enquiry form' });
  const name = uniqueName('Petr');
  await form.getByLabel(/^Full name/).fill(name);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('petr.bezskriptu@example.com');
  await form.getByLabel(/^Your request/).fill('Likvidace s.r.o., podklady v příloze.');
  await form.locator('input[type=file][name=files]').setInputFiles({
    name: 'podklady-likvidace.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await page.waitForTimeout(2_100);
  // Sent without the consent box: refused, and the file the server received is listed as received.
  const [refused] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    form.getByRole('button', { name: 'Send enquiry' }).click(),
  ]);
  expect(refused.status()).toBe(422);
  const listed = form.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('podklady-likvidace.pdf');
  await expect(listed).toContainText('Uploaded');
  // Put right and sent again, without choosing the file again.
  await form.getByRole('checkbox', { name: /processing of my personal data/ }).check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\?interest=contact-form$/);

  await expectFileInInbox(browser, baseURL!, name, 'podklady-likvidace.pdf');
  await visitor.context.close();
});

test('"Accept all" sent before the scripts ran: the next page pushes what the cookie bar pushes, once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // What the cookie bar's scripts push for "Accept all".
  const reference = await browser.newContext({ baseURL });
  await timedPopupsDismissed(reference, baseURL!);
  const scripted = await reference.newPage();
  await scripted.goto('/en/contact');
  const accept = scripted.getByRole('button', { name: 'Accept all' });
  // The reference: what the bar's scripts push in place.
  await untilHydrated(accept);
  const before = (await afterDefault(scripted)).after.length;
  await accept.click();
  await expect.poll(async () => (await afterDefault(scripted)).after.length).toBeGreaterThan(before);
  const pushedByTheBar = (await afterDefault(scripted)).after.slice(before);
  expect(pushedByTheBar).toContainEqual(expect.objectContaining({ event: 'cookie_consent_update' }));
  expect(pushedByTheBar).toContainEqual(['consent', 'update', expect.anything()]);
  await reference.close();

  // The same press on the server's markup, the scripts held back: the form posts, the server answers.
  const context = await browser.newContext({ baseURL });
  await timedPopupsDismissed(context, baseURL!);
  const page = await context.newPage();
  // This page's entry never arrives (its request is refused, however late the browser asks for
  // it); the next page's does.
  let first = true;
  await page.route('**/main.js', (route) => {
    if (!first) return route.continue();
    first = false;
    return route.abort();
  });
  await page.goto('/en/contact', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible();
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Accept all' }).click(),
  ]);
  expect(answer.status()).toBe(303);
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect
    .poll(async () => (await afterDefault(page)).after, { timeout: 20_000 })
    .toEqual(expect.arrayContaining(pushedByTheBar));
  const landed = await afterDefault(page);
  expect(landed.first).toBe(0); // the Consent Mode default first, as on every page
  expect(landed.after.slice(0, pushedByTheBar.length)).toEqual(pushedByTheBar);
  expect(landed.after.filter((entry) => JSON.stringify(entry).includes('cookie_consent_update'))).toHaveLength(1);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('form-events');

  // Once: a reload pushes nothing of it again (read once the scripts have run there).
  await page.reload();
  await untilHydrated(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }));
  const reloaded = await afterDefault(page);
  expect(reloaded.after).not.toContainEqual(expect.objectContaining({ event: 'cookie_consent_update' }));
  expect(reloaded.after).not.toContainEqual(['consent', 'update', expect.anything()]);
  await context.close();
});

test('a newsletter subscription without JavaScript: the next page with scripts pushes newsletter_sent once', async ({
  browser,
  baseURL,
}) => {
  const noScripts = await browserOf(browser, baseURL!, { javaScriptEnabled: false });
  const email = `odber.bez.skriptu.${Date.now()}@example.com`;
  await noScripts.page.goto('/en/contact');
  const footer = noScripts.page.getByRole('contentinfo');
  await footer.getByLabel('Your e-mail').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(noScripts.page).toHaveURL(/\/en\/contact\?newsletter=subscribed$/);
  const held = await noScripts.context.cookies();
  const events = held.find((cookie) => cookie.name === 'form-events');
  expect(events?.value).toBe('newsletter_sent');
  expect(events?.httpOnly).toBe(false);

  // The same browser's cookies, now with scripts: the page it is on pushes the event once.
  const withScripts = await browser.newContext({ baseURL, storageState: await noScripts.context.storageState() });
  const page = await withScripts.newPage();
  await page.goto('/en/contact?newsletter=subscribed');
  await expect
    .poll(async () =>
      (await afterDefault(page)).after.filter((entry) => JSON.stringify(entry).includes('newsletter_sent')),
    )
    .toEqual([{ event: 'newsletter_sent' }]);
  expect((await withScripts.cookies()).map((cookie) => cookie.name)).not.toContain('form-events');
  await page.reload();
  // Nothing again once the scripts have run on the reloaded page.
  await untilHydrated(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }));
  expect((await afterDefault(page)).after).not.toContainEqual({ event: 'newsletter_sent' });
  await Promise.all([noScripts.context.close(), withScripts.close()]);
});

test('"Do košíku" without JavaScript: the tariff in a new guest cart, the cart shown; the next page pushes add_to_cart once', async ({
  browser,
  baseURL,
}) => {
  const noScripts = await browserOf(browser, baseURL!, { javaScriptEnabled: false });
  const { page } = noScripts;
  await page.goto('/virtualni-sidla/1/praha-1-vaclavske-namesti');
  await main(page).getByRole('button', { name: 'Do košíku: dvouletý pronájem', exact: true }).click();
  // The cart, which the server drew with the line (a pop-up has no place in a page loaded anew).
  await expect(page).toHaveURL(/\/kosik$/);
  const name = 'Virtuální sídlo Praha 1 – Václavské náměstí';
  await expect(main(page).getByRole('spinbutton', { name: `Množství: ${name}` })).toHaveValue('1');
  const held = await noScripts.context.cookies();
  expect(held.find((cookie) => cookie.name === 'guest-cart')?.value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  // A second press adds a second piece to the same line.
  await page.goBack();
  await main(page).getByRole('button', { name: 'Do košíku: dvouletý pronájem', exact: true }).click();
  await expect(main(page).getByRole('spinbutton', { name: `Množství: ${name}` })).toHaveValue('2');
  await expect(main(page).getByRole('rowheader')).toHaveCount(1);

  // The same browser's cookies, now with scripts: the page pushes what the scripts push for each add, once.
  const withScripts = await browser.newContext({ baseURL, storageState: await noScripts.context.storageState() });
  const next = await withScripts.newPage();
  await next.goto('/kosik');
  const adds = async () =>
    (await afterDefault(next)).after.filter((entry) => (entry as { event?: string }).event === 'add_to_cart');
  const add = {
    event: 'add_to_cart',
    ecommerce: {
      currency: 'CZK',
      value: 1490,
      items: [{ item_id: '101', item_name: name, price: 1490, quantity: 1 }],
    },
  };
  await expect.poll(adds).toEqual([add, add]);
  expect((await withScripts.cookies()).map((cookie) => cookie.name)).not.toContain('form-events');
  await next.reload();
  // Nothing again once the scripts have run on the reloaded page.
  await untilHydrated(main(next).getByRole('button', { name: `Zvýšit množství: ${name}` }));
  expect(await adds()).toEqual([]);
  await Promise.all([noScripts.context.close(), withScripts.close()]);
});
