import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from 'api/testing';
import { SHELL_INDEX, makeFixture, removeFixture, writeFixtureFile } from './fixture';
import { serveSite } from '../src/serve';

// Every text answer travels compressed: built files from the `.br`/`.gz` copies the build writes,
// the HTML page and API answers compressed on the fly above 1 KB.

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const STYLES = `body { margin: 0; }\n${'.rule { color: #222; }\n'.repeat(200)}`;

let root: string;
let test: TestApp;

beforeAll(async () => {
  root = makeFixture();
  // A built script and stylesheet with the copies the production build writes next to them.
  writeFixtureFile(root, 'shell/dist/chunks/900.abcdef90.js', SCRIPT);
  writeFixtureFile(root, 'shell/dist/chunks/900.abcdef90.js.br', brotliCompressSync(SCRIPT));
  writeFixtureFile(root, 'shell/dist/chunks/900.abcdef90.js.gz', gzipSync(SCRIPT));
  writeFixtureFile(root, 'mf-content/dist/chunks/77.0badcafe.css', STYLES);
  writeFixtureFile(root, 'mf-content/dist/chunks/77.0badcafe.css.gz', gzipSync(STYLES));
  // A page big enough to be worth compressing.
  writeFixtureFile(
    root,
    'shell/dist/index.html',
    SHELL_INDEX.replace('</body>', `<p>${'obsah '.repeat(400)}</p></body>`),
  );
  test = await createTestApp({}, { extend: (app) => serveSite(app, { siteRoot: root }) });
});

afterAll(async () => {
  await test.close();
  removeFixture(root);
});

describe('compression', () => {
  it('sends a script from its brotli copy, with Vary and the script type', async () => {
    const res = await test.app.inject({ url: '/chunks/900.abcdef90.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends a stylesheet from its gzip copy to a client that accepts only gzip', async () => {
    const res = await test.app.inject({
      url: '/remotes/mf-content/chunks/77.0badcafe.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/text\/css/);
    expect(gunzipSync(res.rawPayload).toString()).toBe(STYLES);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await test.app.inject({ url: '/chunks/900.abcdef90.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('sends the HTML page compressed, and plain to a client that refuses compression', async () => {
    const res = await test.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
    const plain = await test.app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('compresses an API answer on the fly', async () => {
    // The OpenAPI document is one of the larger answers (well above the 1 KB threshold).
    const res = await test.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });
});
