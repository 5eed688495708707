import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/connection';
import type { NewMail } from '../src/db/types';
import { claimDue, markFailed, markSent } from '../src/features/mail/repository';
import { mailSettings } from '../src/features/mail/settings';
import { retryDelayMs, type MailWorkerOptions } from '../src/features/mail/worker';
import { createTestApp, relaxedLimits, type TestApp } from './helpers';

interface Received {
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A local SMTP server (no TLS, any login accepted) that keeps what it receives; `hang`: never answers a message. */
async function startSmtp(port = 0, options: { hang?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (!options.hang) callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (taken from the system, then released). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitFor<T>(
  check: () => Promise<T | false | undefined | null>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const settingsFor = (port: number) =>
  mailSettings({
    SMTP_URL: `smtp://lead-bot:s3cret%40x@127.0.0.1:${port}`,
    MAIL_FROM: 'Sídlo Partner <noreply@example.cz>',
    MAIL_TO_LEADS: 'leads@example.cz',
  })!;

/** Short timing, so that retries happen within a test. */
const FAST: Omit<MailWorkerOptions, 'settings'> = {
  pollIntervalMs: 25,
  batchSize: 10,
  leaseMs: 60_000,
  retryBaseMs: 100,
  retryMaxMs: 400,
  maxAttempts: 10,
  sendTimeoutMs: 5_000,
  stopGraceMs: 200,
};

// One seeded database for the file; each test runs its own server (and worker) over it.
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp({ cleanupIntervalMs: false });
});
afterAll(async () => {
  await base.close();
});
beforeEach(async () => {
  // Each test starts with an empty outbox: a worker takes every pending message, not only its test's.
  await base.db.handle.db.deleteFrom('mail_outbox').execute();
});

/** A server over the shared database, listening, with a mail worker when `mail` has settings. */
async function server(
  mail: Partial<MailWorkerOptions> | undefined,
  options: { logs?: string[]; database?: DatabaseHandle } = {},
): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      options.logs?.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    database: options.database ?? base.db.handle,
    seedDir: base.seedDir,
    uploadDir: base.uploadDir,
    rateLimits: relaxedLimits,
    cleanupIntervalMs: false,
    ...(mail ? { mail: { ...FAST, ...mail } } : {}),
    ...(options.logs ? { logger: { level: 'info', stream } } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const enquiry = {
  firstname: 'Jana Nováková',
  email: 'jana@example.com',
  phone: '+420 777 123 456',
  agreement: true,
  content: { type: 'establishment', name: 'Založení s.r.o.' },
};
/** Saves an enquiry; each test sends its own (the same post again is the first enquiry, with no new messages). */
const saveEnquiry = async (app: FastifyInstance, payload: object = enquiry) => {
  const res = await app.inject({ method: 'POST', url: '/api/user-request/save', payload });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
};
const mailsOf = (id: number) =>
  base.db.handle.db.selectFrom('mail_outbox').selectAll().where('user_request_id', '=', id).orderBy('kind').execute();
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim();

describe('the mail worker', () => {
  it('sends the lead and the confirmation by SMTP, each with its Message-ID, and marks them sent', async () => {
    const smtp = await startSmtp();
    const app = await server({ settings: settingsFor(smtp.port) });
    try {
      const id = await saveEnquiry(app);
      const [confirmation, lead] = await waitFor(async () => {
        const rows = await mailsOf(id);
        return rows.length === 2 && rows.every((row) => row.status === 'sent') && rows;
      }, 'both messages sent');
      expect(smtp.received).toHaveLength(2);

      const toLeads = smtp.received.find((mail) => mail.to.includes('leads@example.cz'))!;
      const toVisitor = smtp.received.find((mail) => mail.to.includes('jana@example.com'))!;
      expect(toLeads.to).toEqual(['leads@example.cz']);
      expect(toVisitor.to).toEqual(['jana@example.com']);
      // The credentials of SMTP_URL, percent-decoded, logged in.
      expect(toLeads.user).toBe('lead-bot');

      expect(lead).toMatchObject({ attempts: 1, recipient: 'leads@example.cz', last_error: null });
      expect(lead!.sent_at).toBeInstanceOf(Date);
      expect(lead!.message_id).toBe(`<${lead!.id}@example.cz>`);
      expect(header(toLeads.raw, 'Message-ID')).toBe(lead!.message_id);
      expect(header(toLeads.raw, 'Reply-To')).toBe('jana@example.com');
      expect(header(toLeads.raw, 'From')).toContain('<noreply@example.cz>');
      expect(toLeads.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
      expect(toLeads.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);

      expect(confirmation).toMatchObject({ attempts: 1, recipient: 'jana@example.com' });
      expect(header(toVisitor.raw, 'Message-ID')).toBe(`<${confirmation!.id}@example.cz>`);
      expect(header(toVisitor.raw, 'Reply-To')).toBe('leads@example.cz');
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('retries while the SMTP server is down, then delivers each message once; the logs name no one', async () => {
    const port = await freePort();
    const logs: string[] = [];
    const app = await server({ settings: settingsFor(port) }, { logs });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const id = await saveEnquiry(app, { ...enquiry, email: 'retry@example.com' });
      const failing = await waitFor(async () => {
        const rows = await mailsOf(id);
        return rows.length === 2 && rows.every((row) => row.attempts >= 2) && rows;
      }, 'two failed attempts of each message');
      for (const row of failing) {
        expect(row.status).toBe('pending');
        expect(row.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
        // The Message-ID is fixed at the first attempt.
        expect(row.message_id).toBe(`<${row.id}@example.cz>`);
      }

      smtp = await startSmtp(port);
      const sent = await waitFor(async () => {
        const rows = await mailsOf(id);
        return rows.every((row) => row.status === 'sent') && rows;
      }, 'delivery after the outage');
      // Give the worker a few more polls: nothing is sent again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received.map((mail) => header(mail.raw, 'Message-ID')).sort()).toEqual(
        sent.map((row) => row.message_id).sort(),
      );
      for (const row of sent) {
        // At least one failed attempt before the one that delivered.
        expect(row.attempts).toBeGreaterThanOrEqual(2);
        expect(row.last_error).toBeNull();
      }

      const mailLogs = logs.filter((line) => line.includes('"component":"mail"'));
      expect(mailLogs.some((line) => line.includes('mail not sent, will retry'))).toBe(true);
      expect(mailLogs.some((line) => line.includes('"msg":"mail sent"'))).toBe(true);
      for (const line of mailLogs) {
        expect(line).not.toContain('@');
        expect(line).not.toContain('Jana');
        expect(line).not.toContain('s3cret');
      }
    } finally {
      await app.close();
      await smtp?.close();
    }
  });

  it('gives a message up after the last attempt and keeps it, marked failed', async () => {
    const port = await freePort();
    const app = await server({ settings: settingsFor(port), maxAttempts: 2 });
    try {
      const id = await saveEnquiry(app, { ...enquiry, email: 'given-up@example.com' });
      await waitFor(async () => {
        const rows = await mailsOf(id);
        return rows.length === 2 && rows.every((row) => row.status === 'failed');
      }, 'both messages given up');
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const row of await mailsOf(id)) {
        expect(row).toMatchObject({ status: 'failed', attempts: 2, sent_at: null });
        expect(row.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
      }
    } finally {
      await app.close();
    }
  });

  it('does not run without SMTP settings: the messages stay pending, untouched', async () => {
    const app = await server(undefined);
    try {
      const id = await saveEnquiry(app, { ...enquiry, email: 'no-smtp@example.com' });
      await new Promise((resolve) => setTimeout(resolve, 400));
      const rows = await mailsOf(id);
      expect(rows).toHaveLength(2);
      for (const row of rows)
        expect(row).toMatchObject({ status: 'pending', attempts: 0, message_id: null, last_error: null });
    } finally {
      await app.close();
    }
  });

  it('lets two servers share the outbox without sending a message twice', async () => {
    const smtp = await startSmtp();
    const settings = settingsFor(smtp.port);
    // The second server has its own connections to the same database (PGlite has one, shared).
    const secondDb: DatabaseHandle = base.db.schema ? await base.db.reopen() : base.db.handle;
    const apps: FastifyInstance[] = [];
    try {
      const writer = await server(undefined);
      apps.push(writer);
      const ids: number[] = [];
      for (let i = 0; i < 12; i++)
        ids.push(await saveEnquiry(writer, { ...enquiry, email: `visitor${i}@example.com` }));
      apps.push(
        ...(await Promise.all([
          server({ settings, batchSize: 3 }),
          server({ settings, batchSize: 3 }, { database: secondDb }),
        ])),
      );
      const rows = await waitFor(async () => {
        const all = await base.db.handle.db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('user_request_id', 'in', ids)
          .execute();
        return all.length === 24 && all.every((row) => row.status === 'sent') && all;
      }, 'every message sent');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const messageIds = smtp.received.map((mail) => header(mail.raw, 'Message-ID'));
      expect(messageIds).toHaveLength(24);
      expect(new Set(messageIds).size).toBe(24);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    } finally {
      for (const app of apps) await app.close();
      if (secondDb !== base.db.handle) await secondDb.close();
      await smtp.close();
    }
  });

  it('stops with the server: a message the SMTP server holds up is broken off, the rest of the batch handed back', async () => {
    const smtp = await startSmtp(0, { hang: true });
    const app = await server({ settings: settingsFor(smtp.port), stopGraceMs: 200, batchSize: 2 });
    try {
      const id = await saveEnquiry(app, { ...enquiry, email: 'stopping@example.com' });
      await waitFor(async () => smtp.received.length >= 1, 'a message in the SMTP server');
      const started = Date.now();
      await app.close();
      expect(Date.now() - started).toBeLessThan(3_000);
      const rows = await mailsOf(id);
      // Both were claimed (attempt 1, leased a minute ahead). The one held up is recorded as failed,
      // to be retried; the one never tried is due again at once, without an error.
      expect(rows.map((row) => [row.status, row.attempts, row.sent_at])).toEqual([
        ['pending', 1, null],
        ['pending', 1, null],
      ]);
      const [tried, untried] = rows[0]!.last_error ? [rows[0]!, rows[1]!] : [rows[1]!, rows[0]!];
      expect(tried.last_error).toEqual(expect.any(String));
      expect(untried.last_error).toBeNull();
      const { now } = (await sql<{ now: Date }>`select now() as now`.execute(base.db.handle.db)).rows[0]!;
      expect(untried.next_attempt_at.getTime()).toBeLessThanOrEqual(now.getTime());
    } finally {
      await smtp.close();
    }
  });
});

describe('claiming due messages', () => {
  beforeEach(async () => {
    await base.db.handle.db.deleteFrom('mail_outbox').execute();
  });

  const insert = (count: number, over: Partial<NewMail> = {}) =>
    base.db.handle.db
      .insertInto('mail_outbox')
      .values(
        Array.from({ length: count }, (_, i) => ({
          id: randomUUID(),
          kind: 'confirmation' as const,
          recipient: `claim${i}@example.com`,
          subject: 'Přijali jsme vaši poptávku',
          text_body: 'Dobrý den',
          ...over,
        })),
      )
      .returning('id')
      .execute();

  it('hands each due message to one claimer only, however many claim at once', async () => {
    await insert(40);
    // Four claimers: on a server two pools of connections, on PGlite its one connection.
    const other: DatabaseHandle = base.db.schema ? await base.db.reopen() : base.db.handle;
    try {
      const claimers = [base.db.handle.db, other.db, base.db.handle.db, other.db];
      const seen: string[] = [];
      for (let round = 0; round < 10; round++) {
        const batches = await Promise.all(
          claimers.map((db) => claimDue(db, { batchSize: 3, leaseMs: 60_000, domain: 'example.cz' })),
        );
        for (const batch of batches) seen.push(...batch.map((row) => row.id));
        if (batches.every((batch) => batch.length === 0)) break;
      }
      expect(seen).toHaveLength(40);
      expect(new Set(seen).size).toBe(40);
      // Claimed rows are leased: nothing is due until the lease ends.
      expect(await claimDue(base.db.handle.db, { batchSize: 50, leaseMs: 60_000, domain: 'example.cz' })).toEqual([]);
    } finally {
      if (other !== base.db.handle) await other.close();
    }
  });

  it('skips messages not yet due, sent or given up, and keeps a Message-ID once given', async () => {
    const [due] = await insert(1, { message_id: '<kept@example.org>' });
    await insert(1, { next_attempt_at: new Date(Date.now() + 60_000) });
    await insert(1, { status: 'sent' });
    await insert(1, { status: 'failed' });
    const claimed = await claimDue(base.db.handle.db, { batchSize: 10, leaseMs: 60_000, domain: 'example.cz' });
    expect(claimed).toEqual([expect.objectContaining({ id: due!.id, attempts: 1, message_id: '<kept@example.org>' })]);
  });

  it('records an outcome only for the attempt that claimed the message', async () => {
    const [row] = await insert(1);
    const [claimed] = await claimDue(base.db.handle.db, { batchSize: 1, leaseMs: 0, domain: 'example.cz' });
    // The lease ran out and another pass claimed it again: the first pass's late answer is ignored.
    const [again] = await claimDue(base.db.handle.db, { batchSize: 1, leaseMs: 60_000, domain: 'example.cz' });
    expect(claimed!.id).toBe(row!.id);
    expect(again).toMatchObject({ id: row!.id, attempts: 2 });
    expect(await markSent(base.db.handle.db, row!.id, 1, 'x@example.com')).toBe(false);
    expect(await markFailed(base.db.handle.db, row!.id, 1, { error: 'late', retryInMs: 0, giveUp: true })).toBe(false);
    expect(await markSent(base.db.handle.db, row!.id, 2, 'claim0@example.com')).toBe(true);
    const stored = await base.db.handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', row!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('waits four times longer after each failure, up to the cap', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelayMs(attempt, 30_000, 6 * 3600_000));
    expect(waits).toEqual([30_000, 120_000, 480_000, 1_920_000, 7_680_000, 21_600_000, 21_600_000]);
  });
});
