import { expect, test } from '@playwright/test';
import { pagesToScan } from './route-sample';

/*
 * A visitor's own data never goes into HTML another visitor (or a shared cache) may get: a guest
 * with a cart holding a line and a voucher bound to their e-mail opens every page of the site. Only
 * their own cart page shows the cart (it must work without scripts), and that page is private.
 */
test('a guest cart, its lines, voucher and e-mail are in no page but the private cart page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const request = page.context().request;
  const cart = (await (await request.get('/api/cart/anonymous/cs/0')).json()) as { id: number; tempId: string };
  const products = (await (await request.get('/api/catalog/products?lang=cs')).json()) as {
    id: number;
    name: string;
  }[];
  const product = products[0]!;
  // The context's requests carry its cookies: the guest cart's token among them.
  await page.context().addCookies([{ name: 'guest-cart', value: cart.tempId, url: baseURL! }]);
  const line = await request.put(`/api/cart/${cart.id}`, { data: { id: product.id, quantity: 3 } });
  expect(line.ok()).toBe(true);
  const email = `soukroma.${Date.now()}@example.com`;
  const voucher = await request.post(`/api/voucher/cart/add/${cart.id}`, {
    data: { voucherCode: 'SLEVA10', serviceType: 'eshop', guestEmail: email },
  });
  expect(voucher.ok()).toBe(true);

  const privateData = [cart.tempId, email, 'SLEVA10'];
  const cartPaths = new Set(['/kosik', '/en/cart']);
  for (const [key, path] of await pagesToScan(page)) {
    const answer = await request.get(path, { maxRedirects: 0 });
    const html = await answer.text();
    if (cartPaths.has(path)) {
      expect(answer.headers()['cache-control'], key).toBe('private, no-store');
      // Their own cart page shows their cart.
      expect(html, key).toContain('SLEVA10');
      continue;
    }
    for (const secret of privateData) expect(html, `${key} (${path})`).not.toContain(secret);
  }
});
