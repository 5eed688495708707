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
const guest = (tempId: string): Headers => ({ cookie: `guest-cart=${tempId}` });
const newGuestCart = async () => (await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0' })).json();
const put = (cartId: number, payload: object, headers: Headers) =>
  t.app.inject({ method: 'PUT', url: `/api/cart/${cartId}`, payload, headers });
const addVoucher = (cartId: number, payload: object, headers: Headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/voucher/cart/add/${cartId}`,
    payload: { serviceType: 'eshop', ...payload },
    headers,
  });
const orderBody = { firstname: 'Jana', email: 'jana@example.com', phone: '+420 777 123 456', agreement: true };
const order = (cartId: number, headers: Headers, key: string, payload: object = orderBody) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cart/${cartId}/order`,
    payload,
    headers: { ...headers, 'idempotency-key': key },
  });
const countOrders = async () =>
  (
    await t.db.handle.db
      .selectFrom('user_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'new')
      .where(({ ref }) => ref('content', '->>').key('type'), '=', 'order')
      .executeTakeFirstOrThrow()
  ).n;

describe('POST /api/cart/{cartId}/order', () => {
  it('turns the cart into one order enquiry, empties the cart and answers the same order to the same key', async () => {
    const cart = await newGuestCart();
    const h = guest(cart.tempId);
    await put(cart.id, { id: 101, quantity: 2 }, h);
    const before = Number(await countOrders());
    const first = await order(cart.id, h, 'key-1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const sent = first.json();
    expect(sent).toEqual({ id: expect.any(Number), total: 3605.8, currency: 'CZK' });
    const again = await order(cart.id, h, 'key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(sent);
    expect(Number(await countOrders())).toBe(before + 1);

    const row = await t.db.handle.db
      .selectFrom('user_requests')
      .selectAll()
      .where('id', '=', sent.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstname: 'Jana', email: 'jana@example.com', phone: '+420 777 123 456' });
    expect(row.content).toMatchObject({
      type: 'order',
      cart_id: cart.id,
      lines: [{ product_id: 101, quantity: 2, total_vat: 3605.8 }],
      totals: { price_vat: 3605.8 },
      vouchers: [],
    });
    const emptied = (await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${cart.tempId}` })).json();
    expect(emptied).toMatchObject({ id: cart.id, items: [], vouchers: [] });
    // A new key on the emptied cart is an empty cart.
    const empty = await order(cart.id, h, 'key-2');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ cart: [expect.any(String)] });
  });

  it('needs the cart, a valid key and a valid body', async () => {
    const cart = await newGuestCart();
    const h = guest(cart.tempId);
    await put(cart.id, { id: 101, quantity: 1 }, h);
    expect((await order(cart.id, {}, 'k')).statusCode).toBe(404);
    const user = await order(cart.id, { authorization: `Bearer ${token}` }, 'k');
    expect(user.statusCode).toBe(404);
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/api/cart/${cart.id}/order`,
      payload: orderBody,
      headers: h,
    });
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().errors).toHaveProperty(['idempotency-key']);
    expect((await order(cart.id, h, 'bad key!')).statusCode).toBe(422);
    const invalid = await order(cart.id, h, 'k', { firstname: '', email: 'x', phone: '', agreement: false });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['agreement', 'email', 'firstname', 'phone']);
  });

  it('refuses a cart with an unavailable line (409 product_unavailable)', async () => {
    const cart = await newGuestCart();
    const h = guest(cart.tempId);
    await put(cart.id, { id: 201, quantity: 1 }, h);
    await t.db.handle.db.updateTable('products').set({ is_active: false }).where('id', '=', 201).execute();
    try {
      const res = await order(cart.id, h, 'k-unavail');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'product_unavailable' });
    } finally {
      await t.db.handle.db.updateTable('products').set({ is_active: true }).where('id', '=', 201).execute();
    }
  });

  it('a user cart orders with the bearer token', async () => {
    const carts = (
      await t.app.inject({ method: 'GET', url: '/api/cart/cs', headers: { authorization: `Bearer ${token}` } })
    ).json();
    const h = { authorization: `Bearer ${token}` };
    await put(carts[0].id, { id: 201, quantity: 1 }, h);
    const res = await order(carts[0].id, h, 'user-key');
    expect(res.statusCode).toBe(200);
  });
});

describe('vouchers count when the order is sent', () => {
  it('adding a limited voucher holds nothing: SOLDOUT-style limits bind only sent orders', async () => {
    await t.db.handle.db.updateTable('vouchers').set({ quantity: 1 }).where('code', '=', 'SOLDOUT').execute();
    await t.db.handle.db.deleteFrom('voucher_uses').execute();
    const a = await newGuestCart();
    const b = await newGuestCart();
    await put(a.id, { id: 201, quantity: 1 }, guest(a.tempId));
    await put(b.id, { id: 201, quantity: 1 }, guest(b.tempId));
    expect(
      (await addVoucher(a.id, { voucherCode: 'SOLDOUT', guestEmail: 'a@example.com' }, guest(a.tempId))).statusCode,
    ).toBe(200);
    // Holding it in cart a does not take the last use.
    expect(
      (await addVoucher(b.id, { voucherCode: 'SOLDOUT', guestEmail: 'b@example.com' }, guest(b.tempId))).statusCode,
    ).toBe(200);
    const sentA = await order(a.id, guest(a.tempId), 'soldout-a', { ...orderBody, email: 'a@example.com' });
    expect(sentA.statusCode).toBe(200);
    // Now it is used up: b's order is refused, nothing is stored.
    const sentB = await order(b.id, guest(b.tempId), 'soldout-b', { ...orderBody, email: 'b@example.com' });
    expect(sentB.statusCode).toBe(409);
    expect(sentB.json()).toMatchObject({ error: 'quantity', value: 1 });
    const uses = await t.db.handle.db.selectFrom('voucher_uses').selectAll().execute();
    expect(uses).toHaveLength(1);
  });

  it("a guest's per-user limit binds to the e-mail the order is sent with, not the one typed for the voucher", async () => {
    await t.db.handle.db.deleteFrom('voucher_uses').execute();
    const a = await newGuestCart();
    await put(a.id, { id: 201, quantity: 1 }, guest(a.tempId));
    await addVoucher(a.id, { voucherCode: 'ONCEONLY', guestEmail: 'x+a@example.com' }, guest(a.tempId));
    expect((await order(a.id, guest(a.tempId), 'once-a', { ...orderBody, email: 'same@example.com' })).statusCode).toBe(
      200,
    );
    const b = await newGuestCart();
    await put(b.id, { id: 201, quantity: 1 }, guest(b.tempId));
    expect(
      (await addVoucher(b.id, { voucherCode: 'ONCEONLY', guestEmail: 'x+b@example.com' }, guest(b.tempId))).statusCode,
    ).toBe(200);
    const second = await order(b.id, guest(b.tempId), 'once-b', { ...orderBody, email: 'SAME@example.com' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'quantity_per_user_limit', value: 1 });
  });

  it('a personal voucher works only on its owner’s cart, and is not_exists to anyone else', async () => {
    const demo = await t.db.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow();
    await t.db.handle.db
      .insertInto('vouchers')
      .values({
        id: 60,
        code: 'DEMOONLY',
        name: JSON.stringify({ cs: 'Demo' }),
        service_type: 'eshop',
        discount_type: 'amount',
        discount_value: 100,
        user_id: demo.id,
      })
      .execute();
    const g = await newGuestCart();
    await put(g.id, { id: 201, quantity: 1 }, guest(g.tempId));
    // The owner's token on a guest cart does not make it the owner's cart.
    const onGuest = await addVoucher(
      g.id,
      { voucherCode: 'DEMOONLY', guestEmail: 'g@example.com' },
      { ...guest(g.tempId), authorization: `Bearer ${token}` },
    );
    expect(onGuest.statusCode).toBe(404);
    expect(onGuest.json()).toMatchObject({ error: 'not_exists' });
    const wrongType = await addVoucher(
      g.id,
      { voucherCode: 'SLEVA10', serviceType: 'shop', guestEmail: 'g@example.com' },
      guest(g.tempId),
    );
    expect(wrongType.json()).toMatchObject({ status: 404, error: 'not_exists' });
  });
});
