import { readdirSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UPLOAD_TTL_MS } from '../src/features/maintenance/cleanup';
import { UploadQuota } from '../src/features/upload/quota';
import { createTestApp, multipart, type TestApp } from './helpers';

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

    // The refused bytes are given back: a later upload within the quota, chunked too, is stored.
    const small = await sendChunked(t.app, multipart([{ name: 'a.pdf', content: pdf }]));
    expect(small.status).toBe(200);
    expect(JSON.parse(small.body)).toEqual([expect.objectContaining({ name: 'a.pdf', size: pdf.length })]);
    expect(readdirSync(t.uploadDir)).toHaveLength(1);
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
