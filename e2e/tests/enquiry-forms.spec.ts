import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmReservation, seriousFaults } from './enquiry-helpers';
import { dismissPopups, untilHydrated } from './helpers';

/**
 * The enquiry forms on the production build against the real API: each modal form type, the
 * ready-made booking with its conflicts, drafts, offline sending, the error summary by keyboard and
 * the robot trap. Pages are rendered on the server and work before their scripts run; a test waits
 * for the scripts (`untilHydrated`) only where what it checks is theirs: the modal form, the draft,
 * the offline notice.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await dismissPopups(context, baseURL!);
});

/** A person filling in the form: name, e-mail and the consent box. */
async function fillPerson(form: Locator, name = 'Jana Nováková', email = 'jana.novakova@example.com') {
  await form.getByLabel('Jméno a příjmení').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('checkbox', { name: /zpracováním osobních údajů/ }).check();
}

/** Waits as long as a person needs at least to fill in a form (robots are quicker; the API sets theirs aside). */
const takeYourTime = (page: Page) => page.waitForTimeout(2_100);

const savedEnquiry = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/user-request/save'));

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer);

const MODAL_TYPES = [
  {
    type: 'virtual-place',
    path: '/virtualni-sidla/3/brno-stred-sumavska',
    button: 'Poptat',
    item: { id: 3, name: 'Brno-střed – Šumavská' },
  },
  {
    type: 'smart-room',
    path: '/pronajem-zasedacich-mistnosti/1/zasedaci-mistnost-rohan-praha-8',
    button: 'Rezervovat',
    item: { id: 1, name: 'Zasedací místnost Rohan – Praha 8' },
  },
  {
    type: 'foreign-company',
    path: '/zahranicni-spolecnosti/1/spolecnost-na-slovensku',
    button: 'Poptat',
    item: { id: 1, name: 'Společnost na Slovensku' },
  },
  { type: 'contact-form', path: '/', button: 'Zeptejte se', item: null },
] as const;

for (const { type, path, button, item } of MODAL_TYPES) {
  test(`the ${type} modal form opens with its item and sends it`, async ({ page }) => {
    await page.goto(path);
    // A link to the item's form on the contact page, which the scripts turn into the modal.
    const opener = page.getByRole('link', { name: button, exact: true }).first();
    await untilHydrated(opener);
    await opener.click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('form', { name: 'Poptávkový formulář' });
    await expect(form).toBeVisible();
    if (item) await expect(form.getByText(item.name)).toBeVisible();
    else await form.getByLabel('Váš požadavek').fill('Dobrý den, kolik stojí založení s.r.o.?');
    await fillPerson(form);
    await takeYourTime(page);

    const saved = savedEnquiry(page);
    await form.getByRole('button', { name: 'Odeslat poptávku' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      firstname: 'Jana Nováková',
      agreement: true,
      website: '',
      content: item
        ? { type, id: item.id, name: item.name }
        : { type, id: null, name: 'Dobrý den, kolik stojí založení s.r.o.?' },
    });
    await expect(page).toHaveURL(`/dekujeme?interest=${type}`);
    await expect(dialog).toBeHidden();
    expect(await dataLayer(page)).toContainEqual({ event: 'form_sent', formType: type });
  });
}

/** The enquiry form's name, fields and button in each language. */
const FORM_LABELS = {
  cs: {
    form: 'Poptávkový formulář',
    name: 'Jméno a příjmení',
    consent: /zpracováním osobních údajů/,
    send: 'Odeslat poptávku',
  },
  en: { form: 'Enquiry form', name: 'Full name', consent: /processing of my personal data/, send: 'Send enquiry' },
} as const;

/** The service pages whose own button opens their enquiry form, in both languages. */
const SERVICE_PAGES = [
  {
    type: 'establishment',
    path: '/zalozeni-spolecnosti-sro',
    button: 'Poptat založení',
    item: { id: 15, name: 'Založení s.r.o. na klíč' },
    service: 'Virtuální sídlo',
    thanks: { url: '/dekujeme?interest=establishment', title: 'Děkujeme za zájem o založení společnosti na klíč' },
    labels: FORM_LABELS.cs,
  },
  {
    type: 'establishment',
    path: '/en/company-establishment',
    button: 'Enquire about formation',
    item: { id: 13, name: 'Turnkey company formation' },
    service: 'VAT registration',
    thanks: { url: '/en/thank-you?interest=establishment', title: 'Thank you for your interest in a turnkey company' },
    labels: FORM_LABELS.en,
  },
  {
    type: 'liquidation',
    path: '/likvidace-spolecnosti',
    button: 'Poptat likvidaci',
    item: { id: 4, name: 'Likvidace společnosti' },
    service: 'Účetnictví a daňová přiznání v likvidaci',
    thanks: { url: '/dekujeme?interest=liquidation', title: 'Děkujeme za zájem o likvidaci společnosti' },
    labels: FORM_LABELS.cs,
  },
  {
    type: 'liquidation',
    path: '/en/company-liquidation',
    button: 'Enquire about liquidation',
    item: { id: 4, name: 'Company liquidation' },
    service: 'Virtual office for the liquidation period',
    thanks: { url: '/en/thank-you?interest=liquidation', title: 'Thank you for your interest in company liquidation' },
    labels: FORM_LABELS.en,
  },
] as const;

for (const { type, path, button, item, service, thanks, labels } of SERVICE_PAGES) {
  test(`the ${type} form opens from ${path}, sends with its page and a chosen service, and thanks for that interest`, async ({
    page,
  }) => {
    await page.goto(path);
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('form', { name: labels.form });
    // A link to the contact form that the page's scripts turn into the dialog: clicked once they have.
    const link = page.getByRole('main').getByRole('link', { name: button, exact: true });
    await untilHydrated(link);
    await link.click();
    await expect(form).toBeVisible();
    await expect(form.getByText(item.name)).toBeVisible();
    await form.getByLabel(labels.name).fill('Petr Svoboda');
    await form.getByLabel('E-mail').fill('petr.svoboda@example.com');
    await form.getByRole('checkbox', { name: service }).check();
    await form.getByRole('checkbox', { name: labels.consent }).check();
    await takeYourTime(page);

    const saved = savedEnquiry(page);
    await form.getByRole('button', { name: labels.send }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      firstname: 'Petr Svoboda',
      content: { type, id: item.id, name: item.name, otherServices: [service] },
    });
    await expect(page).toHaveURL(thanks.url);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: thanks.title })).toBeVisible();
  });
}

test.describe('ready-made booking', () => {
  const row = (page: Page, name: string) =>
    page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name }) });

  async function openBooking(page: Page, company: string) {
    await page.goto('/ready-made-spolecnosti');
    // Before the page has hydrated the link leads to the contact page; the dialog needs the scripts.
    const link = row(page, company).getByRole('link', { name: `Rezervovat: ${company}` });
    await untilHydrated(link);
    await link.click();
    const form = page.getByRole('dialog').getByRole('form', { name: 'Poptávkový formulář' });
    await expect(form.getByText(company)).toBeVisible();
    return form;
  }

  test('marks the company reserved; the visitor who was a moment late is told in plain words and offered the contact form', async ({
    browser,
    baseURL,
  }) => {
    test.slow(); // two visitors and three bookings, each taking a person's time
    const company = 'Danube Capital SE';
    const [first, second] = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
    await Promise.all([dismissPopups(first, baseURL!), dismissPopups(second, baseURL!)]);
    const quick = await first.newPage();
    const late = await second.newPage();
    // Both open the booking while the company is still free.
    const quickForm = await openBooking(quick, company);
    const lateForm = await openBooking(late, company);

    await fillPerson(quickForm, 'Karel Rychlý', 'karel.rychly@example.com');
    await takeYourTime(quick);
    await quickForm.getByRole('button', { name: 'Odeslat poptávku' }).click();
    await expect(quick).toHaveURL('/dekujeme?interest=readymade');
    await quick.goto('/ready-made-spolecnosti');
    await expect(row(quick, company).getByText('Rezervováno')).toBeVisible();
    await expect(row(quick, company).getByRole('button')).toHaveCount(0);

    await fillPerson(lateForm, 'Eva Pozdní', 'eva.pozdni@example.com');
    await lateForm.getByLabel('Telefon').fill('777 888 999');
    await takeYourTime(late);
    await lateForm.getByRole('button', { name: 'Odeslat poptávku' }).click();
    const alert = lateForm.getByRole('alert');
    await expect(alert).toContainText(`${company} si mezitím rezervoval někdo jiný`);
    await expect(lateForm.getByLabel('Jméno a příjmení')).toHaveValue('Eva Pozdní');
    // The table behind the dialog learns that the company is taken.
    await expect(row(late, company).getByText('Rezervováno')).toBeVisible();

    await alert.getByRole('button', { name: 'Napsat přes kontaktní formulář' }).click();
    const contact = late.getByRole('dialog', { name: 'Napište nám' }).getByRole('form');
    await expect(contact.getByLabel('Jméno a příjmení')).toHaveValue('Eva Pozdní');
    await expect(contact.getByLabel('E-mail')).toHaveValue('eva.pozdni@example.com');
    await expect(contact.getByLabel('Telefon')).toHaveValue('777 888 999');
    await expect(contact.getByLabel('Váš požadavek')).toHaveValue(
      `Zajímala mě ready-made společnost ${company} – ozvěte se mi prosím.`,
    );

    // One pending reservation per visitor: the quick one's second booking gets its own message.
    const another = await openBooking(quick, 'Central Europe Holding SE');
    await fillPerson(another, 'Karel Rychlý', 'karel.rychly@example.com');
    await takeYourTime(quick);
    await another.getByRole('button', { name: 'Odeslat poptávku' }).click();
    await expect(another.getByRole('alert')).toContainText('už čeká jedna rezervace ready-made společnosti');
    await confirmReservation(quick.request, company);
    await Promise.all([first.close(), second.close()]);
  });

  test("a robot's booking gets the normal answer but reserves nothing", async ({ page }) => {
    const company = 'Nová Vlna Digital s.r.o.';
    await page.goto('/ready-made-pro-startup');
    await row(page, company)
      .getByRole('link', { name: `Rezervovat: ${company}` })
      .click();
    // The booking form in the dialog the scripts open, or before them on the contact page the link leads to.
    const form = page.getByRole('form', { name: 'Poptávkový formulář' });
    await fillPerson(form, 'Spam Bot', 'bot@example.com');
    // Robots fill in every field, the one hidden from people too.
    await form.locator('input[name="website"]').fill('https://cheap-offers.example', { force: true });
    await form.getByRole('button', { name: 'Odeslat poptávku' }).click();
    await expect(page).toHaveURL('/dekujeme?interest=readymade');
    await page.goto('/ready-made-pro-startup');
    await expect(row(page, company).getByRole('link', { name: `Rezervovat: ${company}` })).toBeVisible();
  });
});

test('the contact form keeps a draft through a reload and an offline send, and forgets it once sent', async ({
  page,
  context,
}) => {
  await page.goto('/kontaktni-formular');
  const form = page.getByRole('main').getByRole('form', { name: 'Poptávkový formulář' });
  // The draft is the scripts': they keep what is typed once they run, and put it back after a reload.
  await untilHydrated(form.getByLabel('Jméno a příjmení'));
  await form.getByLabel('Jméno a příjmení').fill('Petra Svobodová');
  await form.getByLabel('Váš požadavek').fill('Potřebuji sídlo pro novou s.r.o. v Ostravě.');
  await page.reload();
  // Offline, only the scripts keep the form and say why it was not sent (a plain post gets the
  // browser's error page).
  await untilHydrated(form.getByRole('button', { name: 'Odeslat poptávku' }));
  await expect(form.getByLabel('Jméno a příjmení')).toHaveValue('Petra Svobodová');
  await expect(form.getByLabel('Váš požadavek')).toHaveValue('Potřebuji sídlo pro novou s.r.o. v Ostravě.');

  await form.getByLabel('E-mail').fill('petra.svobodova@example.com');
  await form.getByRole('checkbox', { name: /zpracováním osobních údajů/ }).check();
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Odeslat poptávku' }).click();
  await expect(form.getByRole('alert')).toContainText('Jste offline. Poptávku teď odeslat nelze');
  await expect(form.getByLabel('Jméno a příjmení')).toHaveValue('Petra Svobodová');

  await context.setOffline(false);
  await form.getByRole('button', { name: 'Zkusit znovu' }).click();
  await expect(page).toHaveURL('/dekujeme?interest=contact-form');
  await page.goto('/kontaktni-formular');
  // Empty once the scripts have run, which would have put a draft back.
  await untilHydrated(form.getByLabel('Jméno a příjmení'));
  await expect(form.getByLabel('Jméno a příjmení')).toHaveValue('');
});

test('the keyboard alone completes the contact form', async ({ page }) => {
  await page.goto('/kontaktni-formular');
  const form = page.getByRole('main').getByRole('form', { name: 'Poptávkový formulář' });
  await form.getByLabel('Jméno a příjmení').focus();
  await page.keyboard.type('Tomáš Klávesnice');
  await page.keyboard.press('Tab');
  await page.keyboard.type('tomas.klavesnice@example.com');
  await page.keyboard.press('Tab'); // the phone prefix
  await page.keyboard.press('Tab');
  await page.keyboard.type('602 111 222');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Zajímá mě virtuální sídlo v Praze.');
  // The attachments button, the consent box (its privacy link comes after it in the sentence).
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('checkbox', { name: /zpracováním osobních údajů/ })).toBeFocused();
  await page.keyboard.press('Space');
  await takeYourTime(page);
  const saved = savedEnquiry(page);
  await form.getByRole('button', { name: 'Odeslat poptávku' }).focus();
  await page.keyboard.press('Enter');
  expect((await saved).request().postDataJSON()).toMatchObject({
    firstname: 'Tomáš Klávesnice',
    email: 'tomas.klavesnice@example.com',
    phone: '+420602111222',
    agreement: true,
    content: { type: 'contact-form', name: 'Zajímá mě virtuální sídlo v Praze.' },
  });
  await expect(page).toHaveURL('/dekujeme?interest=contact-form');
});

test('the error summary by keyboard, and no serious accessibility fault with errors shown', async ({ page }) => {
  await page.goto('/kontaktni-formular');
  const form = page.getByRole('main').getByRole('form', { name: 'Poptávkový formulář' });
  // Sent empty by the scripts, or before them by the form's own post: the scripts focus the summary either way.
  await form.getByRole('button', { name: 'Odeslat poptávku' }).click();
  const summary = form.getByRole('alert').filter({ hasText: 'Opravte prosím tyto chyby' });
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  const first = summary.getByRole('link').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Jméno a příjmení')).toBeFocused();

  expect(await seriousFaults(page, 'main form')).toEqual([]);

  // The same in a modal form.
  await page.goto('/virtualni-sidla/3/brno-stred-sumavska');
  const enquire = page.getByRole('main').getByRole('link', { name: 'Poptat', exact: true });
  // The modal form, which the scripts open (before them the link leads to the contact page).
  await untilHydrated(enquire);
  await enquire.click();
  const modal = page.getByRole('dialog').getByRole('form', { name: 'Poptávkový formulář' });
  await modal.getByRole('button', { name: 'Odeslat poptávku' }).click();
  await expect(modal.getByRole('alert').filter({ hasText: 'Opravte prosím tyto chyby' })).toBeFocused();
  expect(await seriousFaults(page, '[role="dialog"] form')).toEqual([]);
});
