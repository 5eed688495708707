import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { countHit } from '../src/core/rate-limit-store';
import { createTestApp, multipart, relaxedLimits, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  const two = { max: 2, timeWindowMs: 60_000 };
  t = await createTestApp({
    rateLimits: {
      enquiry: two,
      newsletter: two,
      login: two,
      voucher: two,
      upload: two,
      guestCart: { max: 3, timeWindowMs: 60_000 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

async function exhaust(
  method: 'POST',
  url: string,
  payload: () => object | Buffer,
  headers: Record<string, string> = {},
) {
  const statuses: number[] = [];
  let last;
  for (let i = 0; i < 3; i++) {
    last = await t.app.inject({ method, url, payload: payload(), headers });
    statuses.push(last.statusCode);
  }
  return { statuses, last: last! };
}

describe('rate limits answer 429 with Retry-After', () => {
  it.each([
    [
      'enquiry',
      '/api/user-request/save',
      () => ({
        firstname: 'Eva',
        email: 'eva@example.com',
        agreement: true,
        content: { type: 'contact-form', name: 'Dotaz' },
      }),
    ],
    ['newsletter', '/api/subscriber/save', () => ({ email: `n${Math.random()}@example.com` })],
    ['login', '/api/auth/login', () => ({ email: 'demo@example.com', password: 'wrong-password' })],
  ])('%s', async (_name, url, payload) => {
    const { statuses, last } = await exhaust('POST', url, payload);
    expect(statuses[2]).toBe(429);
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ statusCode: 429, error: 'too_many_requests' });
  });

  it('voucher calls', async () => {
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0' })).json();
    const { statuses, last } = await exhaust(
      'POST',
      `/api/voucher/cart/add/${cart.id}`,
      () => ({ voucherCode: 'NOPE', serviceType: 'eshop', guestEmail: 'a@example.com' }),
      {
        cookie: `guest-cart=${cart.tempId}`,
      },
    );
    expect(statuses).toEqual([404, 404, 429]);
    expect(last.headers['retry-after']).toBeDefined();
  });

  it('uploads', async () => {
    const body = () => multipart([{ name: 'a.txt', content: Buffer.from('text') }]);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/filemanager/upload/file', ...body() })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('orders, per client as enquiries', async () => {
    const remoteAddress = '198.51.100.60';
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0', remoteAddress })).json();
    const headers = { cookie: `guest-cart=${cart.tempId as string}` };
    const fill = () =>
      t.app.inject({ method: 'PUT', url: `/api/cart/${cart.id}`, payload: { id: 101, quantity: 1 }, headers });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i++) {
      await fill();
      last = await t.app.inject({
        method: 'POST',
        url: `/api/cart/${cart.id}/order`,
        payload: { firstname: 'Eva', email: `order${i}@example.com`, phone: '+420 777 123 456', agreement: true },
        headers: { ...headers, 'idempotency-key': `limit-${i}` },
        remoteAddress,
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json()).toMatchObject({ statusCode: 429, error: 'too_many_requests' });
    // Another client still orders.
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/cart/${cart.id}/order`,
      payload: { firstname: 'Eva', email: 'order-other@example.com', phone: '+420 777 123 456', agreement: true },
      headers: { ...headers, 'idempotency-key': 'limit-other' },
      remoteAddress: '198.51.100.61',
    });
    expect(other.statusCode).toBe(200);
  });

  it('new guest carts (GET …/anonymous/{locale}/0 and POST /api/cart/create); known carts stay reachable', async () => {
    // The voucher test above made one guest cart already: two more are allowed.
    const first = await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0' });
    expect(first.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/cart/create', payload: {} })).statusCode).toBe(201);
    const limited = await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'too_many_requests' });
    const created = await t.app.inject({ method: 'POST', url: '/api/cart/create?lang=en', payload: {} });
    expect(created.statusCode).toBe(429);
    expect(created.json().message).toMatch(/^Too many requests/);
    expect(Number(created.headers['retry-after'])).toBeGreaterThan(0);
    const known = await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${first.json().tempId}` });
    expect(known.statusCode).toBe(200);
    expect(known.json().id).toBe(first.json().id);
  });
});

describe('the windows are kept in the database', () => {
  it('a limit reached through one instance holds on another over the same database', async () => {
    const limits = { ...relaxedLimits, newsletter: { max: 2, timeWindowMs: 60_000 } };
    const one = await createTestApp({ rateLimits: limits });
    const other = await buildApp({
      database: one.db.handle,
      seedDir: one.seedDir,
      uploadDir: one.uploadDir,
      rateLimits: limits,
    });
    try {
      const signUp = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/subscriber/save',
          payload: { email: `s${Math.random()}@example.com` },
        });
      expect((await signUp(one.app)).statusCode).toBe(200);
      expect((await signUp(other)).statusCode).toBe(200);
      const refused = await signUp(one.app);
      expect(refused.statusCode).toBe(429);
      expect((await signUp(other)).statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await other.close();
      await one.close();
    }
  });

  it('a window ends after its time and the count starts again', async () => {
    const bucket = `test ${Math.random()}`;
    expect((await countHit(t.db.handle.db, bucket, 300)).current).toBe(1);
    const second = await countHit(t.db.handle.db, bucket, 300);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await countHit(t.db.handle.db, bucket, 300)).current).toBe(1);
  });
});
