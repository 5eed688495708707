import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';

/** The offer pages in both languages: listings, details, tables and tabs against the real API. */

const PAGES = {
  cs: {
    brno: '/virtualni-sidla-brno',
    office: '/virtualni-sidla/3/brno-stred-sumavska',
    room: '/pronajem-zasedacich-mistnosti/1/zasedaci-mistnost-rohan-praha-8',
    readyMade: '/ready-made-spolecnosti/sro',
    foreign: '/zahranicni-spolecnosti',
    prices: '/cenik/likvidace',
  },
  en: {
    brno: '/en/virtual-headquarters-brno',
    office: '/en/virtual-headquarters/3/brno-stred-sumavska',
    room: '/en/meeting-rooms-rental/1/rohan-meeting-room-prague-8',
    readyMade: '/en/ready-made-companies/as',
    foreign: '/en/foreign-companies',
    prices: '/en/pricelist/liquidation',
  },
} as const;

const T = {
  cs: {
    list: 'Nabídka virtuálních sídel',
    fromPrice: 'od 700 Kč měsíčně',
    full: 'Obsazeno',
    detail: 'Detail: Brno-střed – Šumavská',
    services: 'Další služby',
    scanning: 'Skenování pošty (10 ks)',
    addToCart: 'Do košíku',
    tariffs: 'Tarify sídla',
    tariffRows: [
      '700 Kč bez DPH měsíčněDélka pronájmu: dvouletý pronájem',
      '790 Kč bez DPH měsíčněDélka pronájmu: roční pronájem',
    ],
    addOneYear: 'Do košíku: roční pronájem',
    activation: 'Jednorázový aktivační poplatek: 2 000 Kč bez DPH',
    enquire: 'Poptat',
    room: 'Zasedací místnost Rohan – Praha 8',
    book: 'Rezervovat',
    reservedName: 'Moravia Services s.r.o.',
    freeName: 'Alfa Consulting s.r.o.',
    reserved: 'Rezervováno',
    tabs: ['EU', 'Mimo EU', 'Offshore'],
    jurisdictions: ['Společnost na Slovensku', 'Společnost ve Velké Británii', 'Společnost na Seychelách'],
    section: 'Likvidace',
    notFound: 'Stránka nenalezena',
  },
  en: {
    list: 'Virtual offices on offer',
    fromPrice: 'from 700 Kč a month',
    full: 'Full',
    detail: 'Detail: Brno-střed – Šumavská',
    services: 'Other services',
    scanning: 'Mail scanning (10 items)',
    addToCart: 'Add to cart',
    tariffs: 'Office tariffs',
    tariffRows: [
      '700 Kč excl. VAT a monthRental period: two-year rental',
      '790 Kč excl. VAT a monthRental period: one-year rental',
    ],
    addOneYear: 'Add to cart: one-year rental',
    activation: 'One-time activation fee: 2 000 Kč excl. VAT',
    enquire: 'Enquire',
    room: 'Rohan meeting room – Prague 8',
    book: 'Book',
    reservedName: 'Pražská realitní a.s.',
    freeName: 'Bohemia Invest a.s.',
    reserved: 'Reserved',
    tabs: ['EU', 'Non-EU', 'Offshore'],
    jurisdictions: ['Company in Slovakia', 'Company in the United Kingdom', 'Company in the Seychelles'],
    section: 'Liquidation',
    notFound: 'This page could not be found',
  },
} as const;

const main = (page: Page) => page.getByRole('main');

for (const locale of ['cs', 'en'] as const) {
  const paths = PAGES[locale];
  const t = T[locale];

  test.describe(`offer (${locale})`, () => {
    test('the Brno listing with a full office disabled, and a Brno office with its prices and services', async ({
      page,
    }) => {
      await page.goto(paths.brno);
      const list = main(page).getByRole('list', { name: t.list });
      await expect(list.getByText(t.fromPrice)).toBeVisible();
      await expect(list.getByRole('button', { name: t.full })).toBeDisabled();
      await main(page).getByRole('link', { name: t.detail }).click();
      await expect(page).toHaveURL(paths.office);
      await expect(page.getByRole('heading', { level: 1, name: 'Brno-střed – Šumavská' })).toBeVisible();
      const tariffs = main(page).getByRole('list', { name: t.tariffs }).getByRole('listitem');
      await expect(tariffs).toHaveCount(2);
      for (const [index, text] of t.tariffRows.entries()) await expect(tariffs.nth(index)).toContainText(text);
      await expect(main(page).getByText(t.activation)).toBeVisible();
      await expect(tariffs.nth(1).getByRole('button', { name: t.addOneYear })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.services })).toBeVisible();
      await expect(main(page).getByText(t.scanning)).toBeVisible();
      await expect(
        main(page).getByRole('button', { name: `${t.addToCart}: ${t.scanning}`, exact: true }),
      ).toBeVisible();
      await expect(main(page).getByRole('link', { name: t.enquire, exact: true })).toBeVisible();
    });

    test('a meeting-room detail', async ({ page }) => {
      await page.goto(paths.room);
      await expect(page.getByRole('heading', { level: 1, name: t.room })).toBeVisible();
      await expect(main(page).getByRole('link', { name: t.book, exact: true })).toBeVisible();
    });

    test('the ready-made table of a type with a reserved row', async ({ page }) => {
      await page.goto(paths.readyMade);
      const reserved = main(page)
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: t.reservedName }) });
      await expect(reserved.getByText(t.reserved)).toBeVisible();
      await expect(reserved.getByRole('link')).toHaveCount(0);
      const free = main(page)
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: t.freeName }) });
      await expect(free.getByRole('link', { name: new RegExp(`^${t.book}`) })).toBeVisible();
    });

    test('each foreign-company tab by keyboard', async ({ page }) => {
      // A key pressed before the page has hydrated is played on the tab once it has.
      await page.goto(paths.foreign);
      const first = page.getByRole('tab', { name: t.tabs[0], exact: true });
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await first.focus();
      for (const [index, name] of t.tabs.entries()) {
        const tab = page.getByRole('tab', { name, exact: true });
        await expect(tab).toBeFocused();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel').getByRole('link', { name: t.jurisdictions[index] })).toBeVisible();
        await page.keyboard.press('ArrowRight');
      }
      await expect(first).toBeFocused();
    });

    test('a price-list section by URL', async ({ page }) => {
      await page.goto(paths.prices);
      await expect(page.getByRole('tab', { name: t.section })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('heading', { name: t.section })).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
    });

    test('a wrong slug is corrected and an unknown id shows the not-found page', async ({ page }) => {
      const wrong = paths.office.replace('brno-stred-sumavska', 'wrong-slug');
      await page.goto(wrong);
      await expect(page).toHaveURL(paths.office);
      await expect(page.getByRole('heading', { level: 1, name: 'Brno-střed – Šumavská' })).toBeVisible();
      await page.goto(paths.office.replace('/3/', '/999/'));
      await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
    });

    for (const width of [390, 1440]) {
      test(`no serious or critical axe violation at ${width} px`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 900 });
        const violations: string[] = [];
        for (const [name, url] of Object.entries(paths)) {
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          const results = await new AxeBuilder({ page }).include('main').analyze();
          const serious = results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${name}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
          violations.push(...serious);
        }
        expect(violations).toEqual([]);
      });
    }
  });
}

test('screenshots of a listing, a detail and the ready-made table', async ({ page }) => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write docs/screens/catalog-*.png');
  test.setTimeout(90_000);
  const shots = { listing: PAGES.cs.brno, detail: PAGES.cs.office, 'ready-made': '/ready-made-spolecnosti' };
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, url] of Object.entries(shots)) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const accept = page.getByRole('button', { name: 'Přijmout vše' });
      if (await accept.isVisible()) await accept.click();
      await page.screenshot({
        fullPage: true,
        path: path.join(__dirname, '..', '..', 'docs', 'screens', `catalog-${name}-${width}.png`),
      });
    }
  }
});
