import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { UPLOAD_TTL_MS } from '../src/features/maintenance/cleanup';
import { UploadQuota } from '../src/features/upload/quota';
import { receiveFile, storeUploads } from '../src/features/upload/service';
import { CHUNK_BYTES } from '../src/features/upload/storage';
import {
  chunkCount,
  createTestApp,
  HELD_UPLOAD_BYTES,
  holdUpload,
  login,
  multipart,
  relaxedLimits,
  storedBytes,
  waitFor,
  type TestApp,
} from './helpers';

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

describe('upload limits', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('refuses uploads beyond N in flight per process with 503 and Retry-After', async () => {
    t = await createTestApp({ upload: { maxInFlight: 0 } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/filemanager/upload/file',
      ...multipart([{ name: 'a.pdf', content: pdf }]),
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(t.app.ctx.config.upload.maxInFlight).toBe(0);
  });

  it('defaults to 4 in flight and a 500 MB quota, and unattached uploads live 2 h', async () => {
    t = await createTestApp();
    expect(t.app.ctx.config.upload.maxInFlight).toBe(4);
    expect(t.app.ctx.config.upload.quotaBytes).toBe(500 * 1024 * 1024);
    expect(UPLOAD_TTL_MS).toBe(2 * 3600_000);
  });

  it('refuses an upload beyond the disk quota of unattached uploads with 507', async () => {
    t = await createTestApp({ upload: { quotaBytes: 3000 } });
    const up = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/filemanager/upload/file',
        ...multipart([{ name: 'a.pdf', content: pdf }]),
      });
    expect((await up()).statusCode).toBe(200);
    const second = await up();
    expect(second.statusCode).toBe(507);
    expect(second.json()).toMatchObject({ error: 'insufficient_storage' });
  });

  it('holds a chunked upload (no Content-Length) to the quota as it streams: 507, no file left', async () => {
    t = await createTestApp({ upload: { quotaBytes: 64 * 1024 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(400 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    const refused = await sendChunked(t.app, multipart([{ name: 'big.pdf', content: big }]));
    expect(refused.sent['content-length']).toBeUndefined();
    expect(refused.status).toBe(507);
    // The rest of the body is not waited for.
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'insufficient_storage' });
    expect(readdirSync(t.uploadDir)).toEqual([]);
    expect(await t.db.handle.db.selectFrom('uploaded_files').selectAll().execute()).toEqual([]);
    expect(await chunkCount(t.db.handle.db)).toBe(0);

    // The refused bytes are given back: a later upload within the quota, chunked too, is stored.
    const small = await sendChunked(t.app, multipart([{ name: 'a.pdf', content: pdf }]));
    expect(small.status).toBe(200);
    const [stored] = JSON.parse(small.body) as { id: string; name: string; size: number }[];
    expect(stored).toEqual(expect.objectContaining({ name: 'a.pdf', size: pdf.length }));
    expect((await storedBytes(t.db.handle.db, stored?.id ?? ''))?.equals(pdf)).toBe(true);
    // The upload folder only ever holds files while they are received.
    expect(readdirSync(t.uploadDir)).toEqual([]);
  });
});

describe('the quota, checked by the database when files are stored', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  /** A file received into the upload folder, as the upload route hands it to `storeUploads`. */
  const received = (name: string, content: Buffer) => receiveFile(t.uploadDir, name, Readable.from([content]));

  it('lets one of the stores that race for the last room in, and nothing of the others', async () => {
    t = await createTestApp();
    const db = t.db.handle.db;
    // Several pieces each, so that the stores are writing at the same time when they check.
    const big = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(4 * CHUNK_BYTES, 0x20),
      Buffer.from('\n%%EOF\n'),
    ]);
    const quota = Math.floor(big.length * 1.5);
    const files = await Promise.all(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map((name) => received(name, big)));
    // On a server, a connection each is open before they start, so that none starts late.
    await Promise.all(files.map(() => sql`select pg_sleep(0.05)`.execute(db)));
    const results = await Promise.allSettled(files.map((file) => storeUploads(db, t.uploadDir, [file], 'en', quota)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = {
      status: 'rejected',
      reason: expect.objectContaining({ statusCode: 507, code: 'insufficient_storage' }),
    };
    expect(results.filter((r) => r.status === 'rejected')).toEqual([refused, refused, refused]);
    const rows = await db.selectFrom('uploaded_files').select(['id', 'size']).execute();
    expect(rows).toEqual([{ id: expect.any(String), size: big.length }]);
    expect((await storedBytes(db, rows[0]?.id ?? ''))?.equals(big)).toBe(true);
    expect(await chunkCount(db)).toBe(Math.ceil(big.length / CHUNK_BYTES));
    // Every temporary file is gone, the refused ones' too.
    expect(readdirSync(t.uploadDir)).toEqual([]);
  });

  it('over one database, two instances share the files and the quota', async () => {
    // Room for one held upload and a little more, not for two.
    const quotaBytes = Math.floor(HELD_UPLOAD_BYTES * 1.5);
    t = await createTestApp({ upload: { quotaBytes }, trustProxy: ['loopback'], minFillMs: 0 });
    const otherUploads = mkdtempSync(join(tmpdir(), 'api-uploads-'));
    const other: FastifyInstance = await buildApp({
      database: t.db.handle,
      seedDir: t.seedDir,
      uploadDir: otherUploads,
      rateLimits: relaxedLimits,
      upload: { quotaBytes },
      trustProxy: ['loopback'],
      minFillMs: 0,
      cleanupIntervalMs: false,
    });
    try {
      const db = t.db.handle.db;
      // A file uploaded and sent with an enquiry through one instance is downloaded by staff through the other.
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/filemanager/upload/file',
        ...multipart([{ name: 'výpis.pdf', content: pdf }]),
      });
      expect(sent.statusCode).toBe(200);
      const [file] = sent.json() as { id: string }[];
      const enquiry = await t.app.inject({
        method: 'POST',
        url: '/api/user-request/save',
        payload: {
          firstname: 'Jana Nováková',
          email: 'jana@example.com',
          phone: '+420 777 123 456',
          agreement: true,
          content: { type: 'contact-form', name: 'Sídlo' },
          files: [{ id: file?.id }],
        },
      });
      expect(enquiry.statusCode).toBe(200);
      const staff = { authorization: `Bearer ${await login(other, 'staff@example.com', 'staff-password')}` };
      const download = await other.inject({ method: 'GET', url: `/api/admin/files/${file?.id}`, headers: staff });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-length']).toBe(String(pdf.length));
      expect(download.headers['content-disposition']).toMatch(
        /^attachment; filename="vypis\.pdf"; filename\*=UTF-8''v%C3%BDpis\.pdf$/,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload.equals(pdf)).toBe(true);

      // An upload begins on the other instance while nothing is stored unattached, so its own count
      // lets it go on; meanwhile this instance stores a file as large. When the other's upload ends,
      // the database holds this one's bytes: the two would not fit, and the other's is refused.
      await other.listen({ port: 0, host: '127.0.0.1' });
      const held = holdUpload(other, '192.0.2.10');
      await waitFor(() => readdirSync(otherUploads).length === 1);
      const here = await t.app.inject({
        method: 'POST',
        url: '/api/filemanager/upload/file',
        ...multipart([{ name: 'a.txt', content: Buffer.alloc(HELD_UPLOAD_BYTES, 'y') }]),
      });
      expect(here.statusCode).toBe(200);
      expect(await held.finish()).toBe(507);
      const unattached = await db
        .selectFrom('uploaded_files')
        .select('id')
        .where('user_request_id', 'is', null)
        .execute();
      expect(unattached.map((row) => row.id)).toEqual([here.json()[0].id]);
      expect(await chunkCount(db)).toBe(1 + Math.ceil(HELD_UPLOAD_BYTES / CHUNK_BYTES));
      expect(readdirSync(otherUploads)).toEqual([]);
      // And an upload through the other instance now is refused before it is read.
      const later = await other.inject({
        method: 'POST',
        url: '/api/filemanager/upload/file',
        ...multipart([{ name: 'b.txt', content: Buffer.alloc(HELD_UPLOAD_BYTES, 'z') }]),
      });
      expect(later.statusCode).toBe(507);
    } finally {
      await other.close();
      rmSync(otherUploads, { recursive: true, force: true });
    }
  });
});

describe('the upload quota while files stream in', () => {
  it('counts the bytes every upload in flight has received, and what was stored since the start', async () => {
    const quota = new UploadQuota(100, async () => 10);
    const a = await quota.open(0);
    const b = await quota.open(0);
    a.add(40);
    // 10 stored + 40 of a + 51 of b: one byte too many for b.
    expect(() => b.add(51)).toThrow(expect.objectContaining({ statusCode: 507, code: 'insufficient_storage' }));
    b.close(false);
    // c reads the stored figure (still 10) before a's 40 bytes are stored; it counts them all the same.
    const c = await quota.open(0);
    a.close(true);
    expect(() => c.add(51)).toThrow(expect.objectContaining({ statusCode: 507 }));
    c.close(false);
    // b's and c's refused bytes were given back.
    const d = await quota.open(0);
    expect(() => d.add(50)).not.toThrow();
    d.close(false);
    // An announced length that cannot fit (10 stored + 91) is refused before anything is read.
    await expect(quota.open(91)).rejects.toMatchObject({ statusCode: 507 });
  });
});

/**
 * Sends a body over a real socket with Transfer-Encoding: chunked (no Content-Length), in 16 KB
 * chunks; answers the status and body. The server may answer before the body is all sent.
 */
function sendChunked(
  app: TestApp['app'],
  body: { payload: Buffer; headers: Record<string, string> },
): Promise<{ status: number; body: string; headers: IncomingHttpHeaders; sent: OutgoingHttpHeaders }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/filemanager/upload/file?lang=en',
        headers: { ...body.headers, 'transfer-encoding': 'chunked' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers, sent: req.getHeaders() }),
        );
      },
    );
    // Writing after the server has answered and closed may fail; the answer is what counts.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    for (let at = 0; at < body.payload.length; at += 16 * 1024) req.write(body.payload.subarray(at, at + 16 * 1024));
    req.end();
  });
}
