import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { blockRemote, untilHydrated } from './helpers';

/** The analytics events the page pushed so far, by name. */
async function dataLayerEvents(page: Page, name: string): Promise<unknown[]> {
  return page.evaluate(
    (event) =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (entry) => !Array.isArray(entry) && (entry as { event?: string }).event === event,
      ),
    name,
  );
}

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through the page, and checks
 * that the focus is visible there (an outline or a ring). Fails when the element is not reached.
 */
async function tabTo(page: Page, target: Locator, most = 120) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      const ring = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      });
      expect(ring, 'the focused element shows where the focus is').toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${String(target)} in ${most} presses`);
}

/** The orders stored for `email`, as the staff inbox lists them. */
async function storedOrders(request: APIRequestContext, email: string): Promise<number> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'staff@example.com', password: 'staff-password' },
  });
  const { token } = (await login.json()) as { token: string };
  const listed = await request.get('/api/admin/enquiries', {
    params: { type: 'order', q: email },
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await listed.json()) as { meta: { total: number } }).meta.total;
}

const OFFICE = '/virtualni-sidla/1/praha-1-vaclavske-namesti';
/** The office's tariff as the cart names it. */
const NAME = 'Virtuální sídlo Praha 1 – Václavské náměstí';
/** The button that puts the office's two-year tariff (1 490 Kč a month) into the cart. */
const ADD = { name: 'Do košíku: dvouletý pronájem', exact: true } as const;

/** The header's cart button, which counts the cart's pieces once the page's scripts run. */
const cartButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Košík, počet položek: ${count}` });

/**
 * Adds the office on its detail page, into an empty cart, and waits until the cart has taken it:
 * with the scripts the visitor stays (the pop-ups show it), before them the form's own post goes
 * on to the cart page; either way the header's cart button counts it.
 */
async function addOffice(page: Page, path = OFFICE) {
  await page.goto(path);
  await page.getByRole('button', ADD).click();
  await expect(cartButton(page, 1)).toBeVisible();
}

// The cookie bar and the pop-ups of a first visit are answered, so they cover nothing.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(
    ['cookie-show', 'intro-popup', 'newsletter-popup', 'top-banner'].map((name) => ({
      name,
      value: 'hidden',
      url: baseURL!,
    })),
  );
});

test.describe('the cart', () => {
  test('adding from a virtual office: both pop-ups, gone after 3.3 s, the guest cookie and the dataLayer event', async ({
    page,
    context,
  }) => {
    await page.goto(OFFICE);
    const add = page.getByRole('button', ADD);
    // The pop-ups are the scripts' (a press before them posts the form and goes on to the cart).
    await untilHydrated(add);
    await add.click();
    const added = page.getByRole('region', { name: 'Přidáno do košíku' });
    await expect(added).toContainText('Praha 1 – Václavské náměstí');
    await expect(added).toContainText('1 803 Kč');
    await expect(page.getByRole('region', { name: 'Košík', exact: true })).toContainText('Počet položek: 1');
    await expect(cartButton(page, 1)).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'guest-cart');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(Math.round((cookie?.expires ?? 0) - Date.now() / 1000)).toBeGreaterThan(1_209_600 - 60);
    expect(Math.round((cookie?.expires ?? 0) - Date.now() / 1000)).toBeLessThanOrEqual(1_209_600);
    const events = await dataLayerEvents(page, 'add_to_cart');
    expect(events).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'CZK',
          value: 1490,
          items: [{ item_id: '101', item_name: NAME, price: 1490, quantity: 1 }],
        },
      },
    ]);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(3_400);
    await expect(added).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Košík', exact: true })).toHaveCount(0);
  });

  test('a double click adds one piece, a second press one more on the same line; quantities by keyboard', async ({
    page,
  }) => {
    await page.goto(OFFICE);
    // One piece however the double click is answered: the scripts send once per press they answer
    // (the second press comes before the answer), the browser posts the form once (to the cart).
    await page.getByRole('button', ADD).dblclick();
    await expect(cartButton(page, 1)).toBeVisible();
    await page.goto(OFFICE);
    await page.getByRole('button', ADD).click();
    await expect(cartButton(page, 2)).toBeVisible();
    await page.goto('/kosik');
    const quantity = page.getByRole('spinbutton', { name: `Množství: ${NAME}` });
    await expect(quantity).toHaveValue('2');
    await expect(page.getByRole('rowheader')).toHaveCount(1);
    await page.getByRole('button', { name: `Zvýšit množství: ${NAME}` }).focus();
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('3');
    await expect(page.getByText('Celkem s DPH', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      '5 409 Kč',
    );
    await quantity.fill('5');
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('5');
    await page.getByRole('button', { name: `Snížit množství: ${NAME}` }).focus();
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('4');
    // Pushed by the scripts in place, or for a plain post by the cart page it landed on.
    await expect.poll(async () => (await dataLayerEvents(page, 'remove_from_cart')).length).toBe(1);
    await page.getByRole('button', { name: `Odebrat z košíku: ${NAME}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Váš košík je prázdný.')).toBeVisible();
  });

  test('each seeded voucher with its outcome; the cart page with a notice passes axe', async ({ page }) => {
    test.setTimeout(90_000);
    const email = `e2e-${Date.now()}@example.com`;
    await addOffice(page);
    await page.goto('/kosik');
    const code = page.getByRole('textbox', { name: 'Slevový kód' });
    const alert = page.getByRole('alert');
    const apply = async (value: string) => {
      await code.fill(value);
      await page.getByRole('button', { name: 'Uplatnit' }).click();
    };
    await apply('SLEVA10');
    await expect(alert).toContainText('Pro uplatnění slevového kódu zadejte e-mail.');
    await page.getByRole('main').getByRole('textbox', { name: 'Váš e-mail' }).fill(email);
    for (const [value, message] of [
      ['NEEXISTUJE', 'Slevový kód neexistuje.'],
      ['EXPIRED', 'Slevový kód není dostupný.'],
      ['NOTYET', 'Slevový kód není dostupný.'],
      ['SOLDOUT', 'Slevový kód není dostupný.'],
      ['MIN50000', 'Slevový kód lze uplatnit až od hodnoty košíku 50 000 Kč.'],
    ] as const) {
      await apply(value);
      await expect(alert).toContainText(message);
    }
    // The cart's own part of the page (the header belongs to the chrome and is scanned there), from
    // the top: scrolled, the sticky header lies over the table, which axe counts as obscured targets.
    await page.evaluate(() => window.scrollTo(0, 0));
    const scan = await new AxeBuilder({ page })
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    // The page at rest, its scripts done (the header's cart button is theirs), for the screenshot.
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: '../docs/screens/cart-voucher-notice.png', fullPage: true });

    await apply('SLEVA10');
    await expect(page.getByRole('status').filter({ hasText: 'Slevový kód byl uplatněn.' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'SLEVA10' })).toContainText('−180 Kč');
    await apply('SLEVA10');
    await expect(alert).toContainText('Slevový kód už je v košíku.');
    await apply('ONCEONLY');
    await expect(page.getByRole('listitem').filter({ hasText: 'ONCEONLY' })).toBeVisible();

    await page.getByRole('button', { name: 'Odebrat slevový kód SLEVA10' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'SLEVA10' })).toHaveCount(0);
  });

  test('euro prices on a listing and in the cart after a reload', async ({ page, context }) => {
    await addOffice(page);
    await page.getByRole('banner').getByRole('combobox', { name: 'Měna' }).selectOption('EUR');
    expect((await context.cookies()).find((c) => c.name === 'currencyId')?.value).toBe('2');
    await page.goto('/virtualni-sidla');
    await expect(page.locator('main')).toContainText('€');
    await page.goto('/kosik');
    await page.reload();
    await expect(page.getByText('Celkem s DPH', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      '71,54 €',
    );
    await expect(page.getByRole('combobox', { name: 'Měna' }).first()).toHaveValue('2');
  });

  test('the recently viewed strip after four offices', async ({ page }) => {
    /** The ids of the products viewed, newest first, as the page's scripts keep them in the browser. */
    const viewed = () =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('last-viewed') ?? '{}').cs ?? []).map(
            (p: { id: number }) => p.id,
          ) as number[],
      );
    for (const [path, id] of [
      ['/virtualni-sidla/1/praha-1-vaclavske-namesti', 101],
      ['/virtualni-sidla/4/praha-4-pankrac', 104],
      ['/virtualni-sidla/5/praha-5-smichov', 105],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      // Only the scripts record a view: on to the next office once this one is recorded.
      await expect.poll(async () => (await viewed())[0]).toBe(id);
    }
    await page.goto('/virtualni-sidla/9/praha-8-karlin');
    const strip = page.getByRole('region', { name: 'Naposledy prohlížené' });
    await expect(strip.getByRole('link')).toHaveText(['Praha 5 – Smíchov', 'Praha 4 – Pankrác']);
    await expect.poll(viewed).toEqual([109, 105, 104]);
  });

  test('sending the order: one order for a double click, the cart emptied, the thank-you page', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // A voucher counts as used from the order on: ONCEONLY (one use per e-mail) goes with this order.
    const email = `order-${Date.now()}@example.com`;
    await addOffice(page);
    await page.goto('/kosik');
    await page.getByRole('main').getByRole('textbox', { name: 'Váš e-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Slevový kód' }).fill('ONCEONLY');
    await page.getByRole('button', { name: 'Uplatnit' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'ONCEONLY' })).toBeVisible();
    await page.getByRole('link', { name: 'Pokračovat k odeslání objednávky' }).click();
    const form = page.getByRole('form', { name: 'Odeslání objednávky' });
    await form.getByRole('textbox', { name: /^Jméno a příjmení/ }).fill('Jana Nováková');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await form.getByRole('textbox', { name: /^Telefon/ }).fill('+420777123456');
    await form.getByRole('checkbox', { name: /Souhlasím/ }).check();
    // Sent by the scripts (once, under one idempotency key) or, before them, by the form's own post.
    await form.getByRole('button', { name: 'Odeslat objednávku' }).dblclick();
    await expect(page).toHaveURL(/\/dekujeme$/);
    expect(await storedOrders(request, email)).toBe(1);
    await expect(cartButton(page, 0)).toBeVisible();

    // The next cart of the same e-mail has used ONCEONLY up.
    await addOffice(page);
    await page.goto('/kosik');
    await expect(page.getByRole('rowheader')).toHaveCount(1);
    // The emptied cart may still know the e-mail; it is asked for only when it does not.
    const emailBox = page.getByRole('main').getByRole('textbox', { name: 'Váš e-mail' });
    if (await emailBox.count()) await emailBox.fill(email);
    await page.getByRole('textbox', { name: 'Slevový kód' }).fill('ONCEONLY');
    await page.getByRole('button', { name: 'Uplatnit' }).click();
    await expect(page.getByRole('alert')).toContainText(/: 1x\./);
  });

  test('the keyboard alone completes the cart: add, go to the cart, change quantity, apply a voucher, send the order', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `keyboard-${Date.now()}@example.com`;
    await page.goto(OFFICE);
    await tabTo(page, page.getByRole('main').getByRole('button', ADD));
    await page.keyboard.press('Enter');

    // The header's cart button, its count read out and its colours legible.
    const cartLink = cartButton(page, 1);
    await expect(cartLink).toBeVisible();
    const header = await new AxeBuilder({ page }).include('header').withRules(['color-contrast']).analyze();
    expect(header.violations).toEqual([]);
    await tabTo(page, cartLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/kosik$/);

    const quantity = page.getByRole('spinbutton', { name: `Množství: ${NAME}` });
    await expect(quantity).toHaveValue('1');
    await tabTo(page, page.getByRole('button', { name: `Zvýšit množství: ${NAME}` }));
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('2');
    await tabTo(page, quantity);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('3');
    await expect(page.getByText('Celkem s DPH', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      '5 409 Kč',
    );

    await tabTo(page, page.getByRole('main').getByRole('textbox', { name: 'Váš e-mail' }));
    await page.keyboard.type(email);
    await tabTo(page, page.getByRole('textbox', { name: 'Slevový kód' }));
    await page.keyboard.type('SLEVA10');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Slevový kód byl uplatněn.' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'SLEVA10' })).toBeVisible();

    await tabTo(page, page.getByRole('link', { name: 'Pokračovat k odeslání objednávky' }));
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Odeslání objednávky' });
    const name = form.getByRole('textbox', { name: /^Jméno a příjmení/ });
    // The step opens with the focus in its first field; Tab leads through the rest in order.
    await expect(name).toBeFocused();
    // Sent empty: the server's answer, its summary taking the focus and naming each field.
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert').filter({ hasText: 'Opravte prosím tyto chyby' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: /^Telefon/ })).toHaveAccessibleDescription(/Pole musí být vyplněno/);
    await tabTo(page, name, 12);
    await page.keyboard.type('Jana Nováková');
    await tabTo(page, form.getByRole('textbox', { name: /^E-mail/ }), 3);
    await page.keyboard.type(email);
    await tabTo(page, form.getByRole('textbox', { name: /^Telefon/ }), 3);
    await page.keyboard.type('+420777123456');
    const consent = form.getByRole('checkbox', { name: /Souhlasím/ });
    await tabTo(page, consent, 4);
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await tabTo(page, form.getByRole('button', { name: 'Odeslat objednávku' }), 3);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dekujeme$/);
    await expect(cartButton(page, 0)).toBeVisible();
  });

  test('with mf-commerce blocked: pages work and the header has no cart button', async ({ page }) => {
    await blockRemote(page, 'mf_commerce');
    for (const path of ['/', OFFICE, '/en/virtual-headquarters']) {
      await page.goto(path);
      // What is checked is the page as its scripts run it without mf-commerce.
      await untilHydrated(page.locator('main h1'));
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('banner')).not.toHaveAttribute('data-fallback', /.*/);
      await expect(page.getByRole('banner').getByRole('link', { name: /Košík|Cart/ })).toHaveCount(0);
    }
  });
});
