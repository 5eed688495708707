import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, quietVisitor } from './knowledge-helpers';

test.beforeEach(async ({ context, baseURL }) => quietVisitor(context, baseURL));

test.describe('blog', () => {
  test('filters by category through a linkable query, in both languages', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('12 článků');
    await page
      .getByRole('navigation', { name: 'Kategorie článků' })
      .getByRole('link', { name: 'Virtuální sídla' })
      .click();
    await expect(page).toHaveURL(/\/blog\?category=virtualni-sidla$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('2 články');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);

    await page.goto('/en/blog?category=virtual-offices');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('2 articles');
    await expect(page.getByRole('main').getByRole('link', { name: 'Virtual offices' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('pages with real links and searches through its own box', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Strana 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByRole('link', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
    const box = page.getByPlaceholder('Hledat v článcích a podcastech…');
    await box.fill('ucetnictvi');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/hledani\?q=ucetnictvi$/);
  });

  test('a post shows its date, tags and related posts, with its alternate link', async ({ page }) => {
    await page.goto('/blog/1/jak-vybrat-virtualni-sidlo-7-veci-ktere-si-overit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Jak vybrat virtuální sídlo: 7 věcí, které si ověřit',
    );
    await expect(page.locator('main time').first()).toHaveText('12. února 2024');
    await expect(page.getByRole('heading', { name: 'Mohlo by vás zajímat' })).toBeVisible();
    const en = page.locator('link[rel="alternate"][hreflang="en"][href*="/en/blog/1/"]');
    await expect(en).toHaveCount(1);
    const href = (await en.getAttribute('href')) ?? '';
    await page.goto(new URL(href).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How to choose a virtual office: 7 things to check',
    );
    await expect(page.locator('main time').first()).toHaveText('12 February 2024');
    await expect(
      page.locator(
        'link[rel="alternate"][hreflang="cs"][href$="/blog/1/jak-vybrat-virtualni-sidlo-7-veci-ktere-si-overit"]',
      ),
    ).toHaveCount(1);
  });
});

test.describe('dictionary', () => {
  test('filters by letter, says so for an empty letter, and opens a term', async ({ page }) => {
    await page.goto('/slovnik-pojmu');
    const letters = page.getByRole('navigation', { name: 'Filtr podle počátečního písmene' });
    await letters.getByRole('link', { name: 'Č', exact: true }).click();
    await expect(page).toHaveURL(/\/slovnik-pojmu\?letter=%C4%8D$/);
    await expect(page.getByTestId('terms-list').getByRole('link')).toHaveText(['Čestné prohlášení']);
    await expect(letters.getByText('Q', { exact: true })).toHaveAttribute('aria-disabled', 'true');

    await page.goto('/slovnik-pojmu?letter=q');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Nebyly nalezeny žádné pojmy');
    await page.getByRole('link', { name: 'Zobrazit všechny pojmy' }).click();
    await page.getByRole('link', { name: 'Čestné prohlášení' }).click();
    await expect(page).toHaveURL(/\/slovnik-pojmu\/3\/cestne-prohlaseni$/);
    await page.getByRole('link', { name: '← Zpět na slovník pojmů' }).click();
    await expect(page).toHaveURL(/\/slovnik-pojmu$/);
  });

  test('the English list and its empty letter', async ({ page }) => {
    await page.goto('/en/dictionary-terms?letter=q');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No terms found');
    await page.goto('/en/glossary?letter=z');
    await expect(page.getByTestId('terms-list').getByRole('link')).toHaveText(['Zero-rated supply']);
  });

  for (const [width, columns] of [
    [1440, 3],
    [900, 2],
    [390, 1],
  ] as const) {
    test(`shows the terms in ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/slovnik-pojmu');
      const list = page.getByTestId('terms-list');
      await expect(list.getByRole('link').first()).toBeVisible();
      const lefts = await list
        .locator('li')
        .evaluateAll((items) => [...new Set(items.map((li) => Math.round(li.getBoundingClientRect().left)))]);
      expect(lefts).toHaveLength(columns);
    });
  }
});

test.describe('search', () => {
  test('finds Czech words typed without diacritics and marks them', async ({ page }) => {
    await page.goto('/hledani?q=sidlo%20brno');
    await expect(page.getByRole('searchbox', { name: 'Hledaný výraz' })).toHaveValue('sidlo brno');
    await expect(page.getByRole('main').getByRole('status')).toContainText('Nalezli jsme');
    await expect(page.getByRole('link', { name: 'Virtuální sídla Brno' })).toBeVisible();
    await expect(page.locator('main mark').first()).toHaveText(/^(Sídlo|sídlo|Brno)$/);
  });

  test('says nothing was found and suggests sections, in English', async ({ page }) => {
    await page.goto('/en/search?q=zzzyyyxxx');
    await expect(page.getByRole('main').getByRole('status')).toContainText('Nothing found.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Virtual offices' })).toHaveAttribute(
      'href',
      '/en/virtual-headquarters',
    );
  });
});

test.describe('valuation calculator', () => {
  const fill = async (page: Page, labels: Record<string, string>) => {
    for (const [label, value] of Object.entries(labels)) await page.getByLabel(label, { exact: true }).fill(value);
  };

  test('gives IT the higher price, and shows the message for invalid input', async ({ page }) => {
    // Typed before the page has hydrated or after: the scripts take up what the fields hold.
    await page.goto('/kalkulacka-hodnoty-firmy');
    await fill(page, {
      Tržby: '20000',
      'Provozní výsledek hospodaření': '2000',
      Odpisy: '500',
      'Úročené dluhy (úvěry, půjčky)': '1000',
      'Vlastní kapitál': '3000',
    });
    const probable = page.getByTestId('valuation-probable');
    await expect(probable).toHaveText('9 000 000 Kč');
    await page.getByRole('radio', { name: 'Ano, v IT' }).check();
    await expect(probable).toHaveText('15 250 000 Kč');
    await fill(page, { Odpisy: 'pět set' });
    await expect(page.getByText('Pole musí obsahovat pouze číslice.')).toBeVisible();
    await expect(probable).toHaveCount(0);
  });

  test('works in English and opens the contact form on interest', async ({ page }) => {
    await page.goto('/en/company-valuation-calculator');
    await fill(page, {
      Revenue: '5000',
      'Operating profit': '800',
      Depreciation: '200',
      'Interest-bearing debts (loans, credit)': '0',
      Equity: '1500',
    });
    await expect(page.getByTestId('valuation-range')).toHaveText('3 000 000 Kč – 5 000 000 Kč');
    await fill(page, { Equity: '-x' });
    await expect(page.getByText('The field may contain digits only.')).toBeVisible();
    await fill(page, { Equity: '1500' });
    await page.getByRole('checkbox', { name: 'I am interested in being contacted or in an expert opinion' }).check();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('thank-you page', () => {
  const headers = [
    ['', 'Děkujeme, vaši poptávku jsme přijali', 'Thank you, we have received your enquiry'],
    ['readymade', 'Děkujeme za zájem o ready-made společnost', 'Thank you for your interest in a ready-made company'],
    [
      'establishment',
      'Děkujeme za zájem o založení společnosti na klíč',
      'Thank you for your interest in a turnkey company',
    ],
    ['virtual-place', 'Děkujeme za zájem o virtuální sídlo', 'Thank you for your interest in a virtual office'],
    ['liquidation', 'Děkujeme za zájem o likvidaci společnosti', 'Thank you for your interest in company liquidation'],
    [
      'foreign-company',
      'Děkujeme za zájem o zahraniční společnost',
      'Thank you for your interest in an offshore company',
    ],
    [
      'startup',
      'Děkujeme za zájem o ready-made firmu pro startup',
      'Thank you for your interest in a ready-made start-up company',
    ],
    [
      'smart-room',
      'Děkujeme za zájem o pronájem zasedací místnosti',
      'Thank you for your interest in renting a meeting room',
    ],
  ] as const;

  test('shows the header of each interest in both languages', async ({ page }) => {
    for (const [interest, cs, en] of headers) {
      const query = interest ? `?interest=${interest}` : '';
      await page.goto(`/dekujeme${query}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cs);
      await page.goto(`/en/thank-you${query}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en);
    }
  });
});

test.describe('info pages', () => {
  test('a Smart Point topic links to the other topics and back to Smart Point, in both languages', async ({ page }) => {
    await page.goto('/info/3/vedeni-ucetnictvi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vedení účetnictví');
    const topics = page.getByRole('complementary', { name: 'Další témata Smart Point' });
    await topics.getByRole('link', { name: 'Daňové poradenství' }).click();
    await expect(page).toHaveURL(/\/info\/4\/danove-poradenstvi$/);
    await page.getByRole('link', { name: '← Zpět na Smart Point' }).click();
    await expect(page).toHaveURL(/\/smartpoint$/);

    await page.goto('/en/info/1/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  for (const path of [
    '/blog',
    '/en/blog/1/how-to-choose-a-virtual-office-7-things-to-check',
    '/slovnik-pojmu',
    '/en/glossary',
    '/slovnik-pojmu/3/cestne-prohlaseni',
    '/hledani?q=sidlo%20brno',
    '/en/search?q=zzzyyyxxx',
    '/kalkulacka-hodnoty-firmy',
    '/dekujeme?interest=liquidation',
    '/info/3/vedeni-ucetnictvi',
    '/en/info/22/responsible-representative',
  ]) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });
  }
});
