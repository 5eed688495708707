import type { TestApp } from 'api/testing';
import { siteTestApp } from './fixture';

// The staff inbox's forms posted without scripts are the inbox page's route's to run (the renderer
// runs their actions: the mf-forms tests and the e2e suite with the real server render cover what
// each does). Without a server render nothing runs them, and nothing changes.

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

/** Logs in through the JSON login; the session cookie as a browser would send it back. */
async function session(email: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(res.statusCode).toBe(200);
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

describe('the staff inbox without scripts', () => {
  it("hands each of its forms to the inbox page's route: without a server render nothing changes", async () => {
    const staff = await session('staff@example.com', 'staff-password');
    const id = await save({ type: 'contact-form', name: 'Sídlo v Brně' });
    const quarantined = await save({ type: 'contact-form', name: 'Rychlá' }, 500);
    const page = `/admin/poptavky?id=${id}`;
    const forms: Record<string, string>[] = [
      { form: 'inbox-status', id: String(id), status: 'contacted' },
      { form: 'inbox-note', id: String(id), note: 'Volat odpoledne' },
      { form: 'inbox-reservation', id: String(id), step: 'confirm' },
      { form: 'inbox-release', id: String(quarantined) },
    ];
    for (const fields of forms) {
      const res = await post(page, fields, staff);
      expect(res.statusCode).toBe(503);
    }
    expect((await request(id)).work_status).toBe('new');
    expect((await request(quarantined)).status).toBe('quarantine');
  });
});
