import { expect, test, type Page } from '@playwright/test';
import { browserWithoutScripts, dismissPopups, untilHydrated } from './helpers';

/**
 * Every control works at first paint: with JavaScript off (what a visitor on a slow phone has for
 * the first two seconds, and some have always), the Ask buttons, the enquiry buttons of the detail
 * pages, the tabs of the foreign companies and of the price list, the header's search, the
 * valuation calculator's contact box and the language switch each lead where they should; with
 * scripts, the buttons still open the dialog and the tabs switch in place.
 */

const main = (page: Page) => page.getByRole('main');
const enquiryForm = (page: Page, name = 'Poptávkový formulář') => main(page).getByRole('form', { name });

// The tests with scripts use the page of the test; those without open a browser of their own.
test.beforeEach(async ({ context, baseURL }) => dismissPopups(context, baseURL!));

test.describe('"Zeptejte se" and the enquiry buttons', () => {
  test('without JavaScript the header and the floating "Zeptejte se" lead to the contact form', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await browserWithoutScripts(browser, baseURL!);
    await page.goto('/o-nas');
    await page.getByRole('banner').getByRole('link', { name: 'Zeptejte se', exact: true }).click();
    await expect(page).toHaveURL(/\/kontaktni-formular$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontaktní formulář' })).toBeVisible();
    await expect(enquiryForm(page).getByLabel(/^Váš požadavek/)).toBeVisible();

    await page.goto('/en/about-us');
    // The floating one sits outside the header and the footer.
    await page.getByRole('link', { name: 'Ask us', exact: true }).and(page.locator('.chrome-ask-float')).click();
    await expect(page).toHaveURL(/\/en\/contact-form$/);
    await expect(enquiryForm(page, 'Enquiry form').getByLabel(/^Your request/)).toBeVisible();
    await context.close();
  });

  const DETAILS = [
    {
      what: 'a virtual office',
      path: '/virtualni-sidla/3/brno-stred-sumavska',
      link: 'Poptat',
      type: 'virtual-place',
      item: 'Brno-střed – Šumavská',
      form: 'Poptávkový formulář',
    },
    {
      what: 'a foreign company',
      path: '/en/foreign-companies/8/company-in-the-seychelles',
      link: 'Enquire',
      type: 'foreign-company',
      item: 'Company in the Seychelles',
      form: 'Enquiry form',
    },
    {
      what: 'a meeting room',
      path: '/pronajem-zasedacich-mistnosti/1/zasedaci-mistnost-rohan-praha-8',
      link: 'Rezervovat',
      type: 'smart-room',
      item: 'Zasedací místnost Rohan – Praha 8',
      form: 'Poptávkový formulář',
    },
  ] as const;

  for (const detail of DETAILS) {
    test(`without JavaScript the enquiry button of ${detail.what} leads to its form on the contact page`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await browserWithoutScripts(browser, baseURL!);
      await page.goto(detail.path);
      await main(page).getByRole('link', { name: detail.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?type=${detail.type}&id=\\d+&name=`));
      const form = enquiryForm(page, detail.form);
      await expect(form.getByText(detail.item, { exact: true })).toBeVisible();
      await expect(form.locator('input[name=type]')).toHaveValue(detail.type);
      await context.close();
    });
  }

  test('with JavaScript the header and the floating "Zeptejte se" open the dialog in place', async ({ page }) => {
    await page.goto('/o-nas');
    const header = page.getByRole('banner').getByRole('link', { name: 'Zeptejte se', exact: true });
    // The dialog in place is the scripts' (before them the links lead to the contact page).
    await untilHydrated(header);
    await header.click();
    const dialog = page.getByRole('dialog', { name: 'Zeptejte se nás' });
    await expect(dialog.getByRole('form', { name: 'Poptávkový formulář' })).toBeVisible();
    await expect(page).toHaveURL(/\/o-nas$/);
    await dialog.getByRole('button', { name: 'Zavřít' }).click();
    await expect(dialog).toHaveCount(0);

    const floating = page
      .getByRole('link', { name: 'Zeptejte se', exact: true })
      .and(page.locator('.chrome-ask-float'));
    await untilHydrated(floating);
    await floating.click();
    await expect(dialog.getByRole('form', { name: 'Poptávkový formulář' })).toBeVisible();
    await expect(page).toHaveURL(/\/o-nas$/);
  });

  test('with JavaScript the enquiry buttons of the detail pages open the dialog with their item', async ({ page }) => {
    for (const [path, link, item] of [
      ['/virtualni-sidla/3/brno-stred-sumavska', 'Poptat', 'Brno-střed – Šumavská'],
      ['/zahranicni-spolecnosti/1/spolecnost-na-slovensku', 'Poptat', 'Společnost na Slovensku'],
      [
        '/pronajem-zasedacich-mistnosti/1/zasedaci-mistnost-rohan-praha-8',
        'Rezervovat',
        'Zasedací místnost Rohan – Praha 8',
      ],
    ] as const) {
      await page.goto(path);
      const button = main(page).getByRole('link', { name: link, exact: true });
      // The dialog in place is the scripts' (before them the link leads to the contact page).
      await untilHydrated(button);
      await button.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('form', { name: 'Poptávkový formulář' }).getByText(item)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test.describe('The foreign-company and price-list tabs', () => {
  test('without JavaScript each foreign-company tab is a link to its list', async ({ browser, baseURL }) => {
    const { context, page } = await browserWithoutScripts(browser, baseURL!);
    await page.goto('/zahranicni-spolecnosti');
    const panel = main(page).getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: 'Společnost na Slovensku' })).toBeVisible();

    await main(page).getByRole('tab', { name: 'Mimo EU', exact: true }).click();
    await expect(page).toHaveURL(/\/zahranicni-spolecnosti\?region=non-eu$/);
    await expect(main(page).getByRole('tab', { name: 'Mimo EU', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(main(page).getByRole('tabpanel', { name: 'Mimo EU' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Společnost ve Velké Británii' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Společnost na Slovensku' })).toHaveCount(0);

    await main(page).getByRole('tab', { name: 'Offshore', exact: true }).click();
    await expect(page).toHaveURL(/\?region=offshore$/);
    await expect(panel.getByRole('link', { name: 'Společnost na Seychelách' })).toBeVisible();

    await main(page).getByRole('tab', { name: 'EU', exact: true }).click();
    await expect(page).toHaveURL(/\/zahranicni-spolecnosti$/);
    await expect(panel.getByRole('link', { name: 'Společnost na Kypru' })).toBeVisible();
    await context.close();
  });

  test('without JavaScript each price-list section and city is a link to its table', async ({ browser, baseURL }) => {
    const { context, page } = await browserWithoutScripts(browser, baseURL!);
    await page.goto('/cenik');
    await main(page).getByRole('tab', { name: 'Likvidace', exact: true }).click();
    await expect(page).toHaveURL(/\/cenik\/likvidace$/);
    await expect(main(page).getByRole('tab', { name: 'Likvidace', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = main(page).getByRole('tabpanel', { name: 'Likvidace' });
    await expect(panel.getByRole('heading', { name: 'Likvidace' })).toBeVisible();
    await expect(panel.getByRole('table')).toContainText('44 500');

    await main(page).getByRole('tab', { name: 'Virtuální sídla', exact: true }).click();
    await expect(page).toHaveURL(/\/cenik\/virtualni-sidla-praha$/);
    await main(page).getByRole('tab', { name: 'Brno', exact: true }).click();
    await expect(page).toHaveURL(/\/cenik\/virtualni-sidla-brno$/);
    await expect(main(page).getByRole('tab', { name: 'Brno', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByRole('tabpanel', { name: 'Brno' }).getByRole('table')).toBeVisible();
    await context.close();
  });

  test('with JavaScript a tab switches in place', async ({ page }) => {
    await page.goto('/en/foreign-companies');
    const offshore = main(page).getByRole('tab', { name: 'Offshore', exact: true });
    // Switching in place is the scripts' (before them the tab is a link that loads its list).
    await untilHydrated(offshore);
    await offshore.click();
    await expect(offshore).toHaveAttribute('aria-selected', 'true');
    // In place: the address stays; a new tab opened from the link would load it from the server.
    await expect(page).toHaveURL(/\/en\/foreign-companies$/);
    await expect(
      main(page).getByRole('tabpanel').getByRole('link', { name: 'Company in the Seychelles' }),
    ).toBeVisible();
  });
});

test.describe("The header's search", () => {
  test("without JavaScript the header's search leads to the search page, whose form finds", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await browserWithoutScripts(browser, baseURL!);
    await page.goto('/en/about-us');
    await page.getByRole('banner').getByRole('link', { name: 'Open search' }).click();
    await expect(page).toHaveURL(/\/en\/search$/);
    const search = main(page).getByRole('search');
    await search.getByRole('searchbox').fill('liquidation');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=liquidation$/);
    await expect(
      main(page)
        .getByRole('link', { name: /liquidation/i })
        .first(),
    ).toBeVisible();
    await context.close();
  });

  test('with JavaScript the search link opens the panel, whose form searches', async ({ page }) => {
    await page.goto('/en/about-us');
    const toggle = page.getByRole('banner').locator('.chrome-search__toggle');
    // The panel is the scripts' (before them the link leads to the search page).
    await untilHydrated(toggle);
    await expect(toggle).toHaveAccessibleName('Open search');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const input = page.getByRole('banner').getByRole('searchbox', { name: 'Search term' });
    await expect(input).toBeFocused();
    await input.fill('liquidation');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=liquidation$/);
  });
});

test.describe("The valuation calculator's contact box", () => {
  test("without JavaScript the calculator's contact box leads to the contact form with the calculation", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await browserWithoutScripts(browser, baseURL!);
    await page.goto('/kalkulacka-hodnoty-firmy');
    const figures: [RegExp, string][] = [
      [/^Tržby/, '12000'],
      [/^Provozní výsledek/, '2400'],
      [/^Odpisy/, '300'],
      [/^Úročené dluhy/, '900'],
      [/^Vlastní kapitál/, '5000'],
    ];
    for (const [label, value] of figures) await main(page).getByLabel(label).fill(value);
    await main(page).getByRole('checkbox', { name: 'Mám zájem o kontakt nebo znalecký posudek' }).check();
    await main(page).getByRole('button', { name: 'Spočítat odhad' }).click();
    const range = await page.getByTestId('valuation-range').textContent();
    expect(range).toContain('Kč');
    await main(page).getByRole('button', { name: 'Pokračovat k poptávce' }).click();
    await expect(page).toHaveURL(/\/kontaktni-formular$/);
    const request = enquiryForm(page).getByLabel(/^Váš požadavek/);
    await expect(request).toHaveValue(/^Ocenění firmy – Tržby: 12000;/);
    await expect(request).toHaveValue(new RegExp(`Rozpětí ceny ${range!.replace(/\s/g, '\\s')}`));
    // A form the server prepared, not one that failed: no error above it.
    await expect(enquiryForm(page).getByRole('alert')).toHaveCount(0);
    await context.close();
  });

  test('with JavaScript the calculator box opens the dialog with the calculation', async ({ page }) => {
    await page.goto('/kalkulacka-hodnoty-firmy');
    const box = main(page).getByRole('checkbox', { name: 'Mám zájem o kontakt nebo znalecký posudek' });
    // The dialog the ticked box opens is the scripts' (before them the box goes with the form's post).
    await untilHydrated(box);
    await main(page)
      .getByLabel(/^Tržby/)
      .fill('12000');
    await box.check();
    const dialog = page.getByRole('dialog', { name: 'Ocenění firmy' });
    await expect(dialog.getByLabel(/^Váš požadavek/)).toBeVisible();
  });
});

test.describe('The language switch', () => {
  test('without JavaScript the language switch keeps the choice in the locale cookie', async ({ browser, baseURL }) => {
    const { context, page } = await browserWithoutScripts(browser, baseURL!);
    const locale = async () => (await context.cookies()).find((cookie) => cookie.name === 'locale')?.value;
    const switcher = () => page.getByRole('banner').getByRole('navigation', { name: /Výběr jazyka|Choose language/ });
    await page.goto('/o-nas');
    await switcher().getByRole('link', { name: 'en', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await locale()).toBe('en');
    await switcher().getByRole('link', { name: 'cz', exact: true }).click();
    await expect(page).toHaveURL(/\/o-nas$/);
    expect(await locale()).toBe('cs');
    await context.close();
  });
});
