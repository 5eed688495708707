import { expect, test } from '@playwright/test';
import path from 'node:path';
import { ROOT, SUITE_PORT, startServer } from './server-process';

test('an integrator page embeds the enquiry form alone and it sends to the real API', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/embed/enquiry.html');
  await expect(page.getByRole('heading', { name: 'Poptávkový formulář na vašem webu' })).toBeVisible();
  const form = page.locator('#enquiry form');
  await expect(form).toBeVisible();
  await form.getByLabel('Jméno a příjmení').fill('Jana Integrátorová');
  await form.getByLabel('E-mail').fill('jana@example.com');
  await form.getByLabel('Váš požadavek').fill('Mám zájem o virtuální sídlo v Brně.');
  await form.getByRole('button', { name: 'Odeslat poptávku' }).click();
  // Without the consent box ticked the server refuses, and says so at the box and in the summary.
  await expect(form.getByRole('alert')).toContainText('Opravte prosím tyto chyby');
  await expect(form.getByRole('checkbox', { name: /zpracováním osobních údajů/ })).toHaveAccessibleDescription(
    'Toto pole je nutné potvrdit.',
  );
  await form.getByRole('checkbox', { name: /zpracováním osobních údajů/ }).check();
  await form.getByRole('button', { name: 'Odeslat poptávku' }).click();
  await expect(page.getByText(/Ukázka události enquiry-sent: poptávka č\. \d+ byla uložena\./)).toBeVisible();
  // The embed script and the remote alone: no shell entry, no other remote.
  expect(scripts.every((path) => path === '/embed/enquiry.js' || path.startsWith('/remotes/mf-forms/'))).toBe(true);
});

test('maintenance mode sends visitors to the maintenance page @local', async ({ page }) => {
  test.setTimeout(120_000);
  // The operator's switch on a server of its own (the suite's server stays open).
  const { base, server } = await startServer(SUITE_PORT + 4, {
    MAINTENANCE: '1',
    DATA_DIR: path.join(ROOT, 'e2e', '.data', 'maintenance'),
  });
  try {
    const response = await fetch(`${base}/en/contact`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/en/maintenance');
    await page.goto(`${base}/en/contact`);
    await expect(page).toHaveURL(/\/en\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0); // simple layout
    await page.goto(`${base}/kontakt`);
    await expect(page).toHaveURL(/\/mimo-provoz$/);
  } finally {
    server.kill('SIGTERM');
  }
});
