import { sql } from 'kysely';
import { createTestApp, login, type TestApp } from './helpers';

let t: TestApp;
let staff: Record<string, string>;
let user: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: `Bearer ${await login(t.app, 'staff@example.com', 'staff-password')}` };
  user = { authorization: `Bearer ${await login(t.app)}` };
  // Company 1 has an English name of its own; company 3 has no English text at all.
  await db()
    .updateTable('content_translations')
    .set({ title: 'Alfa Consulting Ltd.' })
    .where('type', '=', 'readymade-company')
    .where('item_id', '=', 1)
    .where('locale', '=', 'en')
    .execute();
  await db()
    .deleteFrom('content_translations')
    .where('type', '=', 'readymade-company')
    .where('item_id', '=', 3)
    .where('locale', '=', 'en')
    .execute();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.db.handle.db;

let address = 0;
/** A booking of the ready-made company `companyId`, from its own address; the enquiry's id. */
async function book(companyId: number, lang: 'cs' | 'en' = 'cs', expected = 200): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/user-request/save?lang=${lang}`,
    payload: {
      firstname: 'Jan',
      email: `buyer${++address}@example.com`,
      phone: '777123456',
      agreement: true,
      content: { type: 'readymade', id: companyId },
    },
    remoteAddress: `198.51.100.${address}`,
  });
  expect(res.statusCode).toBe(expected);
  return res.json().id as number;
}

/** Whether the public ready-made listing shows the company reserved. */
const listedReserved = async (companyId: number) =>
  (await t.app.inject({ method: 'GET', url: '/api/readymade' }))
    .json()
    .data.find((company: { id: number }) => company.id === companyId).reserved as boolean;

const lapse = (companyId: number) =>
  db()
    .updateTable('readymade_reservations')
    .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
    .where('company_id', '=', companyId)
    .execute();

const detail = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/enquiries/${id}`, headers: staff });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const step = (id: number | string, action: 'confirm' | 'release', headers = staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/enquiries/${id}/reservation/${action}`, headers });

describe("staff and an enquiry's ready-made reservation", () => {
  beforeEach(async () => {
    await db().deleteFrom('readymade_reservations').where('source', '=', 'enquiry').execute();
  });

  it('shows the reservation in the detail: the name in the enquiry’s language (else Czech), pending, lapsed', async () => {
    const before = Date.now();
    const english = await book(1, 'en');
    expect((await detail(english)).reservation).toEqual({
      company_id: 1,
      company_name: 'Alfa Consulting Ltd.',
      status: 'pending',
      expires_at: expect.any(String),
    });
    const hours = (Date.parse((await detail(english)).reservation.expires_at) - before) / 3600_000;
    expect(Math.round(hours)).toBe(48);
    await lapse(1);
    expect((await detail(english)).reservation).toMatchObject({ status: 'lapsed', expires_at: expect.any(String) });

    const noEnglish = await book(3, 'en');
    expect((await detail(noEnglish)).reservation).toMatchObject({ company_id: 3, company_name: 'Gama Trade s.r.o.' });

    // Company 2 is the seed's: a booking of it keeps the enquiry, without a reservation.
    const conflict = await book(2, 'cs', 409);
    expect((await detail(conflict)).reservation).toBeNull();
  });

  it('confirms for good: the listing shows the company reserved and it no longer lapses; history untouched', async () => {
    const id = await book(1);
    const res = await step(id, 'confirm');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toMatchObject({
      id,
      status: 'new',
      reservation: { company_id: 1, company_name: 'Alfa Consulting s.r.o.', status: 'confirmed', expires_at: null },
      history: [],
    });
    const row = await db()
      .selectFrom('readymade_reservations')
      .selectAll()
      .where('company_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_request_id: id, status: 'confirmed', expires_at: null });
    await lapse(1);
    expect(await listedReserved(1)).toBe(true);
    expect((await detail(id)).reservation.status).toBe('confirmed');
    // Again: still confirmed, same answer.
    expect((await step(id, 'confirm')).json().data.reservation.status).toBe('confirmed');
  });

  it('confirms a lapsed reservation while nobody else has booked the company', async () => {
    const id = await book(3);
    await lapse(3);
    expect(await listedReserved(3)).toBe(false);
    const res = await step(id, 'confirm');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reservation).toMatchObject({ status: 'confirmed', expires_at: null });
    expect(await listedReserved(3)).toBe(true);
  });

  it('answers 409 when a lapsed reservation was booked by someone else meanwhile', async () => {
    const first = await book(3);
    await lapse(3);
    const second = await book(3);
    const res = await step(first, 'confirm');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, error: 'already_reserved', message: expect.any(String) });
    // The other's reservation is left as it was.
    expect((await detail(second)).reservation).toMatchObject({ status: 'pending' });
    expect((await detail(first)).reservation).toBeNull();
    // The same for an enquiry that found the company taken when it came.
    expect((await step(await book(2, 'cs', 409), 'confirm')).statusCode).toBe(409);
  });

  it('releases: the listing shows the company bookable at once and the next booking takes it', async () => {
    const id = await book(1);
    await step(id, 'confirm');
    expect(await listedReserved(1)).toBe(true);
    const res = await step(id, 'release');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, reservation: null, history: [] });
    expect(await listedReserved(1)).toBe(false);
    const next = await book(1);
    expect((await detail(next)).reservation).toMatchObject({ company_id: 1, status: 'pending' });
    // Nothing left to release or confirm.
    expect((await step(id, 'release')).statusCode).toBe(404);
    expect((await step(id, 'confirm')).statusCode).toBe(409);
  });

  it('answers 404 for an unknown enquiry and one that holds no reservation', async () => {
    for (const action of ['confirm', 'release'] as const) {
      const unknown = await step(999999, action);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ statusCode: 404, error: 'not_found' });
      expect((await step('abc', action)).statusCode).toBe(404);
    }
    const released = await book(1);
    await step(released, 'release');
    // The company is free again: nobody holds it, so there is nothing to confirm.
    expect((await step(released, 'confirm')).json()).toMatchObject({ statusCode: 404, error: 'not_found' });
  });

  it('lets nobody but staff confirm or release', async () => {
    const id = await book(1);
    for (const action of ['confirm', 'release'] as const) {
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/admin/enquiries/${id}/reservation/${action}` })).statusCode,
      ).toBe(401);
      expect((await step(id, action, user)).statusCode).toBe(403);
    }
    expect((await detail(id)).reservation).toMatchObject({ status: 'pending' });
  });
});
