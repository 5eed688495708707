import { sql } from 'kysely';
import { createTestApp, login, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const base = { firstname: 'Jan', phone: '777123456', agreement: true };
const reserve = (id: number, email: string, remoteAddress = '192.0.2.10') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user-request/save',
    payload: { ...base, email, content: { type: 'readymade', id } },
    remoteAddress,
  });
const reserved = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: '/api/readymade' })).json().data.find((c: { id: number }) => c.id === id)
    .reserved as boolean;

describe('ready-made reservations', () => {
  beforeEach(async () => {
    await t.db.handle.db.deleteFrom('readymade_reservations').where('source', '=', 'enquiry').execute();
  });

  it('are never answered from a cache: a booking shows at once', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/readymade?lang=cs' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('are pending for 48 h: an expired one is free again', async () => {
    expect((await reserve(3, 'a@example.com', '192.0.2.1')).statusCode).toBe(200);
    const row = await t.db.handle.db
      .selectFrom('readymade_reservations')
      .selectAll()
      .where('company_id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending' });
    const hours = (row.expires_at!.getTime() - row.reserved_at.getTime()) / 3600_000;
    expect(Math.round(hours)).toBe(48);
    expect(await reserved(3)).toBe(true);
    await t.db.handle.db
      .updateTable('readymade_reservations')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('company_id', '=', 3)
      .execute();
    expect(await reserved(3)).toBe(false);
    expect((await reserve(3, 'b@example.com', '192.0.2.2')).statusCode).toBe(200);
  });

  it('allow one pending reservation per e-mail and per address', async () => {
    const ids = (await t.app.inject({ method: 'GET', url: '/api/readymade' }))
      .json()
      .data.filter((c: { reserved: boolean }) => !c.reserved)
      .map((c: { id: number }) => c.id) as number[];
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const [x, y] = ids as [number, number];
    expect((await reserve(x, 'hoarder@example.com', '198.51.100.1')).statusCode).toBe(200);
    const sameEmail = await reserve(y, 'HOARDER@example.com', '198.51.100.2');
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ error: 'reservation_limit', id: expect.any(Number) });
    const sameAddress = await reserve(y, 'other@example.com', '198.51.100.1');
    expect(sameAddress.statusCode).toBe(409);
    expect(await reserved(y)).toBe(false);
  });

  it('staff confirm a pending reservation; a confirmed one does not expire', async () => {
    const ids = (await t.app.inject({ method: 'GET', url: '/api/readymade' }))
      .json()
      .data.filter((c: { reserved: boolean }) => !c.reserved)
      .map((c: { id: number }) => c.id) as number[];
    const id = ids[0]!;
    expect((await reserve(id, 'confirm@example.com', '203.0.113.9')).statusCode).toBe(200);
    const url = `/api/readymade/${id}/reservation/confirm`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const visitor = await login(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${visitor}` } })).statusCode,
    ).toBe(403);
    // The demo data's staff user.
    const staff = await login(t.app, 'staff@example.com', 'staff-password');
    const ok = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${staff}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    await t.db.handle.db
      .updateTable('readymade_reservations')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('company_id', '=', id)
      .execute();
    expect(await reserved(id)).toBe(true);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/readymade/999999/reservation/confirm',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(none.statusCode).toBe(404);
  });
});
