import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropSchema, openDatabase } from '../src/db/connection';
import { startServer, type ServerProcess } from '../scripts/server-process';
import { storedBytes } from './helpers';

// A real server process is killed with SIGKILL while enquiries, orders and uploads are being
// written; restarted on the same data (the PGlite folder, or with DATABASE_URL the same server
// schema) it must come up, and every write it acknowledged must be stored once and whole, and
// nothing it did not finish may be stored in part.

const PORT = 8490 + Number(process.env.JEST_WORKER_ID ?? 0);
const WRITERS = 6;
/** Writing goes on at least this long, and until this many writes (of every kind) were acknowledged, before the kill. */
const WRITE_MS = 1500;
const MIN_ACKNOWLEDGED = 12;

const databaseUrl = process.env.DATABASE_URL || '';
const schema = databaseUrl ? `crash_${randomBytes(5).toString('hex')}` : '';
const dataDir = mkdtempSync(path.join(tmpdir(), 'api-crash-'));
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  DATABASE_SCHEMA: schema,
  SEED_DEMO: '0',
  NODE_ENV: 'production',
  SITE_URL: 'http://127.0.0.1',
  // Each request says it comes from its own address (through a trusted local proxy), so the
  // per-address rate limits and the one-upload-per-address rule do not slow the writers down.
  TRUST_PROXY: 'loopback',
  UPLOAD_MAX_IN_FLIGHT: '16',
};

const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers)
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  if (databaseUrl) await dropSchema(databaseUrl, schema);
  rmSync(dataDir, { recursive: true, force: true });
});

interface Acknowledged {
  enquiries: Map<number, string>;
  orders: Map<number, { cartId: number; total: number }>;
  /** Enquiry id → sha256 of the file sent with it. */
  withFiles: Map<number, string>;
}

let sequence = 0;
/** A new client address for every request: 10.x.y.z. */
function nextAddress(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

async function call(base: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = { method, headers: { 'x-forwarded-for': nextAddress(), ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await fetch(base + url, init);
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & Array<Record<string, unknown>> };
}

const person = (marker: string) => ({
  firstname: `Crash ${marker}`,
  email: `crash-${marker}@example.com`,
  phone: '+420 777 123 456',
  agreement: true,
});

/** One writer: enquiries, orders and enquiries with an upload, in turn, until `stop` is set. */
async function writer(base: string, index: number, acked: Acknowledged, stop: { now: boolean }): Promise<void> {
  for (let round = 0; !stop.now; round++) {
    const marker = `${index}-${round}`;
    try {
      const kind = (index + round) % 3;
      if (kind === 0) {
        const res = await call(base, 'POST', '/api/user-request/save', {
          ...person(marker),
          content: { type: 'contact-form', name: `Dotaz ${marker} `.repeat(50), otherServices: ['Účetnictví'] },
        });
        if (res.status === 200) acked.enquiries.set(res.json.id as number, marker);
      } else if (kind === 1) {
        const cart = await call(base, 'GET', '/api/cart/anonymous/cs/0');
        const token = { cookie: `guest-cart=${cart.json.tempId as string}` };
        const cartId = cart.json.id as number;
        await call(base, 'PUT', `/api/cart/${cartId}`, { id: 101, quantity: 1 + (round % 3) }, token);
        const res = await call(base, 'POST', `/api/cart/${cartId}/order`, person(marker), {
          ...token,
          'idempotency-key': `crash-${marker}`,
        });
        if (res.status === 200) acked.orders.set(res.json.id as number, { cartId, total: res.json.total as number });
      } else {
        const content = Buffer.from(`Podklady ${marker}\n`.repeat(20_000));
        const form = new FormData();
        form.append('format[]', 'file');
        form.append('file', new Blob([content]), `podklady-${marker}.txt`);
        const upload = await call(base, 'POST', '/api/filemanager/upload/file', form);
        if (upload.status !== 200) continue;
        const res = await call(base, 'POST', '/api/user-request/save', {
          ...person(marker),
          files: [{ id: upload.json[0]?.id }],
          content: { type: 'contact-form', name: `Soubor ${marker}` },
        });
        if (res.status === 200) {
          acked.enquiries.set(res.json.id as number, marker);
          acked.withFiles.set(res.json.id as number, createHash('sha256').update(content).digest('hex'));
        }
      }
    } catch {
      // The server is gone: whatever was not acknowledged may or may not be stored.
    }
  }
}

/** Enough was acknowledged for the kill to mean something: of every kind, and in all. */
const enoughWritten = (a: Acknowledged) =>
  a.orders.size > 0 && a.withFiles.size > 0 && a.enquiries.size + a.orders.size >= MIN_ACKNOWLEDGED;

describe(`a server killed while writing (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restarts on the same data with every acknowledged write stored once and whole', async () => {
    const acked: Acknowledged = { enquiries: new Map(), orders: new Map(), withFiles: new Map() };
    const first = await startServer(PORT, env);
    servers.push(first);
    const stop = { now: false };
    const writers = Array.from({ length: WRITERS }, (_, i) => writer(first.base, i, acked, stop));
    const started = Date.now();
    while (Date.now() - started < WRITE_MS || !enoughWritten(acked)) {
      if (Date.now() - started > 20_000) throw new Error('the server acknowledged too few writes');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    stop.now = true;
    await Promise.all(writers);

    // It starts again on the same data and takes new writes.
    const second = await startServer(PORT, env);
    servers.push(second);
    const after = await call(second.base, 'POST', '/api/user-request/save', {
      ...person('after'),
      content: { type: 'contact-form', name: 'Po restartu' },
    });
    expect(after.status).toBe(200);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    const handle = await openDatabase(
      databaseUrl ? { databaseUrl, schema } : { dataDir: path.join(dataDir, 'pglite') },
    );
    try {
      const db = handle.db;
      const rows = await db
        .selectFrom('user_requests')
        .select(['id', 'firstname', 'email', 'phone', 'content', 'status'])
        .where('email', 'like', 'crash-%')
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));

      // Every acknowledged enquiry and order is there, once (each marker e-mail was sent once).
      const emails = rows.map((row) => row.email);
      expect(new Set(emails).size).toBe(emails.length);
      for (const [id, marker] of acked.enquiries) expect(byId.get(id)?.email).toBe(`crash-${marker}@example.com`);
      for (const id of acked.orders.keys()) expect(byId.has(id)).toBe(true);
      expect(byId.has(after.json.id as number)).toBe(true);

      // Every stored row is whole, acknowledged or not.
      const orderKeys = new Map(
        (await db.selectFrom('cart_orders').select(['user_request_id', 'cart_id', 'total']).execute()).map((o) => [
          o.user_request_id,
          o,
        ]),
      );
      const cartsWithLines = new Set(
        (await db.selectFrom('cart_lines').select('cart_id').distinct().execute()).map((l) => l.cart_id),
      );
      for (const row of rows) {
        const marker = row.email.slice('crash-'.length, -'@example.com'.length);
        expect(row.firstname).toBe(`Crash ${marker}`);
        expect(row.phone).toBe('+420 777 123 456');
        const content = (typeof row.content === 'string' ? JSON.parse(row.content) : row.content) as {
          type: string;
          lines?: { quantity: number }[];
          totals?: { price_vat: number };
          cart_id?: number;
        };
        if (content.type === 'order') {
          expect(content.lines?.length).toBe(1);
          const key = orderKeys.get(row.id);
          expect(key).toMatchObject({ cart_id: content.cart_id, total: content.totals?.price_vat });
          expect(cartsWithLines.has(content.cart_id ?? -1)).toBe(false);
        } else {
          expect(content.type).toBe('contact-form');
        }
      }
      for (const [id, { cartId, total }] of acked.orders)
        expect(orderKeys.get(id)).toMatchObject({ cart_id: cartId, total });

      // Every recorded upload has its whole file in the database; an acknowledged enquiry has the
      // file it was sent with.
      const uploads = await db.selectFrom('uploaded_files').selectAll().execute();
      for (const upload of uploads) {
        const bytes = await storedBytes(db, upload.id);
        expect(bytes?.length).toBe(upload.size);
        expect(
          createHash('sha256')
            .update(bytes ?? '')
            .digest('hex'),
        ).toBe(upload.sha256);
      }
      for (const [id, sha256] of acked.withFiles) {
        expect(uploads.filter((u) => u.user_request_id === id).map((u) => u.sha256)).toEqual([sha256]);
      }
    } finally {
      await handle.close();
    }
  }, 120_000);
});
