import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, multipart, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ minFillMs: 3000 });
});
afterAll(async () => {
  await t.close();
});

const person = {
  firstname: 'Eva Malá',
  email: 'eva@example.com',
  phone: '',
  agreement: true,
};
const save = (payload: object, remoteAddress = '192.0.2.50') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user-request/save',
    payload,
    remoteAddress,
  });
const statusOf = async (id: number) =>
  (await t.db.handle.db.selectFrom('user_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const companies = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/readymade' })).json().data as { id: number; reserved: boolean }[];

describe('enquiries from robots', () => {
  it('answers a filled-in robot field like any enquiry, but keeps it aside: no files, no reservation', async () => {
    const png = readFileSync(join(__dirname, 'fixtures', 'seed', 'images', 'office.png'));
    const [file] = (
      await t.app.inject({
        method: 'POST',
        url: '/api/filemanager/upload/file',
        ...multipart([{ name: 'office.png', content: png, type: 'image/png' }]),
      })
    ).json();
    const free = (await companies()).find((company) => !company.reserved)!;

    const res = await save({
      ...person,
      files: [file],
      website: 'https://cheap-pills.example',
      fillMs: 60_000,
      content: { type: 'readymade', id: free.id, name: 'Beta s.r.o.' },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), success: true });
    expect(await statusOf(res.json().id)).toBe('spam');
    expect((await companies()).find((company) => company.id === free.id)!.reserved).toBe(false);
    const stored = await t.db.handle.db
      .selectFrom('uploaded_files')
      .select('user_request_id')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(stored.user_request_id).toBeNull();
  });

  it('quarantines an enquiry sent faster than the minimum filling time, and takes a slower one as a lead', async () => {
    const content = { type: 'contact-form', name: 'Kolik stojí sídlo v Brně?' };
    const fast = await save({ ...person, website: '', fillMs: 900, content });
    expect(fast.statusCode).toBe(200);
    expect(await statusOf(fast.json().id)).toBe('quarantine');

    const slow = await save({ ...person, website: '', fillMs: 3000, content });
    expect(await statusOf(slow.json().id)).toBe('new');
    // Another client of the API that says nothing about the time is not judged by it.
    const untimed = await save({ ...person, content });
    expect(await statusOf(untimed.json().id)).toBe('new');
  });

  it('never answers a robot with a validation error for the robot fields', async () => {
    const res = await save({
      ...person,
      website: { url: 'x' },
      fillMs: 'soon',
      content: { type: 'contact-form' },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(res.json().id)).toBe('spam');
  });

  it('lets staff see the quarantine and release an enquiry to the leads; nobody else', async () => {
    const fast = await save({
      ...person,
      website: '',
      fillMs: 500,
      content: { type: 'contact-form', name: 'Autofill' },
    });
    const id = fast.json().id as number;
    const loginAs = async (email: string, password: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
        })
      ).json().token as string;
    const staff = {
      authorization: `Bearer ${await loginAs('staff@example.com', 'staff-password')}`,
    };
    const user = {
      authorization: `Bearer ${await loginAs('demo@example.com', 'demo-password')}`,
    };

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/quarantine' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/quarantine',
          headers: user,
        })
      ).statusCode,
    ).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quarantine',
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        id,
        email: 'eva@example.com',
        type: 'contact-form',
        text: 'Autofill',
      }),
    );

    const release = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/quarantine/${id}/release`,
        headers,
      });
    expect((await release(user)).statusCode).toBe(403);
    expect((await release(staff)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('new');
    expect((await release(staff)).statusCode).toBe(404);
  });

  it('stores one enquiry for the same post: a double press or a reload answers the first again', async () => {
    const body = {
      ...person,
      email: 'jednou.eva@example.com',
      fillMs: 10_000,
      content: { type: 'contact-form', name: 'Jednou' },
    };
    const [first, second] = await Promise.all([save(body), save(body)]);
    const again = await save(body);
    expect([first.statusCode, second.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(second.json().id).toBe(first.json().id);
    expect(again.json().id).toBe(first.json().id);
    const rows = await t.db.handle.db
      .selectFrom('user_requests')
      .select('id')
      .where('email', '=', body.email)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
