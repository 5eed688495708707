import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, login, multipart, type TestApp } from './helpers';

let t: TestApp;
let staff: Record<string, string>;
let user: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ minFillMs: 0 });
  staff = { authorization: `Bearer ${await login(t.app, 'staff@example.com', 'staff-password')}` };
  user = { authorization: `Bearer ${await login(t.app)}` };
});
afterAll(async () => {
  await t.close();
});

const db = () => t.db.handle.db;

let address = 0;
async function enquiry(
  firstname: string,
  email: string,
  content: Record<string, unknown> = { type: 'contact-form', name: 'Kolik stojí sídlo?' },
  files: { id: string }[] = [],
): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user-request/save',
    headers: { 'x-site-url': 'https://example.cz/kontakt' },
    payload: { firstname, email, phone: '+420 777 123 456', agreement: true, content, files },
    remoteAddress: `192.0.2.${++address}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
}

const setCreated = (id: number, at: string) =>
  db()
    .updateTable('user_requests')
    .set({ created_at: new Date(at) } as never)
    .where('id', '=', id)
    .execute();

const get = (url: string, headers: Record<string, string> = staff) => t.app.inject({ method: 'GET', url, headers });
const patch = (id: number, payload: object, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/enquiries/${id}`, headers, payload });

let ids: Record<string, number>;
let fileId: string;

beforeAll(async () => {
  const png = readFileSync(join(__dirname, 'fixtures', 'seed', 'images', 'office.png'));
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/filemanager/upload/file',
    ...multipart([{ name: 'plán kanceláře.png', content: png, type: 'image/png' }]),
  });
  expect(upload.statusCode).toBe(200);
  fileId = upload.json()[0].id;

  ids = {
    jana: await enquiry('Jana Nováková', 'jana@example.com', { type: 'contact-form', name: 'Sídlo v Praze' }, [
      { id: fileId },
    ]),
    petr: await enquiry('Petr Svoboda', 'petr@firma.cz', { type: 'liquidation', name: 'Likvidace s.r.o.' }),
    formula: await enquiry('=HYPERLINK("http://x","y")', 'evil@example.com'),
    rehor: await enquiry('Řehoř Žlutý', 'REHOR@example.com', { type: 'liquidation', name: 'Likvidace a.s.' }),
  };
  await setCreated(ids.jana!, '2026-01-10T09:00:00Z');
  await setCreated(ids.petr!, '2026-02-15T09:00:00Z');
  await setCreated(ids.formula!, '2026-03-01T09:00:00Z');
  await setCreated(ids.rehor!, '2026-03-31T22:30:00Z'); // 1 April, 00:30 in Prague (summer time)
});

const ADMIN_REQUESTS = () => [
  { method: 'GET' as const, url: '/api/admin/enquiries' },
  { method: 'GET' as const, url: '/api/admin/enquiries/export.csv' },
  { method: 'GET' as const, url: `/api/admin/enquiries/${ids.jana}` },
  { method: 'PATCH' as const, url: `/api/admin/enquiries/${ids.jana}`, payload: { status: 'won' } },
  { method: 'GET' as const, url: `/api/admin/files/${fileId}` },
  { method: 'POST' as const, url: `/api/admin/enquiries/${ids.jana}/reservation/confirm` },
  { method: 'POST' as const, url: `/api/admin/enquiries/${ids.jana}/reservation/release` },
  { method: 'GET' as const, url: '/api/admin/outbox' },
];

describe('the staff inbox', () => {
  it('answers a guest 401 and a user without the staff scope 403 on every endpoint, as ApiError', async () => {
    for (const request of ADMIN_REQUESTS()) {
      const guest = await t.app.inject(request);
      expect([request.url, guest.statusCode]).toEqual([request.url, 401]);
      expect(guest.json()).toMatchObject({ statusCode: 401, error: 'unauthorized' });
      expect(guest.headers['cache-control']).toBe('no-store');
      const other = await t.app.inject({ ...request, headers: user });
      expect([request.url, other.statusCode]).toEqual([request.url, 403]);
      expect(other.json()).toMatchObject({ statusCode: 403, error: 'forbidden', message: expect.any(String) });
    }
    // Nothing changed.
    const row = await db()
      .selectFrom('user_requests')
      .select('work_status')
      .where('id', '=', ids.jana!)
      .executeTakeFirstOrThrow();
    expect(row.work_status).toBe('new');
    expect(await db().selectFrom('user_request_status_history').selectAll().execute()).toEqual([]);
  });

  it('lists newest first with the count in `new`', async () => {
    const res = await get('/api/admin/enquiries');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.data.map((row: { id: number }) => row.id)).toEqual([ids.rehor, ids.formula, ids.petr, ids.jana]);
    expect(body.meta).toEqual({ total: 4, limit: 20, offset: 0, newCount: 4 });
    expect(body.data[2]).toEqual({
      id: ids.petr,
      type: 'liquidation',
      item_name: 'Likvidace s.r.o.',
      name: 'Petr Svoboda',
      email: 'petr@firma.cz',
      phone: '+420 777 123 456',
      created_at: '2026-02-15T09:00:00.000Z',
      status: 'new',
    });
  });

  it('filters by type, status and days (inclusive, Prague time), searches name or e-mail, pages', async () => {
    const list = async (query: string) => {
      const res = await get(`/api/admin/enquiries?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { id: number }[]; meta: { total: number; limit: number; offset: number } };
    };
    const idsOf = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

    expect(idsOf(await list('type=liquidation'))).toEqual([ids.rehor, ids.petr]);
    expect(idsOf(await list('from=2026-02-15&to=2026-03-01'))).toEqual([ids.formula, ids.petr]);
    expect(idsOf(await list('from=2026-04-01'))).toEqual([ids.rehor]);
    expect(idsOf(await list('to=2026-03-31'))).toEqual([ids.formula, ids.petr, ids.jana]);
    expect(idsOf(await list('q=nov%C3%A1'))).toEqual([ids.jana]); // "nová" in Nováková
    expect(idsOf(await list('q=rehor%40EXAMPLE'))).toEqual([ids.rehor]);
    expect(idsOf(await list('q=FIRMA'))).toEqual([ids.petr]);
    expect(idsOf(await list('q=%25'))).toEqual([]); // % is matched literally
    expect(idsOf(await list('status=won'))).toEqual([]);
    // A filter value that cannot be used is no filter.
    expect((await list('status=nope&from=2026-13-45&to=2026-02-30')).meta.total).toBe(4);

    const page = await list('limit=2&offset=1');
    expect(idsOf(page)).toEqual([ids.formula, ids.petr]);
    expect(page.meta).toMatchObject({ total: 4, limit: 2, offset: 1 });
    expect((await list('limit=1000')).meta.limit).toBe(100);
  });

  it('leaves quarantined enquiries to their own list', async () => {
    const fast = await createTestApp({ minFillMs: 60_000 });
    try {
      const saved = await fast.app.inject({
        method: 'POST',
        url: '/api/user-request/save',
        payload: {
          firstname: 'Robot',
          email: 'r@example.com',
          phone: '',
          agreement: true,
          fillMs: 10,
          content: { type: 'contact-form' },
        },
      });
      const headers = { authorization: `Bearer ${await login(fast.app, 'staff@example.com', 'staff-password')}` };
      const list = await fast.app.inject({ method: 'GET', url: '/api/admin/enquiries', headers });
      expect(list.json().meta).toMatchObject({ total: 0, newCount: 0 });
      const one = await fast.app.inject({ method: 'GET', url: `/api/admin/enquiries/${saved.json().id}`, headers });
      expect(one.statusCode).toBe(404);
      // Released, it is a new enquiry of the inbox.
      await fast.app.inject({ method: 'POST', url: `/api/admin/quarantine/${saved.json().id}/release`, headers });
      const after = await fast.app.inject({ method: 'GET', url: '/api/admin/enquiries', headers });
      expect(after.json().meta).toMatchObject({ total: 1, newCount: 1 });
    } finally {
      await fast.close();
    }
  });

  it('shows one enquiry with everything sent, its files and its (empty) history', async () => {
    const res = await get(`/api/admin/enquiries/${ids.jana}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: ids.jana,
      type: 'contact-form',
      item_name: 'Sídlo v Praze',
      name: 'Jana Nováková',
      email: 'jana@example.com',
      status: 'new',
      received_as: 'new',
      note: '',
      locale: 'cs',
      site_url: 'https://example.cz/kontakt',
      content: { type: 'contact-form', name: 'Sídlo v Praze' },
      files: [{ id: fileId, name: expect.stringMatching(/\.png$/), mime: 'image/png', size: expect.any(Number) }],
      reservation: null,
      history: [],
    });
    expect((await get('/api/admin/enquiries/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/enquiries/abc')).statusCode).toBe(404);
  });

  it('records a status change with who and when; an unchanged status records nothing', async () => {
    const before = Date.now();
    const res = await patch(ids.petr!, { status: 'contacted', note: 'Volat po 14. hodině' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'contacted', note: 'Volat po 14. hodině' });
    expect(data.history).toEqual([{ from: 'new', to: 'contacted', by: 'staff@example.com', at: expect.any(String) }]);
    const at = Date.parse(data.history[0].at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    // The same status again (with a new note) and a note alone write no history row.
    expect((await patch(ids.petr!, { status: 'contacted', note: 'Nezvedá' })).json().data.history).toHaveLength(1);
    expect((await patch(ids.petr!, { note: 'Zavolat zítra' })).json().data).toMatchObject({
      status: 'contacted',
      note: 'Zavolat zítra',
    });

    const won = await patch(ids.petr!, { status: 'won' });
    expect(won.json().data.history.map((h: { from: string; to: string }) => `${h.from}>${h.to}`)).toEqual([
      'new>contacted',
      'contacted>won',
    ]);
    const rows = await db()
      .selectFrom('user_request_status_history')
      .select(['user_request_id', 'staff_user_id'])
      .execute();
    const staffUser = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'staff@example.com')
      .executeTakeFirstOrThrow();
    expect(rows).toEqual([
      { user_request_id: ids.petr, staff_user_id: staffUser.id },
      { user_request_id: ids.petr, staff_user_id: staffUser.id },
    ]);

    const list = (await get('/api/admin/enquiries?status=won')).json();
    expect(list.data.map((row: { id: number }) => row.id)).toEqual([ids.petr]);
    expect(list.meta.newCount).toBe(3);
  });

  it('answers a wrong body 422 with field errors, and an unknown enquiry 404', async () => {
    const res = await patch(ids.jana!, { status: 'done', note: 5 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      statusCode: 422,
      error: 'validation_failed',
      errors: { status: [expect.any(String)], note: [expect.any(String)] },
    });
    const long = await patch(ids.jana!, { note: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.note).toHaveLength(1);
    expect((await patch(999999, { status: 'won' })).statusCode).toBe(404);
  });

  it('exports the filtered enquiries as a Czech CSV with formulas neutralised', async () => {
    const res = await get('/api/admin/enquiries/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="poptavky-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('"ID";"Datum";"Typ";"Položka";"Jméno";"E-mail";"Telefon";"Stav";"Poznámka"');
    expect(lines).toHaveLength(5);
    const formula = lines.find((line) => line.startsWith(`"${ids.formula}";`))!;
    expect(formula).toContain(';"\'=HYPERLINK(""http://x"",""y"")";');
    const rehor = lines.find((line) => line.startsWith(`"${ids.rehor}";`))!;
    expect(rehor).toBe(
      `"${ids.rehor}";"2026-04-01 00:30";"liquidation";"Likvidace a.s.";"Řehoř Žlutý";"REHOR@example.com";"'+420 777 123 456";"nová";""`,
    );

    const filtered = await get('/api/admin/enquiries/export.csv?type=liquidation&q=petr');
    const rows = filtered.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(new RegExp(`^"${ids.petr}";.*"Petr Svoboda"`));
  });

  it('lets staff download an attachment with its type, as an attachment; nobody else', async () => {
    const res = await get(`/api/admin/files/${fileId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.png"; filename\*=UTF-8''/);
    expect(res.headers['cache-control']).toBe('no-store');
    const png = readFileSync(join(__dirname, 'fixtures', 'seed', 'images', 'office.png'));
    expect(res.rawPayload.equals(png)).toBe(true);

    expect((await get(`/api/admin/files/${fileId}`, user)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/files/${fileId}` })).statusCode).toBe(401);
    expect((await get('/api/admin/files/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/admin/files/not-a-uuid')).statusCode).toBe(404);
  });

  it('does not serve an upload that no enquiry holds', async () => {
    const png = readFileSync(join(__dirname, 'fixtures', 'seed', 'images', 'office.png'));
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/filemanager/upload/file',
      ...multipart([{ name: 'loose.png', content: png, type: 'image/png' }]),
    });
    expect((await get(`/api/admin/files/${upload.json()[0].id}`)).statusCode).toBe(404);
  });

  it('files an enquiry caught by the robot trap as spam', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-request/save',
      payload: {
        firstname: 'Bot',
        email: 'bot@example.com',
        phone: '',
        agreement: true,
        website: 'x',
        content: { type: 'contact-form' },
      },
      remoteAddress: '192.0.2.200',
    });
    const list = (await get('/api/admin/enquiries?status=spam')).json();
    expect(list.data.map((row: { id: number }) => row.id)).toEqual([res.json().id]);
  });
});
