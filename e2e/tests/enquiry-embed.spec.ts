import { expect, test, type Request } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seriousFaults } from './enquiry-helpers';

/**
 * The one-line embed on an integrator's page: a plain page served from another origin (a second
 * port) with the site's `/embed/enquiry.js` and two `<enquiry-form>` elements. Its own styles are
 * hostile to forms, and its storage and cookies hold things the form must never read or send.
 */

const hostPage = (site: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Partner s.r.o. – contact</title>
  <style>
    body { font: 30px/1 serif; color: rgb(200, 0, 0); }
    label, input[type="checkbox"] { display: none !important; }
    .btn { background: rgb(0, 128, 0); color: rgb(255, 255, 255); }
  </style>
  <script>
    localStorage.setItem('auth-token', 'token-of-the-host-page');
    document.cookie = 'host-session=secret-of-the-host-page';
    window.sent = [];
    document.addEventListener('enquiry-sent', (event) => window.sent.push({ form: event.target.id, id: event.detail.id }));
    // From here on the page's own script is done: every read or write of its storage or cookies is the embed's.
    window.touched = [];
    for (const name of ['getItem', 'setItem', 'removeItem', 'key', 'clear']) {
      const original = Storage.prototype[name];
      Storage.prototype[name] = function (...args) {
        window.touched.push((this === localStorage ? 'localStorage.' : 'sessionStorage.') + name + '(' + (args[0] ?? '') + ')');
        return original.apply(this, args);
      };
    }
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      get() { window.touched.push('read document.cookie'); return cookie.get.call(document); },
      set(value) { window.touched.push('write document.cookie'); cookie.set.call(document, value); },
    });
  </script>
  <script src="${site}/embed/enquiry.js" async></script>
</head>
<body>
  <h1>Partner s.r.o.</h1>
  <button type="button" class="btn" id="own">The partner's own button</button>
  <enquiry-form id="first" lang="cs"></enquiry-form>
  <enquiry-form id="second" lang="en" type="virtual-place" item-name="Virtual office Brno" item-id="3"></enquiry-form>
</body>
</html>`;

let server: Server;
let hostUrl: string;

test.beforeAll(async ({ baseURL }) => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hostPage(baseURL!));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('an integrator page on another origin embeds two forms with one script line, and both send real enquiries', async ({
  page,
  baseURL,
}) => {
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${baseURL}/api/user-request/save`)) saves.push(request);
  });
  await page.goto(hostUrl);
  const first = page.locator('#first');
  const second = page.locator('#second');

  // The host page's styles hide labels and checkboxes; inside the element they stay as they are.
  await expect(first.getByLabel('Jméno a příjmení')).toBeVisible();
  await expect(first.getByRole('checkbox', { name: /zpracováním osobních údajů/ })).toBeVisible();
  await expect(second.getByText('Virtual office Brno')).toBeVisible();
  // The form's own styles do reach it inside the element (its buttons are at least 44 px high).
  await expect(first.getByRole('button', { name: 'Odeslat poptávku' })).toHaveCSS('min-height', '44px');
  await page.screenshot({ path: '../docs/screens/embed-on-another-origin.png', fullPage: true });

  await first.getByLabel('Jméno a příjmení').fill('Jana Integrátorová');
  await first.getByLabel('E-mail').fill('jana@partner.example');
  await first.getByLabel('Váš požadavek').fill('Mám zájem o virtuální sídlo v Brně.');
  await first.getByRole('checkbox', { name: /zpracováním osobních údajů/ }).check();
  await first.getByRole('button', { name: 'Odeslat poptávku' }).click();
  await expect(first.getByRole('heading', { name: 'Děkujeme za poptávku' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sent: object[] }).sent))
    .toEqual([{ form: 'first', id: expect.any(Number) }]);

  await second.getByLabel('Full name').fill('John Partner');
  await second.getByLabel('E-mail').fill('john@partner.example');
  await second.getByRole('checkbox', { name: /processing of my personal data/ }).check();
  await second.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(second.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeVisible();
  const sent = await page.evaluate(() => (window as unknown as { sent: { form: string; id: number }[] }).sent);
  expect(sent.map((event) => event.form)).toEqual(['first', 'second']);
  expect(sent[1]!.id).toBeGreaterThan(sent[0]!.id);

  expect(saves).toHaveLength(2);
  expect(saves[1]!.postDataJSON()).toMatchObject({
    firstname: 'John Partner',
    content: { type: 'virtual-place', id: 3, name: 'Virtual office Brno' },
  });
  // The embed neither read nor wrote the host page's storage (its login token included) or cookies.
  // The one exception is the federation runtime's own debug switch, a flag it looks up in every page
  // it runs on to decide whether to log verbosely; its value goes nowhere.
  const touched = await page.evaluate(() => (window as unknown as { touched: string[] }).touched);
  expect(touched.filter((access) => access !== 'localStorage.getItem(FEDERATION_DEBUG)')).toEqual([]);
  for (const save of saves) {
    const headers = await save.allHeaders();
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
    expect(headers.origin).toBe(hostUrl.replace(/\/$/, ''));
  }

  // Nothing of the form's styling reaches the host page.
  await expect(page.locator('#own')).toHaveCSS('background-color', 'rgb(0, 128, 0)');
  const applied = await page.evaluate(
    (site) =>
      [...document.styleSheets].filter((sheet) => sheet.href?.startsWith(site) && sheet.media.mediaText !== 'not all')
        .length,
    baseURL!,
  );
  expect(applied).toBe(0);
});

test("the embedded form's error summary works by keyboard inside the element", async ({ page }) => {
  await page.goto(hostUrl);
  const first = page.locator('#first');
  await first.getByRole('button', { name: 'Odeslat poptávku' }).click();
  const summary = first.getByRole('alert').filter({ hasText: 'Opravte prosím tyto chyby' });
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first.getByLabel('Jméno a příjmení')).toBeFocused();
  // The host page's address is left alone.
  expect(new URL(page.url()).hash).toBe('');
  expect(await seriousFaults(page, '#first')).toEqual([]);
});

test('the element follows its attributes and goes away when removed', async ({ page }) => {
  await page.goto(hostUrl);
  const first = page.locator('#first');
  await expect(first.getByRole('button', { name: 'Odeslat poptávku' })).toBeVisible();
  await page.evaluate(() => {
    const element = document.getElementById('first')!;
    element.setAttribute('lang', 'en');
    element.setAttribute('type', 'liquidation');
    element.setAttribute('item-name', 'Liquidation of a limited company');
  });
  await expect(first.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
  await expect(first.getByText('Liquidation of a limited company')).toBeVisible();

  await page.evaluate(() => document.getElementById('second')!.remove());
  await expect(page.getByRole('form')).toHaveCount(1);
});
