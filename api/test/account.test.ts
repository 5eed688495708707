import { hashPassword } from '../src/core/auth';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

async function browserLogin(password = 'demo-password', headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...SAME_ORIGIN, ...headers },
    payload: { email: 'demo@example.com', password },
  });
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const sid = /^sid=([^;]*)/.exec(cookies.find((c) => c.startsWith('sid=')) ?? '')?.[1] ?? '';
  return { res, cookies, cookie: `sid=${sid}` };
}

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });

describe('password change', () => {
  it('checks the current password, the length and the e-mail, then ends every other session and token', async () => {
    const a = await browserLogin();
    const b = await browserLogin();
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@example.com', password: 'demo-password' },
    });
    const bearer = { authorization: `Bearer ${api.json().token}` };
    const change = (payload: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password?lang=en',
        headers: { ...SAME_ORIGIN, cookie: a.cookie },
        payload,
      });

    const short = await change({ current_password: 'demo-password', new_password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.new_password).toEqual(['Please enter at least 10 characters.']);
    const email = await change({ current_password: 'demo-password', new_password: 'Demo@Example.com' });
    expect(email.json().errors.new_password).toEqual(['The password must not be your e-mail address.']);
    const wrong = await change({ current_password: 'not-it', new_password: 'a-long-new-password' });
    expect(wrong.json().errors.current_password).toEqual(['The current password is not correct.']);
    expect((await me({ ...SAME_ORIGIN, cookie: b.cookie })).statusCode).toBe(200);

    const done = await change({ current_password: 'demo-password', new_password: 'a-long-new-password' });
    expect(done.statusCode).toBe(200);
    expect((await me({ ...SAME_ORIGIN, cookie: a.cookie })).statusCode).toBe(200);
    expect((await me({ ...SAME_ORIGIN, cookie: b.cookie })).statusCode).toBe(401);
    expect((await me(bearer)).statusCode).toBe(401);
    expect((await browserLogin('demo-password')).res.statusCode).toBe(401);
    expect((await browserLogin('a-long-new-password')).res.statusCode).toBe(200);
  });
});

describe('password change throttle', () => {
  it('five wrong current passwords in 15 minutes lock the check (429, Retry-After) and change nothing; a right one clears the count', async () => {
    const email = 'eva.throttle@example.com';
    await t.db.handle.db
      .insertInto('users')
      .values({ email, password_hash: await hashPassword('first-password'), scope: JSON.stringify(['user']) })
      .execute();
    const logIn = async (password: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: SAME_ORIGIN,
        payload: { email, password },
      });
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      return { status: res.statusCode, cookie: (cookies.find((c) => c.startsWith('sid=')) ?? '').split(';')[0]! };
    };
    const a = await logIn('first-password');
    const change = (current: string, next: string, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: `/api/auth/password?lang=${lang}`,
        headers: { ...SAME_ORIGIN, cookie: a.cookie },
        payload: { current_password: current, new_password: next },
      });

    // Four failures, then the right password: changed, and the failures are forgotten.
    for (let i = 1; i <= 4; i++) expect((await change(`wrong-${i}`, 'second-password')).statusCode).toBe(422);
    expect((await change('first-password', 'second-password')).statusCode).toBe(200);
    const b = await logIn('second-password');
    for (let i = 1; i <= 5; i++) expect((await change(`wrong-${i}`, 'third-password')).statusCode).toBe(422);

    // The sixth try, with the right password: refused for 15 minutes, nothing changed.
    const locked = await change('second-password', 'third-password');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.json()).toMatchObject({ statusCode: 429, error: 'too_many_requests', retryAfter });
    expect(locked.json().message).toBe(
      'Too many wrong current passwords. The password can be changed again in 15 min.',
    );
    expect((await change('second-password', 'third-password', 'cs')).json().message).toBe(
      'Příliš mnoho pokusů se špatným současným heslem. Heslo půjde znovu změnit za 15 min.',
    );
    expect((await me({ ...SAME_ORIGIN, cookie: b.cookie })).statusCode).toBe(200);
    expect((await logIn('third-password')).status).toBe(401);
    expect((await logIn('second-password')).status).toBe(200);

    // Once the lock has passed, the right password changes it.
    await t.db.handle.db
      .updateTable('login_throttle')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('locked_until', 'is not', null)
      .execute();
    expect((await change('second-password', 'third-password')).statusCode).toBe(200);
    expect((await logIn('third-password')).status).toBe(200);
  }, 90_000);
});

describe('carts follow the user', () => {
  it('moves the guest cart into the user cart on login, adding quantities and keeping vouchers that apply', async () => {
    const user = await browserLogin('a-long-new-password');
    const userCart = (
      await t.app.inject({ method: 'GET', url: '/api/cart/cs', headers: { ...SAME_ORIGIN, cookie: user.cookie } })
    ).json()[0];
    await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${userCart.id}`,
      headers: { ...SAME_ORIGIN, cookie: user.cookie },
      payload: { id: 101, quantity: 1 },
    });

    const guest = (await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0' })).json();
    const guestHeaders = { cookie: `guest-cart=${guest.tempId}` };
    await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${guest.id}`,
      headers: guestHeaders,
      payload: { id: 101, quantity: 2 },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${guest.id}`,
      headers: guestHeaders,
      payload: { id: 201, variantId: 1, quantity: 1 },
    });
    const voucher = await t.app.inject({
      method: 'POST',
      url: `/api/voucher/cart/add/${guest.id}`,
      headers: guestHeaders,
      payload: { voucherCode: 'SLEVA10', serviceType: 'eshop', guestEmail: 'guest@example.com' },
    });
    expect(voucher.statusCode).toBe(200);

    const login = await browserLogin('a-long-new-password', { cookie: `guest-cart=${guest.tempId}` });
    expect(login.res.statusCode).toBe(200);
    expect(login.cookies.find((c) => c.startsWith('guest-cart='))).toMatch(/Max-Age=0/);
    const carts = (
      await t.app.inject({ method: 'GET', url: '/api/cart/cs', headers: { ...SAME_ORIGIN, cookie: login.cookie } })
    ).json();
    expect(carts).toHaveLength(1);
    const items = carts[0].items.map((i: { product: { id: number }; quantity: number }) => [i.product.id, i.quantity]);
    expect(items).toEqual([
      [101, 3],
      [201, 1],
    ]);
    expect(carts[0].vouchers.map((v: { code: string }) => v.code)).toEqual(['SLEVA10']);
    // The guest cart is gone.
    const again = (await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${guest.tempId}` })).json();
    expect(again.id).not.toBe(guest.id);
  });
});

describe('GET /api/me/enquiries', () => {
  it('lists the user’s own enquiries, newest first, and nobody else’s', async () => {
    const user = await browserLogin('a-long-new-password');
    const headers = { ...SAME_ORIGIN, cookie: user.cookie };
    const send = (h: Record<string, string>, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user-request/save',
        headers: h,
        payload: {
          firstname: 'Demo',
          email: 'demo@example.com',
          phone: '+420 777 123 456',
          agreement: true,
          fillMs: 10_000,
          content: { type: 'virtual-place', id: 1, name },
        },
      });
    expect((await send(headers, 'Praha 1')).statusCode).toBe(200);
    expect((await send(headers, 'Brno')).statusCode).toBe(200);
    expect((await send(SAME_ORIGIN, 'Someone else')).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/me/enquiries', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      {
        id: expect.any(Number),
        type: 'virtual-place',
        item: 'Brno',
        created_at: expect.any(String),
        status: 'received',
      },
      {
        id: expect.any(Number),
        type: 'virtual-place',
        item: 'Praha 1',
        created_at: expect.any(String),
        status: 'received',
      },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/enquiries' })).statusCode).toBe(401);
  });
});
