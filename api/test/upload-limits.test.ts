import { UPLOAD_TTL_MS } from '../src/features/maintenance/cleanup';
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

  it('defaults to 4 in flight, and unattached uploads live 2 h', async () => {
    t = await createTestApp();
    expect(t.app.ctx.config.upload.maxInFlight).toBe(4);
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
});
