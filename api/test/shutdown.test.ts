import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../scripts/server-process';

const PORT = 8470 + Number(process.env.JEST_WORKER_ID ?? 0);
const BOUNDARY = '----shutdown-test';

// A real process, a real socket: SIGTERM arrives while an upload is still streaming in.
describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes the request in flight after SIGTERM, then exits cleanly', async () => {
    const { child: server, exited } = await startServer(PORT, { DATA_DIR: dataDir, SEED_DEMO: '0', DATABASE_URL: '' });

    const head =
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="format[]"\r\n\r\nfile\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\n`;
    const tail = `\r\n--${BOUNDARY}--\r\n`;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: PORT,
          method: 'POST',
          path: '/api/filemanager/upload/file',
          headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(head + 'Výpis z obchodního rejstříku, první část. ');
      // The request is in flight: stop the server now, then send the rest.
      setTimeout(() => {
        server.kill('SIGTERM');
        setTimeout(() => req.end('Druhá část, odeslaná až po SIGTERM.' + tail), 700);
      }, 300);
    });

    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual([expect.objectContaining({ id: expect.anything() })]);
    expect((await exited).code).toBe(0);
    await expect(fetch(`http://127.0.0.1:${PORT}/api/health`)).rejects.toThrow();
  }, 90_000);
});
