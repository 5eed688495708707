import type { TestApp } from '../helpers';
import { siteTestApp } from './fixture';

// The staff inbox's forms posted without scripts: each does what its JSON endpoint does, goes back
// to the page it was on (303), and changes nothing for anyone but staff.

let t: TestApp;

beforeAll(async () => {
  t = await siteTestApp();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.db.handle.db;

/** A url-encoded form posted to a page from the site itself, with the browser's cookie. */
const post = (url: string, fields: Record<string, string>, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
    },
  });

/** Logs in through the login form; the session cookie as a browser would send it back. */
async function session(email: string, password: string): Promise<string> {
  const res = await post('/prihlaseni', { form: 'login', email, password });
  expect(res.statusCode).toBe(303);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

let address = 0;
/** An enquiry saved through the API from an address of its own; its id. */
async function save(content: Record<string, unknown>, fillMs = 60_000): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user-request/save?lang=cs',
    payload: {
      firstname: 'Marta Nováková',
      email: `marta${++address}@example.com`,
      phone: '777123456',
      agreement: true,
      website: '',
      fillMs,
      content,
    },
    remoteAddress: `198.51.100.${address}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
}

const request = (id: number) =>
  db().selectFrom('user_requests').select(['status', 'work_status']).where('id', '=', id).executeTakeFirstOrThrow();
const reservationOf = (id: number) =>
  db().selectFrom('readymade_reservations').select('status').where('user_request_id', '=', id).executeTakeFirst();

describe('the staff inbox without scripts', () => {
  it('changes a status and goes back to the same page; the history says who', async () => {
    const staff = await session('staff@example.com', 'staff-password');
    const id = await save({ type: 'contact-form', name: 'Sídlo v Brně' });
    const page = `/admin/poptavky?id=${id}`;
    const res = await post(page, { form: 'inbox-status', id: String(id), status: 'contacted' }, staff);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(page);
    expect((await request(id)).work_status).toBe('contacted');
    const history = await db()
      .selectFrom('user_request_status_history')
      .selectAll()
      .where('user_request_id', '=', id)
      .execute();
    expect(history).toHaveLength(1);
  });

  it('confirms and releases a ready-made reservation', async () => {
    const staff = await session('staff@example.com', 'staff-password');
    const listing = (await t.app.inject({ url: '/api/readymade' })).json() as {
      data: { id: number; reserved: boolean }[];
    };
    const [a, b] = listing.data.filter((company) => !company.reserved);
    const first = await save({ type: 'readymade', id: a!.id });
    const second = await save({ type: 'readymade', id: b!.id });
    await post('/admin/poptavky', { form: 'inbox-reservation', id: String(first), step: 'confirm' }, staff);
    expect(await reservationOf(first)).toEqual({ status: 'confirmed' });
    await post('/admin/poptavky', { form: 'inbox-reservation', id: String(second), step: 'release' }, staff);
    expect(await reservationOf(second)).toBeUndefined();
  });

  it('releases an enquiry set aside as sent too fast to the leads', async () => {
    const staff = await session('staff@example.com', 'staff-password');
    const id = await save({ type: 'contact-form', name: 'Rychlá' }, 500);
    expect((await request(id)).status).toBe('quarantine');
    const res = await post('/admin/poptavky', { form: 'inbox-release', id: String(id) }, staff);
    expect(res.statusCode).toBe(303);
    expect((await request(id)).status).toBe('new');
  });

  it('changes nothing for a user who is not staff, and sends a visitor without a session to log in', async () => {
    const id = await save({ type: 'contact-form', name: 'Nesahat' });
    const user = await session('demo@example.com', 'demo-password');
    // The API refuses (403); without a server build to render the page with the errors, the
    // visitor is sent back to it.
    const refused = await post('/admin/poptavky', { form: 'inbox-status', id: String(id), status: 'spam' }, user);
    expect(refused.headers.location ?? '').not.toMatch(/prihlaseni/);
    const guest = await post('/admin/poptavky', { form: 'inbox-status', id: String(id), status: 'spam' });
    expect(guest.statusCode).toBe(303);
    expect(guest.headers.location).toMatch(/^\/prihlaseni\?redirect=/);
    expect((await request(id)).work_status).toBe('new');
  });
});
