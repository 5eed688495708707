import { validationMessages } from 'shared/validation';
import { hashPassword } from '../src/core/auth';
import { createTestApp, login, type TestApp } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const auth = (): Headers => ({ authorization: `Bearer ${token}` });
const guest = (tempId: string): Headers => ({ cookie: `locale=cs; guest-cart=${tempId}` });
const newGuestCart = async (locale = 'cs') =>
  (await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/${locale}/0` })).json();
const put = (cartId: number, payload: object, headers: Headers) =>
  t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}`, payload, headers });
const addVoucher = (cartId: number, payload: object, headers: Headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/voucher/cart/add/${cartId}`,
    payload: { serviceType: 'eshop', ...payload },
    headers,
  });

describe('guest carts', () => {
  it('GET /api/cart/anonymous/{locale}/0 creates a cart with a temp id of at least 128 random bits', async () => {
    const a = await newGuestCart();
    const b = await newGuestCart();
    expect(a.tempId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(a.tempId, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(a.tempId).not.toBe(b.tempId);
    expect(a).toMatchObject({ items: [], vouchers: [], totals: { price_vat: 0, count: 0, currency: 'CZK' } });
    const same = (await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/en/${a.tempId}` })).json();
    expect(same.id).toBe(a.id);
    const unknown = (
      await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })
    ).json();
    expect(unknown.id).not.toBe(a.id);
  });

  it('with create=false an unknown temp id is 404 and creates no cart, however often it is asked', async () => {
    const existing = await newGuestCart();
    const carts = async () =>
      Number(
        (
          await t.db.handle.db
            .selectFrom('carts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await carts();
    for (let i = 0; i < 100; i++) {
      const stale = `${String(i).padStart(3, '0')}${'B'.repeat(29)}`;
      const res = await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${stale}?create=false` });
      expect(res.statusCode).toBe(404);
    }
    expect(await carts()).toBe(before);
    const found = await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${existing.tempId}?create=false` });
    expect(found.json().id).toBe(existing.id);
  });

  it('PUT /api/cart/{cartId} sets quantities, 0 removes, and totals carry VAT', async () => {
    const cart = await newGuestCart();
    const h = guest(cart.tempId);
    const added = await put(cart.id, { id: 101, variantId: null, note: '', quantity: 2 }, h);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      product: { id: 101, name: 'Virtuální sídlo Praha 1', tax_rate: { rate: 21 } },
      variant: null,
      quantity: 2,
      original_quantity: 0,
    });
    expect(added.json().cart.totals).toEqual({
      currency: 'CZK',
      count: 2,
      items_price: 2980,
      items_vat: 625.8,
      items_price_vat: 3605.8,
      discount: 0,
      discount_without_vat: 0,
      price: 2980,
      vat: 625.8,
      price_vat: 3605.8,
    });

    const variant = await put(cart.id, { id: 201, variantId: 1, note: 'Týdně, na adresu v Brně', quantity: 1 }, h);
    expect(variant.json().variant).toEqual({ id: 1, name: 'Týdně', price: 300 });
    const lines = variant.json().cart.items;
    expect(lines[1]).toMatchObject({
      unit_price: 300,
      unit_price_vat: 336,
      total: 300,
      total_vat: 336,
      note: 'Týdně, na adresu v Brně',
    });
    expect(variant.json().cart.totals).toMatchObject({
      items_price: 3280,
      items_vat: 661.8,
      price_vat: 3941.8,
      count: 3,
    });

    const fewer = await put(cart.id, { id: 101, quantity: 1 }, h);
    expect(fewer.json()).toMatchObject({ quantity: 1, original_quantity: 2 });
    const removed = await put(cart.id, { id: 101, quantity: 0 }, h);
    expect(removed.json()).toMatchObject({ quantity: 0, original_quantity: 1 });
    expect(removed.json().cart.items.map((i: { product: { id: number } }) => i.product.id)).toEqual([201]);
  });

  it('a guest cart is reachable by its id only with its temp id in the guest-cart cookie', async () => {
    const cart = await newGuestCart();
    const other = await newGuestCart();
    expect((await put(cart.id, { id: 101, quantity: 1 }, {})).statusCode).toBe(404);
    expect((await put(cart.id, { id: 101, quantity: 1 }, guest(other.tempId))).statusCode).toBe(404);
    expect((await put(cart.id, { id: 101, quantity: 1 }, guest(cart.tempId))).statusCode).toBe(200);
    expect((await put(999999, { id: 101, quantity: 1 }, guest(cart.tempId))).statusCode).toBe(404);
  });

  it('reads no temp id from a header or the query: such a request is not the guest’s', async () => {
    const cart = await newGuestCart();
    const asHeader = await put(cart.id, { id: 101, quantity: 1 }, { 'x-cart-token': cart.tempId });
    const inQuery = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${cart.id}?tempId=${cart.tempId}`,
      payload: { id: 101, quantity: 1 },
    });
    const voucher = await t.app.inject({
      method: 'POST',
      url: `/api/voucher/cart/add/${cart.id}?tempId=${cart.tempId}`,
      payload: { voucherCode: 'SLEVA10', serviceType: 'eshop', guestEmail: 'host@example.com' },
      headers: { 'x-cart-token': cart.tempId },
    });
    expect([asHeader.statusCode, inQuery.statusCode, voucher.statusCode]).toEqual([404, 404, 404]);
    const after = (await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${cart.tempId}` })).json();
    expect(after).toMatchObject({ items: [], vouchers: [] });
  });

  it('answers in the language of the path or of ?lang=, else cs; neither the browser’s nor the cart’s counts', async () => {
    const cart = await newGuestCart('en');
    const h = guest(cart.tempId);
    const invalidProduct = async (query: string, headers: Headers = {}) =>
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/cart/${cart.id}${query}`,
          payload: { id: 999, quantity: 1 },
          headers: { ...h, ...headers },
        })
      ).json().errors.id;
    expect(await invalidProduct('?lang=en')).toEqual([validationMessages.en.invalid]);
    expect(await invalidProduct('?lang=cs', { 'accept-language': 'en' })).toEqual([validationMessages.cs.invalid]);
    // A cart made in English answers in cs when the request names no language.
    expect(await invalidProduct('', { 'accept-language': 'en-GB,en;q=0.9' })).toEqual([validationMessages.cs.invalid]);
    expect(await invalidProduct('?lang=de')).toEqual([validationMessages.cs.invalid]);

    await put(cart.id, { id: 101, quantity: 1 }, h);
    const productName = async (url: string, headers: Headers = {}) =>
      (await t.app.inject({ method: 'GET', url, headers })).json().items[0].product.name as string;
    const cs = await productName(`/api/cart/anonymous/cs/${cart.tempId}`, { 'accept-language': 'en' });
    const en = await productName(`/api/cart/anonymous/en/${cart.tempId}?lang=cs`);
    expect(cs).not.toBe(en);
    expect(await productName(`/api/cart/anonymous/xx/${cart.tempId}`)).toBe(cs);
  });

  it('rejects unknown products, variants and bad quantities with 422', async () => {
    const cart = await newGuestCart();
    const h = guest(cart.tempId);
    expect((await put(cart.id, { id: 999, quantity: 1 }, h)).json().errors).toEqual({
      id: ['Hodnota pole není platná.'],
    });
    expect((await put(cart.id, { id: 101, variantId: 1, quantity: 1 }, h)).json().errors).toEqual({
      variantId: ['Hodnota pole není platná.'],
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${cart.id}?lang=en`,
      payload: { id: 101, quantity: -1 },
      headers: h,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ quantity: ['The field may contain digits only.'] });
    expect((await put(cart.id, { quantity: 1 }, h)).json().errors).toEqual({ id: ['Pole musí být vyplněno'] });
  });

  it('ids beyond the database integer range are 422, not 500', async () => {
    const cart = await newGuestCart();
    const h = guest(cart.tempId);
    const big = await put(cart.id, { id: 2147483648, quantity: 1 }, h);
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ id: ['Hodnota pole není platná.'] });
    const variant = await put(cart.id, { id: 101, variantId: 99999999999, quantity: 1 }, h);
    expect(variant.statusCode).toBe(422);
    expect(variant.json().errors).toEqual({ variantId: ['Hodnota pole není platná.'] });
    expect((await put(cart.id, { id: 2147483647, quantity: 1 }, h)).statusCode).toBe(422);
    const voucher = await t.app.inject({
      method: 'POST',
      url: `/api/voucher/cart/delete/${cart.id}`,
      payload: { voucherId: 2147483648 },
      headers: h,
    });
    expect(voucher.statusCode).toBe(422);
    expect(voucher.json().errors).toEqual({ voucherId: ['Hodnota pole není platná.'] });
  });

  it('POST /api/cart/create makes a guest cart; DELETE /api/cart/{cartId} removes it', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/cart/create?lang=en', payload: {} });
    expect(created.statusCode).toBe(201);
    const cart = created.json();
    expect(cart.tempId).toHaveLength(32);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cart/${cart.id}` })).statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/cart/${cart.id}`, headers: guest(cart.tempId) });
    expect(del.json()).toEqual({ success: true });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/cart/${cart.id}`, headers: guest(cart.tempId) })).statusCode,
    ).toBe(404);
  });
});

describe('user carts', () => {
  it('GET /api/cart/{locale} needs a login and creates the first cart', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cart/cs' })).statusCode).toBe(401);
    const first = (await t.app.inject({ method: 'GET', url: '/api/cart/cs', headers: auth() })).json();
    expect(first).toHaveLength(1);
    expect(first[0].tempId).toBeNull();
    const again = (await t.app.inject({ method: 'GET', url: '/api/cart/en', headers: auth() })).json();
    expect(again.map((c: { id: number }) => c.id)).toEqual([first[0].id]);

    const created = await t.app.inject({ method: 'POST', url: '/api/cart/create', headers: auth() });
    expect(created.statusCode).toBe(201);
    const list = (await t.app.inject({ method: 'GET', url: '/api/cart/cs', headers: auth() })).json();
    expect(list).toHaveLength(2);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/cart/${created.json().id}`, headers: auth() })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart/cs', headers: auth() })).json()).toHaveLength(1);
  });

  it('another user cannot touch the cart', async () => {
    await t.db.handle.db
      .insertInto('users')
      .values({
        email: 'eva@example.com',
        password_hash: await hashPassword('eva-password'),
        scope: JSON.stringify(['user']),
      })
      .execute();
    const eva = await login(t.app, 'eva@example.com', 'eva-password');
    const demoCart = (await t.app.inject({ method: 'GET', url: '/api/cart/cs', headers: auth() })).json()[0];
    expect((await put(demoCart.id, { id: 101, quantity: 1 }, { authorization: `Bearer ${eva}` })).statusCode).toBe(404);
    expect((await put(demoCart.id, { id: 101, quantity: 1 }, auth())).statusCode).toBe(200);
  });
});

describe('vouchers', () => {
  it('SLEVA10 takes 10 % off, VAT is recomputed, and it can be removed again', async () => {
    const cart = (await t.app.inject({ method: 'POST', url: '/api/cart/create', headers: auth() })).json();
    await put(cart.id, { id: 101, quantity: 1 }, auth());
    const res = await addVoucher(cart.id, { voucherCode: 'sleva10' }, auth());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.vouchers).toEqual([
      {
        id: 1,
        code: 'SLEVA10',
        name: 'Sleva 10 %',
        discount_type: 'percent',
        discount_value: 10,
        discount: 180.29,
        applicable: true,
      },
    ]);
    expect(body.totals).toEqual({
      currency: 'CZK',
      count: 1,
      items_price: 1490,
      items_vat: 312.9,
      items_price_vat: 1802.9,
      discount: 180.29,
      discount_without_vat: 149,
      price: 1341,
      vat: 281.61,
      price_vat: 1622.61,
    });
    const again = await addVoucher(cart.id, { voucherCode: 'SLEVA10' }, auth());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, error: 'voucher_is_already_added', value: null });

    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/voucher/cart/delete/${cart.id}`,
      payload: { voucherId: 1 },
      headers: auth(),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ vouchers: [], totals: { discount: 0, price_vat: 1802.9 } });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/voucher/cart/delete/${cart.id}`,
      payload: { voucherId: 1 },
      headers: auth(),
    });
    expect(twice.statusCode).toBe(404);
    const invalid = await t.app.inject({
      method: 'POST',
      url: `/api/voucher/cart/delete/${cart.id}`,
      payload: {},
      headers: auth(),
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('reports every voucher error with status, error and value', async () => {
    const cart = await newGuestCart();
    const h = guest(cart.tempId);
    await put(cart.id, { id: 201, quantity: 1 }, h);

    const notExists = await addVoucher(cart.id, { voucherCode: 'NOSUCHCODE', guestEmail: 'host@example.com' }, h);
    expect(notExists.statusCode).toBe(404);
    expect(notExists.json()).toMatchObject({
      status: 404,
      error: 'not_exists',
      value: null,
      message: 'Slevový kupón neexistuje.',
    });

    const serviceType = await addVoucher(
      cart.id,
      { voucherCode: 'SLEVA10', serviceType: 'shop', guestEmail: 'host@example.com' },
      h,
    );
    // Another service type tells a prober nothing more than an unknown code.
    expect(serviceType.json()).toMatchObject({ status: 404, error: 'not_exists' });

    const noEmail = await addVoucher(cart.id, { voucherCode: 'SLEVA10' }, h);
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json()).toMatchObject({
      status: 422,
      error: 'guest_email_is_required',
      value: null,
      errors: { guestEmail: ['Pole musí být vyplněno'] },
    });
    // The OpenAPI documents this 422 as it is sent (not as a ValidationError).
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented =
      doc.paths['/api/voucher/cart/add/{cartId}'].post.responses['422'].content['application/json'].schema.anyOf;
    const shape = documented.find((s: { properties?: { error?: { enum?: string[] } } }) =>
      s.properties?.error?.enum?.includes('guest_email_is_required'),
    );
    expect(shape).toBeDefined();
    expect(Object.keys(noEmail.json()).sort()).toEqual([...shape.required].sort());
    expect(documented.some((s: { $ref?: string }) => s.$ref?.includes('ValidationError'))).toBe(true);

    const expired = await addVoucher(cart.id, { voucherCode: 'EXPIRED', guestEmail: 'host@example.com' }, h);
    expect(expired.json()).toMatchObject({ status: 409, error: 'active_to', value: '2024-05-31T23:59:59.000Z' });
    const notYet = await addVoucher(cart.id, { voucherCode: 'NOTYET', guestEmail: 'host@example.com' }, h);
    expect(notYet.json()).toMatchObject({ status: 409, error: 'active_from', value: '2099-01-01T00:00:00.000Z' });
    const soldOut = await addVoucher(cart.id, { voucherCode: 'SOLDOUT', guestEmail: 'host@example.com' }, h);
    expect(soldOut.json()).toMatchObject({ status: 409, error: 'quantity', value: 3 });
    const min = await addVoucher(cart.id, { voucherCode: 'MIN50000', guestEmail: 'host@example.com' }, h);
    expect(min.json()).toMatchObject({ status: 409, error: 'minimal_price', value: 50000 });

    const once = await addVoucher(cart.id, { voucherCode: 'ONCEONLY', guestEmail: 'host@example.com' }, h);
    expect(once.statusCode).toBe(200);
    // The use counts once the order is sent with that e-mail.
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/cart/${cart.id}/order`,
      payload: { firstname: 'Host', email: 'host@example.com', phone: '777123456', agreement: true },
      headers: { ...h, 'idempotency-key': 'once-only' },
    });
    expect(sent.statusCode).toBe(200);
    await put(cart.id, { id: 201, quantity: 1 }, h);
    const second = await newGuestCart();
    await put(second.id, { id: 201, quantity: 1 }, guest(second.tempId));
    const limit = await addVoucher(
      second.id,
      { voucherCode: 'ONCEONLY', guestEmail: 'HOST@example.com' },
      guest(second.tempId),
    );
    expect(limit.json()).toMatchObject({ status: 409, error: 'quantity_per_user_limit', value: 1 });

    await t.db.handle.db
      .insertInto('vouchers')
      .values({
        id: 50,
        code: 'JENPROEVU',
        name: JSON.stringify({ cs: 'Jen pro Evu' }),
        service_type: 'eshop',
        discount_type: 'amount',
        discount_value: 100,
        user_id: null,
      })
      .execute();
    const eva = await t.db.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'eva@example.com')
      .executeTakeFirstOrThrow();
    await t.db.handle.db.updateTable('vouchers').set({ user_id: eva.id }).where('id', '=', 50).execute();
    const userCheck = await addVoucher(cart.id, { voucherCode: 'JENPROEVU', guestEmail: 'host@example.com' }, h);
    // Someone else's personal voucher is not_exists, as an unknown code.
    expect(userCheck.json()).toMatchObject({ status: 404, error: 'not_exists' });

    const en = await t.app.inject({
      method: 'POST',
      url: `/api/voucher/cart/add/${cart.id}?lang=en`,
      payload: { voucherCode: 'EXPIRED', serviceType: 'eshop' },
      headers: h,
    });
    expect(en.json().message).toBe('The voucher has expired.');
  });

  it('MIN50000 applies from 50 000 CZK with VAT after percentages and stops applying below it', async () => {
    const cart = await newGuestCart();
    const h = guest(cart.tempId);
    await put(cart.id, { id: 101, quantity: 30 }, h);
    await addVoucher(cart.id, { voucherCode: 'SLEVA10', guestEmail: 'firma@example.com' }, h);
    const res = await addVoucher(cart.id, { voucherCode: 'MIN50000', guestEmail: 'host@example.com' }, h);
    expect(res.statusCode).toBe(200);
    expect(res.json().totals).toMatchObject({ items_price_vat: 54087, discount: 10408.7, price_vat: 43678.3 });
    const smaller = await put(cart.id, { id: 101, quantity: 20 }, h);
    const view = smaller.json().cart;
    expect(view.vouchers.find((v: { code: string }) => v.code === 'MIN50000')).toMatchObject({
      applicable: false,
      discount: 0,
    });
    expect(view.totals).toMatchObject({ items_price_vat: 36058, discount: 3605.8, price_vat: 32452.2 });
  });

  it('deleting a cart frees the voucher uses it held', async () => {
    const cart = await newGuestCart();
    const h = guest(cart.tempId);
    await put(cart.id, { id: 201, quantity: 1 }, h);
    expect(
      (await addVoucher(cart.id, { voucherCode: 'ONCEONLY', guestEmail: 'kratky@example.com' }, h)).statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/cart/${cart.id}`, headers: h });
    const next = await newGuestCart();
    await put(next.id, { id: 201, quantity: 1 }, guest(next.tempId));
    expect(
      (await addVoucher(next.id, { voucherCode: 'ONCEONLY', guestEmail: 'kratky@example.com' }, guest(next.tempId)))
        .statusCode,
    ).toBe(200);
  });
});

describe('concurrency', () => {
  it('parallel first GET /api/cart/{locale} of a new user create one cart', async () => {
    await t.db.handle.db
      .insertInto('users')
      .values({
        email: 'petr@example.com',
        password_hash: await hashPassword('petr-password'),
        scope: JSON.stringify(['user']),
      })
      .execute();
    const petr = await login(t.app, 'petr@example.com', 'petr-password');
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: 'GET', url: '/api/cart/cs', headers: { authorization: `Bearer ${petr}` } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(results.flatMap((r) => r.json().map((c: { id: number }) => c.id)));
    expect(ids.size).toBe(1);
    const user = await t.db.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'petr@example.com')
      .executeTakeFirstOrThrow();
    expect(await t.db.handle.db.selectFrom('carts').select('id').where('user_id', '=', user.id).execute()).toHaveLength(
      1,
    );
  });

  it('parallel PUTs of the same product in one cart all succeed and leave one line', async () => {
    const cart = await newGuestCart();
    const h = guest(cart.tempId);
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((q) => put(cart.id, { id: 201, quantity: q }, h)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    const view = (await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${cart.tempId}` })).json();
    expect(view.items).toHaveLength(1);
    expect(results.map((r) => r.json().original_quantity).filter((q: number) => q === 0)).toHaveLength(1);
  });
});

describe('products that cannot be ordered', () => {
  it('PUT refuses an inactive product and one of a full virtual office with 409 product_unavailable', async () => {
    const db = t.db.handle.db;
    await db
      .insertInto('products')
      .values({
        id: 301,
        price: 100,
        original_price: null,
        is_price_sale_active: false,
        tax_rate: 21,
        main_image: null,
        virtual_office_id: null,
        default_category_id: null,
        is_active: false,
      })
      .execute();
    const cart = await newGuestCart();
    const h = guest(cart.tempId);
    const inactive = await put(cart.id, { id: 301, quantity: 1 }, h);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toMatchObject({
      statusCode: 409,
      error: 'product_unavailable',
      reason: 'inactive',
      message: 'Tento produkt již nelze objednat.',
    });
    // Product 102 sells virtual office 20, which the fixture marks full.
    const full = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${cart.id}?lang=en`,
      payload: { id: 102, quantity: 1 },
      headers: h,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: 'product_unavailable', reason: 'virtual_office_full' });
    const view = (await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${cart.tempId}` })).json();
    expect(view.items).toEqual([]);
  });

  it('the cart view flags lines that stopped qualifying and leaves them out of the totals; they can be removed', async () => {
    const db = t.db.handle.db;
    const cart = await newGuestCart();
    const h = guest(cart.tempId);
    await put(cart.id, { id: 101, quantity: 1 }, h);
    await put(cart.id, { id: 201, variantId: 1, quantity: 2 }, h);
    await db.updateTable('products').set({ is_active: false }).where('id', '=', 201).execute();
    try {
      const view = (await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${cart.tempId}` })).json();
      expect(
        view.items.map((i: { product: { id: number }; available: boolean }) => [i.product.id, i.available]),
      ).toEqual([
        [101, true],
        [201, false],
      ]);
      expect(view.totals).toMatchObject({ count: 1, items_price: 1490, items_price_vat: 1802.9 });
      expect((await put(cart.id, { id: 201, variantId: 1, quantity: 3 }, h)).statusCode).toBe(409);
      const removed = await put(cart.id, { id: 201, variantId: 1, quantity: 0 }, h);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().cart.items).toHaveLength(1);
    } finally {
      await db.updateTable('products').set({ is_active: true }).where('id', '=', 201).execute();
    }
  });
});

describe('VAT rounding', () => {
  it('unit price with VAT uses the same formula as the line totals (net + VAT rounded to a heller)', async () => {
    const db = t.db.handle.db;
    await db
      .insertInto('products')
      .values({
        id: 302,
        price: 0.5,
        original_price: null,
        is_price_sale_active: false,
        tax_rate: 15,
        main_image: null,
        virtual_office_id: null,
        default_category_id: null,
        is_active: true,
      })
      .execute();
    const cart = await newGuestCart();
    const res = await put(cart.id, { id: 302, quantity: 1 }, guest(cart.tempId));
    expect(res.statusCode).toBe(200);
    // 50 hellers × 1.15 = 57.5 → the old unit formula gave 0.57, the line 0.58.
    expect(res.json().cart.items[0]).toMatchObject({
      unit_price: 0.5,
      unit_price_vat: 0.58,
      total: 0.5,
      total_vat: 0.58,
    });
    expect(res.json().product.price_vat).toBe(0.58);
    expect(res.json().cart.totals).toMatchObject({ items_price_vat: 0.58 });
  });
});
