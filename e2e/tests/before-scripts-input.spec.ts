import { expect, test, type Page } from '@playwright/test';
import { untilHydrated } from './helpers';
import { browserOf, INBOX, inboxRow, STAFF, uniqueName } from './staff-inbox-helpers';

/**
 * Nothing a visitor does before the scripts run is lost: a file chosen in the server's form before
 * the page hydrated goes with the enquiry.
 */

const main = (page: Page) => page.getByRole('main');

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

  const staff = await browserOf(browser, baseURL!, { as: STAFF });
  await staff.page.goto(INBOX.en);
  await inboxRow(staff.page, name).getByRole('link', { name }).click();
  await expect(staff.page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(staff.page.getByRole('link', { name: 'zadani-predem.pdf' })).toBeVisible();
  await Promise.all([visitor.context.close(), staff.context.close()]);
});
