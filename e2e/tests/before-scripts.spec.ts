import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { dismissPopups, untilHydrated } from './helpers';
import { confirmReservation } from './enquiry-helpers';

/**
 * What a visitor does before the scripts have taken the page over, or with no scripts at all:
 * every form is a real form the server answers, nothing typed goes into a URL, and the Consent
 * Mode default is in the dataLayer before any script runs.
 */

const PERSON = {
  name: 'Jana Bezskriptová',
  email: 'jana.bezskriptova@example.com',
  phone: '777 123 456',
};
const REQUEST = 'Potřebuji sídlo v Brně, ozvěte se prosím odpoledne.';

async function noScripts(browser: Browser, baseURL: string, popups = false) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
  });
  if (!popups) await dismissPopups(context, baseURL);
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return { context, page, urls };
}

/** No request URL carries what was typed. */
function expectNothingTypedIn(urls: string[], typed: string[]) {
  for (const url of urls) {
    const decoded = decodeURIComponent(url.replace(/\+/g, ' '));
    for (const text of typed) expect(decoded).not.toContain(text);
  }
}

const main = (page: Page) => page.getByRole('main');

test('without JavaScript the contact form sends an enquiry with a file, which the server stores', async ({
  browser,
  baseURL,
}) => {
  const { context, page, urls } = await noScripts(browser, baseURL!);
  // Logged in (the session cookie), so the stored enquiry shows in the account.
  expect(
    (
      await page.request.post('/api/auth/login', {
        data: { email: 'demo@example.com', password: 'demo-password' },
      })
    ).ok(),
  ).toBe(true);
  await page.goto('/en/contact-form');
  await main(page)
    .getByLabel(/^Full name/)
    .fill(PERSON.name);
  await main(page)
    .getByRole('textbox', { name: /^E-mail/ })
    .fill(PERSON.email);
  await main(page)
    .getByRole('textbox', { name: /^Phone/ })
    .fill(PERSON.phone);
  await main(page)
    .getByLabel(/^Your request/)
    .fill(REQUEST);
  await main(page)
    .locator('input[type=file][name=files]')
    .setInputFiles({
      name: 'zadani.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
  await main(page)
    .getByRole('checkbox', { name: /processing of my personal data/ })
    .check();
  // A person takes longer than the robot check's two seconds.
  await page.waitForTimeout(2100);
  await main(page).getByRole('button', { name: 'Send enquiry' }).click();

  await expect(page).toHaveURL(/\/en\/thank-you\?interest=contact-form$/);
  const mine = (await (await page.request.get('/api/me/enquiries')).json()) as {
    data: { item: string; status: string }[];
  };
  expect(mine.data).toContainEqual(expect.objectContaining({ item: REQUEST, status: 'received' }));
  expectNothingTypedIn(urls, [PERSON.name, PERSON.email, '777123456', REQUEST]);
  await context.close();
});

test('without JavaScript a form with errors comes back with the messages and what was typed', async ({
  browser,
  baseURL,
}) => {
  const { context, page, urls } = await noScripts(browser, baseURL!);
  await page.goto('/en/contact-form');
  await main(page)
    .getByLabel(/^Full name/)
    .fill(PERSON.name);
  await main(page)
    .getByLabel(/^Your request/)
    .fill(REQUEST);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    main(page).getByRole('button', { name: 'Send enquiry' }).click(),
  ]);
  expect(answer.status()).toBe(422);
  await expect(main(page).getByRole('alert').first()).toContainText('Please correct these errors');
  await expect(main(page).getByLabel(/^Full name/)).toHaveValue(PERSON.name);
  await expect(main(page).getByLabel(/^Your request/)).toHaveValue(REQUEST);
  await expect(main(page).getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
  expectNothingTypedIn(urls, [PERSON.name, REQUEST]);
  await context.close();
});

test('without JavaScript the footer newsletter subscribes', async ({ browser, baseURL }) => {
  const { context, page, urls } = await noScripts(browser, baseURL!);
  const email = `odber-${Date.now()}@example.com`;
  await page.goto('/en/contact');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Your e-mail').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/en\/contact\?newsletter=subscribed$/);
  await expect(footer.getByText('Your e-mail has been saved.')).toBeVisible();
  expectNothingTypedIn(urls, [email]);
  await context.close();
});

test('without JavaScript "Accept all" on the cookie bar stores the consent', async ({ browser, baseURL }) => {
  const { context, page } = await noScripts(browser, baseURL!, true);
  await page.goto('/en/contact');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.getByRole('button', { name: 'Accept all' })).toHaveCount(0);
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies).toMatchObject({
    'cookie-show': 'hidden',
    'cookie-consent': 'accepted',
    'cookie-consent-analytical': '1',
    'cookie-consent-marketing': '1',
  });
  await context.close();
});

test("the dataLayer's first entry is the consent default at DOMContentLoaded", async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
      (window as unknown as { atDomContentLoaded: string }).atDomContentLoaded = JSON.stringify(layer ?? null);
    });
  });
  await page.goto('/en/contact');
  const seen = JSON.parse(
    await page.evaluate(() => (window as unknown as { atDomContentLoaded: string }).atDomContentLoaded),
  ) as unknown[] | null;
  expect(seen?.[0]).toEqual([
    'consent',
    'default',
    expect.objectContaining({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      security_storage: 'granted',
    }),
  ]);
  // The scripts add no second default: read once they have run.
  await untilHydrated(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }));
  const defaults = await page.evaluate(
    () =>
      ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).filter(
        (entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'default',
      ).length,
  );
  expect(defaults).toBe(1);
});

test('"Accept all" pressed before the scripts have run takes effect', async ({ page, context }) => {
  // The shell's scripts are held back: the page is the server's HTML alone.
  await page.route('**/main.js', () => undefined);
  // The deferred entry never arrives, so the document never finishes loading: go on at its first byte.
  await page.goto('/en/contact', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByRole('button', { name: 'Accept all' })).toHaveCount(0);
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies['cookie-consent']).toBe('accepted');
});

/** The shell's chunks arrive late, as on a slow connection: the server's markup is there first. */
async function slowChunks(page: Page) {
  await page.route('**/chunks/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

/** A returning guest: a cart (its cookie in the browser) holding one line; the product's name. */
async function returningGuestWithALine(page: Page, context: BrowserContext, baseURL: string) {
  const cart = (await (await page.request.get('/api/cart/anonymous/en/0')).json()) as { id: number; tempId: string };
  await context.addCookies([{ name: 'guest-cart', value: cart.tempId, url: baseURL }]);
  // The context's requests carry its cookies: the guest cart's token among them.
  const put = await page.request.put(`/api/cart/${cart.id}?lang=en`, { data: { id: 203, quantity: 1 } });
  return { cart, name: (await put.json()).product.name as string };
}

/** Opens `path` as a returning visitor while the chunks that hydrate it are still on their way. */
async function openBeforeHydration(page: Page, context: BrowserContext, baseURL: string, path: string) {
  await dismissPopups(context, baseURL);
  await slowChunks(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

test('a tab clicked before the page has hydrated is selected once it has', async ({ page, context, baseURL }) => {
  await openBeforeHydration(page, context, baseURL!, '/en/foreign-companies');
  const offshore = page.getByRole('tab', { name: 'Offshore', exact: true });
  await offshore.click();
  await expect(offshore).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
});

test('an arrow key pressed on a tab before the page has hydrated moves the selection once it has', async ({
  page,
  context,
  baseURL,
}) => {
  await openBeforeHydration(page, context, baseURL!, '/en/foreign-companies');
  const tabs = page.getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  const second = tabs.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
  await expect(second).toBeFocused();
  // The key moved the selection, not the page.
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});

test("a cart's quantity button pressed before the page has hydrated counts once it has", async ({
  page,
  context,
  baseURL,
}) => {
  await dismissPopups(context, baseURL!);
  const { cart, name } = await returningGuestWithALine(page, context, baseURL!);
  await slowChunks(page);
  const response = await page.goto('/en/cart', {
    waitUntil: 'domcontentloaded',
  });
  // The page holds this visitor's cart: no shared cache may keep it.
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  await page.getByRole('button', { name: `Increase quantity: ${name}` }).click();
  await expect(
    page.getByRole('spinbutton', {
      name: new RegExp(name.replace(/[()]/g, '.')),
    }),
  ).toHaveValue('2', {
    timeout: 15_000,
  });
  const after = await (await page.request.get(`/api/cart/anonymous/en/${cart.tempId}`)).json();
  expect(after.items[0].quantity).toBe(2);
});

test("a returning guest's cart page hydrates with its lines: the server's markup is kept, not drawn anew", async ({
  page,
  context,
  baseURL,
}) => {
  const { name } = await returningGuestWithALine(page, context, baseURL!);
  await openBeforeHydration(page, context, baseURL!, '/en/cart');
  const quantity = page.getByRole('spinbutton', {
    name: new RegExp(name.replace(/[()]/g, '.')),
  });
  // The server's own element, marked before the scripts take over.
  await quantity.evaluate((element) => element.setAttribute('data-server-element', ''));
  // Waits for the hydration this test is about: React takes over the very element the server sent.
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('[data-server-element]') ?? {}).length))
    .toBeGreaterThan(0); // its props are on it
  await expect(page.getByRole('button', { name: `Increase quantity: ${name}` })).toBeEnabled();
  await expect(quantity).toHaveValue('1');
});

test('without JavaScript a ready-made company is booked from its listing', async ({ browser, baseURL }) => {
  const { context, page, urls } = await noScripts(browser, baseURL!);
  const company = 'Karlín Trade s.r.o.';
  const row = () =>
    main(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: company }) });
  await page.goto('/ready-made-spolecnosti');
  // The booking button leads to the company's form on the contact page.
  await row()
    .getByRole('link', { name: `Rezervovat: ${company}` })
    .click();
  await expect(page).toHaveURL(/\/kontaktni-formular\?type=readymade&id=\d+&name=/);
  const companyId = new URL(page.url()).searchParams.get('id');
  const form = main(page).getByRole('form', { name: 'Poptávkový formulář' });
  await expect(form.getByText(company)).toBeVisible();
  await form.getByLabel(/^Jméno a příjmení/).fill('Petr Rezervující');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('petr.rezervujici@example.com');
  await form.getByRole('checkbox', { name: /zpracováním osobních údajů/ }).check();
  await page.waitForTimeout(2100);
  await form.getByRole('button', { name: 'Odeslat poptávku' }).click();
  await expect(page).toHaveURL(/\/dekujeme\?interest=readymade$/);

  await page.goto('/ready-made-spolecnosti');
  await expect(row().getByText('Rezervováno')).toBeVisible();
  await expect(row().getByRole('link')).toHaveCount(0);
  expectNothingTypedIn(urls, ['Petr Rezervující', 'petr.rezervujici@example.com']);
  await confirmReservation(page.request, Number(companyId));
  await context.close();
});

test("without JavaScript a service page's enquiry box leads to its form, which sends", async ({ browser, baseURL }) => {
  const { context, page } = await noScripts(browser, baseURL!);
  await page.goto('/en/company-liquidation');
  await main(page).getByRole('link', { name: 'Enquire about liquidation', exact: true }).click();
  const form = main(page).getByRole('form', { name: 'Enquiry form' });
  await expect(form.getByText('Company liquidation')).toBeVisible();
  await form.getByLabel(/^Full name/).fill('Karel Likvidátor');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('karel.likvidator@example.com');
  await form
    .getByRole('checkbox', {
      name: 'Virtual office for the liquidation period',
    })
    .check();
  await form.getByRole('checkbox', { name: /processing of my personal data/ }).check();
  await page.waitForTimeout(2100);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\?interest=liquidation$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Thank you for your interest in company liquidation',
    }),
  ).toBeVisible();
  await context.close();
});

test('without JavaScript the cart takes a voucher and sends the order', async ({ browser, baseURL }) => {
  const { context, page, urls } = await noScripts(browser, baseURL!);
  const cart = await (await page.request.get('/api/cart/anonymous/en/0')).json();
  await context.addCookies([{ name: 'guest-cart', value: cart.tempId, url: baseURL! }]);
  await page.request.put(`/api/cart/${cart.id}?lang=en`, { data: { id: 101, quantity: 1 } });
  const email = 'objednavka.bez.skriptu@example.com';

  await page.goto('/en/cart');
  const voucher = main(page).getByRole('form', { name: 'Voucher code' });
  // A code the shop does not know: the cart page again, with the reason and what was typed.
  await voucher.getByLabel('Your e-mail').fill(email);
  await voucher.getByLabel('Voucher code').fill('NOSUCHCODE');
  await voucher.getByRole('button', { name: 'Apply' }).click();
  await expect(main(page).getByRole('alert')).toBeVisible();
  await expect(voucher.getByLabel('Voucher code')).toHaveValue('NOSUCHCODE');
  await expect(voucher.getByLabel('Your e-mail')).toHaveValue(email);
  await voucher.getByLabel('Voucher code').fill('SLEVA10');
  await voucher.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/en\/cart\?voucher=applied$/);
  await expect(main(page).getByText('The voucher code has been applied.')).toBeVisible();
  await expect(main(page).getByText('SLEVA10')).toBeVisible();

  await main(page).getByRole('link', { name: 'Continue to send the order' }).click();
  await expect(page).toHaveURL(/\/en\/cart\?step=order$/);
  const order = main(page).getByRole('form', { name: 'Send the order' });
  await order.getByLabel(/^Full name/).fill('Olga Objednávající');
  await order.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await order.getByRole('textbox', { name: /^Phone/ }).fill('+420 777 555 444');
  await order.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await order.getByRole('button', { name: 'Send the order' }).click();
  await expect(page).toHaveURL(/\/en\/thank-you$/);
  const after = await (await page.request.get(`/api/cart/anonymous/en/${cart.tempId}`)).json();
  expect(after.items).toEqual([]);
  // The same order posted again (a second press, the page sent anew) is answered as the first: a
  // second order of the emptied cart would be refused, as one with other fields is.
  const posted = {
    form: 'order',
    cartId: String(cart.id),
    firstname: 'Olga Objednávající',
    email,
    phone: '+420 777 555 444',
    note: '',
    agreement: 'on',
  };
  const again = await page.request.post('/en/cart?step=order', { form: posted, maxRedirects: 0 });
  expect(again.status()).toBe(303);
  expect(again.headers().location).toBe('/en/thank-you');
  const other = await page.request.post('/en/cart?step=order', {
    form: { ...posted, firstname: 'Otto Jiný' },
    maxRedirects: 0,
  });
  expect(other.status()).toBe(422);
  expectNothingTypedIn(urls, [email, 'Olga Objednávající', '777555444']);
  await context.close();
});

test("without JavaScript a cart line's quantity steps, takes a typed number and is removed; a voucher comes off", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await noScripts(browser, baseURL!);
  const { cart, name } = await returningGuestWithALine(page, context, baseURL!);
  const quantity = () => main(page).getByRole('spinbutton', { name: new RegExp(name.replace(/[()]/g, '.')) });
  const stored = async () =>
    (await (await page.request.get(`/api/cart/anonymous/en/${cart.tempId}`)).json()) as {
      items: { quantity: number }[];
      vouchers: unknown[];
    };

  await page.goto('/en/cart');
  await main(page)
    .getByRole('button', { name: `Increase quantity: ${name}` })
    .click();
  // The cart page again, as the server has the cart now.
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(quantity()).toHaveValue('2');
  await main(page)
    .getByRole('button', { name: `Decrease quantity: ${name}` })
    .click();
  await expect(quantity()).toHaveValue('1');
  // A number typed and sent with Enter (the field is its form's one field).
  await quantity().fill('4');
  await quantity().press('Enter');
  await expect(quantity()).toHaveValue('4');
  expect((await stored()).items[0]?.quantity).toBe(4);

  const voucher = main(page).getByRole('form', { name: 'Voucher code' });
  await voucher.getByLabel('Your e-mail').fill('kosik.bez.skriptu@example.com');
  await voucher.getByLabel('Voucher code').fill('SLEVA10');
  await voucher.getByRole('button', { name: 'Apply' }).click();
  await expect(main(page).getByText('SLEVA10')).toBeVisible();
  await main(page).getByRole('button', { name: 'Remove voucher code SLEVA10' }).click();
  await expect(main(page).getByText('SLEVA10')).toHaveCount(0);
  expect((await stored()).vouchers).toEqual([]);

  await main(page)
    .getByRole('button', { name: `Remove from cart: ${name}` })
    .click();
  await expect(main(page).getByText('Your cart is empty.')).toBeVisible();
  expect((await stored()).items).toEqual([]);
  await context.close();
});

test('without JavaScript the valuation calculator shows the result the server computed', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await noScripts(browser, baseURL!);
  await page.goto('/en/company-valuation-calculator');
  const figures: [RegExp, string][] = [
    [/^Revenue/, '12000'],
    [/^Operating profit/, '2400'],
    [/^Depreciation/, '300'],
    [/^Interest-bearing debts/, '900'],
    [/^Equity/, '5000'],
  ];
  for (const [label, value] of figures) await main(page).getByLabel(label).fill(value);
  await main(page).getByRole('button', { name: 'Calculate the estimate' }).click();
  await expect(page.getByTestId('valuation-range')).toContainText('Kč');
  await expect(main(page).getByLabel(/^Revenue/)).toHaveValue('12000');
  await context.close();
});

test('text typed before the page has hydrated is still there after it, and is sent', async ({
  page,
  context,
  baseURL,
}) => {
  await openBeforeHydration(page, context, baseURL!, '/en/contact-form');
  const form = main(page).getByRole('form', { name: 'Enquiry form' });
  await form.getByLabel(/^Full name/).fill(PERSON.name);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(PERSON.email);
  await form.getByLabel(/^Your request/).fill(REQUEST);
  await form.getByRole('checkbox', { name: /processing of my personal data/ }).check();
  // Hydration comes after the typing: what is checked is what the scripts then hold and send.
  await untilHydrated(form.getByLabel(/^Full name/));
  await expect(form.getByLabel(/^Full name/)).toHaveValue(PERSON.name);
  await expect(form.getByLabel(/^Your request/)).toHaveValue(REQUEST);
  await page.waitForTimeout(2100);
  const saved = page.waitForResponse((response) => response.url().includes('/api/user-request/save'));
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const request = (await saved).request().postDataJSON() as Record<string, unknown>;
  expect(request).toMatchObject({
    firstname: PERSON.name,
    email: PERSON.email,
    agreement: true,
    content: { type: 'contact-form', name: REQUEST },
  });
  await expect(page).toHaveURL(/\/en\/thank-you\?interest=contact-form$/);
});

test('a search typed before the page has hydrated is searched for when submitted after it', async ({
  page,
  context,
  baseURL,
}) => {
  // The blog's own box.
  await openBeforeHydration(page, context, baseURL!, '/blog');
  const box = page.getByPlaceholder('Hledat v článcích a podcastech…');
  await box.fill('ucetnictvi');
  // Submitted once the page has hydrated: the search typed before it is what is sent.
  await untilHydrated(box);
  await expect(box).toHaveValue('ucetnictvi');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/hledani\?q=ucetnictvi$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ucetnictvi');

  // The search page's own box, holding the query searched for.
  await page.goto('/hledani?q=sidlo', { waitUntil: 'domcontentloaded' });
  const own = page.getByRole('main').getByRole('searchbox');
  await own.fill('likvidace');
  // As above: submitted once hydrated.
  await untilHydrated(own);
  await expect(own).toHaveValue('likvidace');
  await own.press('Enter');
  await expect(page).toHaveURL(/\/hledani\?q=likvidace$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('likvidace');
});

test('figures typed in the valuation calculator before the page has hydrated are calculated with after it', async ({
  page,
  context,
  baseURL,
}) => {
  await openBeforeHydration(page, context, baseURL!, '/en/company-valuation-calculator');
  const figures: [RegExp, string][] = [
    [/^Revenue/, '12000'],
    [/^Operating profit/, '2400'],
    [/^Depreciation/, '300'],
    [/^Interest-bearing debts/, '900'],
  ];
  for (const [label, value] of figures) await main(page).getByLabel(label).fill(value);
  await main(page).getByRole('radio', { name: /IT/ }).first().check();
  const chosen = await main(page).locator('input[name=itSector]:checked').getAttribute('value');
  // The last figure typed once the page has hydrated, to be calculated with the earlier ones.
  await untilHydrated(main(page).getByLabel(/^Equity/));
  // The last figure, typed once the page runs: the result comes from all five, and none is wiped.
  await main(page)
    .getByLabel(/^Equity/)
    .fill('5000');
  await expect(page.getByTestId('valuation-range')).toContainText('Kč');
  for (const [label, value] of figures) await expect(main(page).getByLabel(label)).toHaveValue(value);
  await expect(main(page).locator('input[name=itSector]:checked')).toHaveAttribute('value', chosen!);
});
