import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { OUTBOX_LIST_MAX } from '../src/features/admin-enquiries/outbox-routes';
import { createTestApp, login, mailsOf, type TestApp } from './helpers';

/** Settings of an SMTP server nobody listens on: the worker would send, but it runs only when listening. */
const SMTP = {
  smtpUrl: 'smtp://127.0.0.1:9',
  from: 'noreply@example.cz',
  leadsTo: ['leads@example.cz'],
  domain: 'example.cz',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const outbox = async (app: TestApp) => {
  const headers = { authorization: `Bearer ${await login(app.app, 'staff@example.com', 'staff-password')}` };
  const res = await app.app.inject({ method: 'GET', url: '/api/admin/outbox', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
};

async function enquiry(email: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user-request/save',
    payload: { firstname: 'Jana', email, phone: '', agreement: true, content: { type: 'contact-form', name: 'Dotaz' } },
    remoteAddress: '192.0.2.40',
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
}

describe('the undelivered e-mails, for staff', () => {
  it('lists what waits without SMTP, newest first, and hides what was sent', async () => {
    const first = await enquiry('first@example.com');
    const second = await enquiry('second@example.com');
    const db = t.db.handle.db;
    await db
      .updateTable('mail_outbox')
      .set({ created_at: sql<Date>`created_at - interval '1 hour'` } as never)
      .where('user_request_id', '=', first)
      .execute();

    const body = await outbox(t);
    expect(body.sending).toBe(false);
    expect(body.data.map((m: { enquiry_id: number }) => m.enquiry_id)).toEqual([second, second, first, first]);
    const [confirmation, lead] = await mailsOf(t.db, second);
    expect(body.data).toContainEqual({
      id: confirmation!.id,
      kind: 'confirmation',
      to: 'second@example.com',
      subject: confirmation!.subject,
      enquiry_id: second,
      status: 'pending',
      attempts: 0,
      last_error: null,
      created_at: confirmation!.created_at.toISOString(),
      next_attempt_at: confirmation!.next_attempt_at.toISOString(),
    });
    expect(body.data).toContainEqual(expect.objectContaining({ id: lead!.id, kind: 'lead', to: null }));

    // Sent: gone from the list. Given up: listed as failed, with its error and no next attempt.
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: new Date() })
      .where('id', '=', lead!.id)
      .execute();
    await db
      .updateTable('mail_outbox')
      .set({ status: 'failed', attempts: 10, last_error: '550 mailbox unavailable' })
      .where('id', '=', confirmation!.id)
      .execute();
    const after = await outbox(t);
    expect(after.data.map((m: { id: string }) => m.id)).not.toContain(lead!.id);
    expect(after.data).toHaveLength(3);
    expect(after.data[0]).toMatchObject({
      id: confirmation!.id,
      status: 'failed',
      attempts: 10,
      last_error: '550 mailbox unavailable',
      next_attempt_at: null,
    });
  });

  it(`says when the server sends mail, and shows the newest ${OUTBOX_LIST_MAX} at most`, async () => {
    const mailing = await createTestApp({ mail: { settings: SMTP } });
    try {
      const base = Date.now() - 3600_000;
      await mailing.db.handle.db
        .insertInto('mail_outbox')
        .values(
          Array.from({ length: OUTBOX_LIST_MAX + 5 }, (_, i) => ({
            id: randomUUID(),
            kind: 'lead' as const,
            user_request_id: null,
            recipient: null,
            reply_to: null,
            subject: `Lead ${i}`,
            text_body: 'text',
            html_body: null,
            created_at: new Date(base + i * 1000),
          })),
        )
        .execute();
      const body = await outbox(mailing);
      expect(body.sending).toBe(true);
      expect(body.data).toHaveLength(OUTBOX_LIST_MAX);
      expect(body.data[0]).toMatchObject({ subject: `Lead ${OUTBOX_LIST_MAX + 4}`, enquiry_id: null });
      expect(body.data.at(-1)).toMatchObject({ subject: 'Lead 5' });
    } finally {
      await mailing.close();
    }
  });
});
