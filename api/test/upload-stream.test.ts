import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ByteSource } from '../src/features/upload/byte-source';
import { StreamSniffer } from '../src/features/upload/sniff';
import { CHUNK_BYTES } from '../src/features/upload/storage';
import { chunkCount, createTestApp, holdUpload, multipart, storedBytes, waitFor, type TestApp } from './helpers';
import { ole, withCentralDirectory } from './upload-fixtures';

const URL = '/api/filemanager/upload/file';
const MB = 1024 * 1024;

/** What a file streamed in these chunks is taken for. */
async function sniffChunks(chunks: Buffer[]) {
  const whole = Buffer.concat(chunks);
  const source: ByteSource = { size: whole.length, read: async (at, n) => whole.subarray(at, at + n) };
  const sniffer = new StreamSniffer();
  for (const chunk of chunks) sniffer.push(chunk);
  return sniffer.finish(source);
}

/** A buffer cut into one-byte chunks. */
const bytewise = (text: string) => [...Buffer.from(text)].map((b) => Buffer.from([b]));

describe('type sniffing while a file streams in', () => {
  it('reads text split anywhere, even inside a character, as the whole text', async () => {
    expect(await sniffChunks(bytewise('Dobrý den, posílám výpis.\n'))).toEqual({ mime: 'text/plain', ext: 'txt' });
    expect(await sniffChunks(bytewise('ok\n<scr' + 'ipt>alert(1)</script>'))).toBeNull();
    expect(await sniffChunks([Buffer.from('   \n\n  '), Buffer.from('  <HTML><body>hi</body>')])).toBeNull();
    expect(await sniffChunks([Buffer.from('\uFEFF'), Buffer.from('<svg onload=x>')])).toBeNull();
    // A character cut off at the end of the file is not UTF-8 text.
    expect(await sniffChunks([Buffer.from('cena 100 '), Buffer.from([0xe2, 0x82])])).toBeNull();
    expect(await sniffChunks([Buffer.from('a'), Buffer.from([0x00])])).toBeNull();
  });
});

describe('uploads stream to temporary files and are stored in the database', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const upload = (files: { name: string; content: Buffer }[]) =>
    t.app.inject({ method: 'POST', url: `${URL}?lang=en`, ...multipart(files) });
  const rows = () => t.db.handle.db.selectFrom('uploaded_files').selectAll().execute();

  it('stores a file of nearly the size limit in the database as sent, with its hash, and leaves no temporary file', async () => {
    const line = 'Řádek výpisu z obchodního rejstříku, strana 1.\n';
    const text = Buffer.from(line.repeat(Math.floor((9.5 * MB) / Buffer.byteLength(line))));
    const res = await upload([{ name: 'vypis.txt', content: text }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ name: 'vypis.txt', size: text.length, mime: 'text/plain' })]);
    const [row] = await rows();
    expect(row?.sha256).toBe(createHash('sha256').update(text).digest('hex'));
    expect(row?.stored_name).toMatch(/^[0-9a-f]{32}$/);
    expect((await storedBytes(t.db.handle.db, row?.id ?? ''))?.equals(text)).toBe(true);
    // Written in pieces, none of them the whole file.
    expect(await chunkCount(t.db.handle.db)).toBe(Math.ceil(text.length / CHUNK_BYTES));
    expect(readdirSync(t.uploadDir)).toEqual([]);
  });

  it('finds a zip entry or an OLE directory far into a large file', async () => {
    const big = 300 * 1024;
    const docx = withCentralDirectory(['[Content_Types].xml', 'word/document.xml'], ['word/document.xml'], big);
    const docm = withCentralDirectory(
      ['[Content_Types].xml', 'word/document.xml'],
      ['[Content_Types].xml', 'word/document.xml', 'word/vbaProject.bin'],
      big,
    );
    expect(docm.length).toBeGreaterThan(2 * big);
    expect((await upload([{ name: 'm.docx', content: docm }])).statusCode).toBe(422);
    // The directory 100 KB in, past the first pages read.
    expect((await upload([{ name: 'x.doc', content: ole(['WordDocument', 'Macros', 'VBA'], 200) }])).statusCode).toBe(
      422,
    );
    const ok = await upload([
      { name: 'ok.docx', content: docx },
      { name: 'ok.doc', content: ole(['WordDocument', '1Table'], 200) },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().map((f: { name: string }) => f.name)).toEqual(['ok.docx', 'ok.doc']);
  });

  it('keeps nothing of a request that fails on a later file: a refused type or one over the size limit', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const refused = await upload([
      { name: 'a.pdf', content: pdf },
      { name: 'b.exe', content: Buffer.from([0x4d, 0x5a, 0x90, 0x00]) },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'file.1': [expect.stringMatching(/cannot be uploaded/)] });
    const tooLarge = await upload([
      { name: 'a.pdf', content: pdf },
      { name: 'big.pdf', content: Buffer.concat([pdf, Buffer.alloc(10 * MB, 0x20)]) },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: 'payload_too_large' });
    expect(readdirSync(t.uploadDir)).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(await chunkCount(t.db.handle.db)).toBe(0);
  });

  it('writes a file to disk while it arrives and removes it when the client breaks off', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const held = holdUpload(t.app, '127.0.0.1');
    const partial = await waitFor(() => readdirSync(t.uploadDir).find((name) => name.endsWith('.part')));
    held.breakOff();
    await waitFor(() => !existsSync(join(t.uploadDir, partial)));
    expect(readdirSync(t.uploadDir)).toEqual([]);
    expect(await rows()).toEqual([]);
    // The upload's slot is free again, once the server has seen the connection close (on a busy
    // machine that can come a moment after the temporary file is gone): within 5 s.
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 200; tries++) {
      status = (await upload([{ name: 'a.txt', content: Buffer.from('hello') }])).statusCode;
      if (status === 503) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  });
});

describe('uploads in flight', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('takes one at a time per client address and N at a time in all; 503 with Retry-After beyond', async () => {
    t = await createTestApp({ upload: { maxInFlight: 2 }, trustProxy: ['loopback'] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const partials = () => readdirSync(t.uploadDir).filter((name) => name.endsWith('.part')).length;
    const from = (address: string) => {
      const body = multipart([{ name: 'a.txt', content: Buffer.from('hello') }]);
      return t.app.inject({
        method: 'POST',
        url: URL,
        payload: body.payload,
        remoteAddress: '127.0.0.1',
        headers: { ...body.headers, 'x-forwarded-for': address },
      });
    };

    const first = holdUpload(t.app, '192.0.2.1');
    await waitFor(() => partials() === 1);
    const sameAddress = await from('192.0.2.1');
    expect(sameAddress.statusCode).toBe(503);
    expect(sameAddress.headers['retry-after']).toBe('5');
    expect(sameAddress.json()).toMatchObject({ error: 'service_unavailable' });

    const second = holdUpload(t.app, '192.0.2.2');
    await waitFor(() => partials() === 2);
    expect((await from('192.0.2.3')).statusCode).toBe(503);

    expect(await first.finish()).toBe(200);
    expect(await second.finish()).toBe(200);
    expect((await from('192.0.2.1')).statusCode).toBe(200);
  });
});
