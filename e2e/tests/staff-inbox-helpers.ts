import { expect, type Browser, type BrowserContext, type Download, type Page } from '@playwright/test';
import { dismissPopups } from './helpers';

export const STAFF = { email: 'staff@example.com', password: 'staff-password' };
export const DEMO = { email: 'demo@example.com', password: 'demo-password' };
export const INBOX = { cs: '/admin/poptavky', en: '/en/admin/enquiries' } as const;

/** A name no other test uses, with Czech letters (the CSV must keep them). */
export function uniqueName(first: string): string {
  return `${first} Žluťoučká ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** A browser of its own, logged in (the session cookie) when `as` is given; popups dismissed. */
export async function browserOf(
  browser: Browser,
  baseURL: string,
  { as, javaScriptEnabled = true }: { as?: { email: string; password: string }; javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  await dismissPopups(context, baseURL);
  if (as) expect((await context.request.post('/api/auth/login', { data: as })).ok()).toBe(true);
  return { context, page: await context.newPage() };
}

/** The number in the inbox's title, `(3) Poptávky | …`; 0 when it shows none. */
export async function titleCount(page: Page): Promise<number> {
  const match = /^\((\d+)\) /.exec(await page.title());
  return match ? Number(match[1]) : 0;
}

/**
 * An enquiry as the API receives it from the contact form, `fillMs` after the form appeared: under
 * 2 s the time trap sets it aside (the API's own tests make a quarantined enquiry the same way).
 */
export async function sendEnquiry(page: Page, name: string, fillMs: number): Promise<number> {
  const response = await page.request.post('/api/user-request/save?lang=cs', {
    data: {
      firstname: name,
      email: `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@example.com`,
      phone: '+420777123456',
      files: [],
      agreement: true,
      content: { type: 'contact-form', id: null, name: 'Potřebuji sídlo pro novou s.r.o.', otherServices: [] },
      website: '',
      fillMs,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/** A visitor sends the contact page's form, after a person's time to fill it in. */
export async function sendFromContactForm(page: Page, name: string, email: string, phone: string): Promise<void> {
  await page.goto('/kontaktni-formular');
  const form = page.getByRole('main').getByRole('form', { name: 'Poptávkový formulář' });
  await form.getByLabel('Jméno a příjmení').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefon').fill(phone);
  await form.getByLabel('Váš požadavek').fill('Dobrý den, hledám sídlo v Praze.');
  await form.getByRole('checkbox', { name: /zpracováním osobních údajů/ }).check();
  await page.waitForTimeout(2_100);
  await form.getByRole('button', { name: 'Odeslat poptávku' }).click();
  await expect(page).toHaveURL('/dekujeme?interest=contact-form');
}

/**
 * A visitor books a ready-made company from the public listing: in the modal enquiry form the
 * scripts open, or on the contact page the link leads to before they run.
 */
export async function bookReadyMade(page: Page, company: string, name: string): Promise<void> {
  await page.goto('/ready-made-spolecnosti');
  await listingRow(page, company)
    .getByRole('link', { name: `Rezervovat: ${company}` })
    .click();
  const form = page.getByRole('form', { name: 'Poptávkový formulář' });
  await expect(form.getByText(company)).toBeVisible();
  await form.getByLabel('Jméno a příjmení').fill(name);
  await form.getByLabel('E-mail').fill(`rezervace.${Date.now()}@example.com`);
  await form.getByRole('checkbox', { name: /zpracováním osobních údajů/ }).check();
  await page.waitForTimeout(2_100); // a person's time: faster, the booking would be set aside
  await form.getByRole('button', { name: 'Odeslat poptávku' }).click();
  await expect(page).toHaveURL('/dekujeme?interest=readymade');
}

/** A company's row of the public ready-made listing. */
export function listingRow(page: Page, company: string) {
  return page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: company }) });
}

/** The inbox's row of an enquiry, by the sender's name. */
export function inboxRow(page: Page, name: string) {
  return page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
}

/** The newest status change of the open enquiry: by the staff login, today (Prague time), `change`. */
export async function expectLatestChange(page: Page, change: string): Promise<void> {
  const latest = page.getByRole('region', { name: 'Historie stavu' }).getByRole('row').nth(1);
  const today = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', day: 'numeric', month: 'numeric' })
    .format(new Date())
    .replace(/\s/g, ' ');
  await expect(latest).toContainText(STAFF.email);
  await expect(latest).toContainText(change);
  await expect(latest).toContainText(today);
}

/** A download's content, as UTF-8 text (a byte-order mark kept). */
export async function textOf(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
