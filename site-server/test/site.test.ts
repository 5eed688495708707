import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sitePlugin } from '../src/plugin';
import {
  ASSETS_DIR,
  REMOTE_PACKAGES,
  SHELL_INDEX,
  makeFixture,
  removeFixture,
  siteApp,
  writeFixtureFile,
} from './fixture';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = makeFixture();
  app = await siteApp({ rootDir: root });
});

afterAll(async () => {
  await app.close();
  removeFixture(root);
});

describe('trailing slash', () => {
  test.each([
    ['/kontakt/', '/kontakt'],
    ['/kontakt/?a=1&b=%C5%A1', '/kontakt?a=1&b=%C5%A1'],
    ['/en/contact/?x=y', '/en/contact?x=y'],
    ['/en/', '/en'],
    ['/nic-takoveho/', '/nic-takoveho'],
    ['/blog/12/slug///', '/blog/12/slug'],
    ['//evil.example/', '/evil.example'],
  ])('%s answers 301 to %s', async (url, location) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  test('the root is served, not redirected', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
  });

  test('HEAD redirects too; other methods and /api paths are left alone', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/kontakt/' })).statusCode).toBe(301);
    expect((await app.inject({ method: 'POST', url: '/kontakt/' })).statusCode).not.toBe(301);
    expect((await app.inject({ url: '/api/settings/' })).statusCode).toBe(404);
  });
});

describe('pages', () => {
  test.each([
    '/',
    '/kontakt',
    '/en',
    '/en/contact',
    '/virtualni-sidla/prague',
    '/en/virtual-headquarters/brno',
    '/blog/12/some-slug',
    '/cenik',
    '/en/pricelist/virtual-offices',
    '/kariera',
  ])('known route %s → index.html with 200', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(SHELL_INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
  });

  test.each([
    '/neexistuje',
    '/en/does-not-exist',
    '/virtualni-sidla/vienna',
    '/en/kontakt',
    '/en/kariera',
    '/blog/abc',
    '/index.html',
  ])('unknown route %s → index.html with 404 (the shell shows the error page)', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers.etag).toBeUndefined();
  });

  test('a page revalidates: If-None-Match gives 304', async () => {
    const first = await app.inject({ url: '/o-nas' });
    const second = await app.inject({ url: '/o-nas', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  test('missing build files are plain 404s, never the page', async () => {
    for (const url of ['/chunks/999.deadbeef.js', '/assets/x.0123abcd.png', '/missing.js', '/styles.css']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
  });

  test('dot files and traversal are never served', async () => {
    for (const url of [
      '/.secret',
      '/%2e%2e/package.json',
      '/chunks/..%2f..%2f..%2fetc%2fpasswd',
      '/remotes/mf-forms/..%2f..%2fshell%2fdist%2findex.html',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('hidden');
    }
  });

  test('other methods on pages answer 405', async () => {
    const response = await app.inject({ method: 'POST', url: '/kontakt' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('/api is not the site', () => {
  test('without the API registered, /api paths get a JSON 404, never HTML', async () => {
    const response = await app.inject({ url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'not_found' });
  });

  test.each(['api first', 'site first'])('the API keeps its own routes and not-found handler (%s)', async (order) => {
    const combined = Fastify({ logger: false });
    const api = async (instance: FastifyInstance) => {
      instance.get('/ping', async () => ({ ok: true }));
      instance.setNotFoundHandler((request, reply) => reply.code(404).send({ from: 'api', url: request.url }));
    };
    if (order === 'api first') await combined.register(api, { prefix: '/api' });
    await combined.register(sitePlugin, { rootDir: root, assetsDir: ASSETS_DIR, env: {} });
    if (order === 'site first') await combined.register(api, { prefix: '/api' });
    await combined.ready();
    try {
      expect((await combined.inject({ url: '/api/ping' })).json()).toEqual({ ok: true });
      const missing = await combined.inject({ url: '/api/nope' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ from: 'api', url: '/api/nope' });
      expect((await combined.inject({ url: '/api/ping/' })).json()).toMatchObject({ from: 'api' });
      // Security headers cover the API too.
      expect((await combined.inject({ url: '/api/ping' })).headers['x-content-type-options']).toBe('nosniff');
      expect((await combined.inject({ url: '/nic' })).statusCode).toBe(404);
      expect((await combined.inject({ url: '/kontakt' })).statusCode).toBe(200);
    } finally {
      await combined.close();
    }
  });
});

describe('caching', () => {
  test.each([
    ['/chunks/123.abcdef12.js', IMMUTABLE],
    ['/assets/logo.0123abcd.svg', IMMUTABLE],
    ['/remotes/mf-forms/chunks/42.0badc0de.js', IMMUTABLE],
    ['/main.js', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/mf-stats.json', 'no-cache'],
    ['/remotes/mf-forms/remoteEntry.js', 'no-cache'],
    ['/remotes/mf-forms/main.js', 'no-cache'],
    ['/remotes/mf-forms/mf-manifest.json', 'no-cache'],
    ['/remotes/mf-commerce/mf-stats.json', 'no-cache'],
    ['/remotes/mf-chrome/index.html', 'no-cache'],
    ['/remotes.json', 'no-cache'],
    ['/', 'no-cache'],
    ['/en/contact', 'no-cache'],
  ])('%s → Cache-Control: %s, with an ETag', async (url, cacheControl) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers.etag).toBeTruthy();
  });

  test('built files revalidate with their ETag', async () => {
    const first = await app.inject({ url: '/remotes/mf-forms/remoteEntry.js' });
    const second = await app.inject({
      url: '/remotes/mf-forms/remoteEntry.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });

  test('content types of built files', async () => {
    expect((await app.inject({ url: '/main.js' })).headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect((await app.inject({ url: '/remotes/mf-forms/mf-manifest.json' })).headers['content-type']).toMatch(
      /^application\/json/,
    );
  });
});

describe('remotes', () => {
  test('remote files are served from each dist with CORS for any origin', async () => {
    for (const name of REMOTE_PACKAGES) {
      const response = await app.inject({
        url: `/remotes/${name}/remoteEntry.js`,
        headers: { origin: 'https://integrator.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(`var ${name.replace('-', '_')};\n`);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  test('CORS also on a missing remote file, and preflight is answered', async () => {
    const missing = await app.inject({ url: '/remotes/mf-forms/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    const unknown = await app.inject({ url: '/remotes/mf-nothing/remoteEntry.js' });
    expect(unknown.statusCode).toBe(404);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/remotes/mf-forms/mf-manifest.json',
      headers: { origin: 'https://integrator.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
  });

  test('site files are not CORS-enabled', async () => {
    const response = await app.inject({ url: '/main.js', headers: { origin: 'https://integrator.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('security headers', () => {
  test.each(['/', '/nic', '/main.js', '/remotes.json', '/remotes/mf-forms/remoteEntry.js', '/vop.pdf', '/kontakt/'])(
    '%s carries CSP, nosniff and referrer policy',
    async (url) => {
      const response = await app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );
});

describe('/remotes.json', () => {
  test('defaults to every remote served here', async () => {
    const response = await app.inject({ url: '/remotes.json' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      mf_chrome: '/remotes/mf-chrome/mf-manifest.json',
      mf_content: '/remotes/mf-content/mf-manifest.json',
      mf_forms: '/remotes/mf-forms/mf-manifest.json',
      mf_commerce: '/remotes/mf-commerce/mf-manifest.json',
    });
  });
});

describe('vop.pdf', () => {
  test('is a real PDF, downloaded as vop.pdf', async () => {
    const response = await app.inject({ url: '/vop.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="vop.pdf"');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(response.rawPayload.length).toBeGreaterThan(10_000);
  });
});

describe('integrator example', () => {
  test('/embed/enquiry.html is served with a CSP that allows exactly its inline script', async () => {
    const response = await app.inject({ url: '/embed/enquiry.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<enquiry-form id="enquiry"');
    expect(response.body).toContain('<script src="/embed/enquiry.js" async></script>');
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(script).not.toBe('');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(String(response.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    // Other pages do not get that allowance.
    expect(String((await app.inject({ url: '/' })).headers['content-security-policy'])).not.toContain('sha256-');
  });

  test('/embed/enquiry.js is the embed script of the mf-forms build, loadable from any origin', async () => {
    const site = makeFixture(['mf-forms']);
    try {
      const withoutScript = await siteApp({ rootDir: site });
      const missing = await withoutScript.inject({ url: '/embed/enquiry.js' });
      expect(missing.statusCode).toBe(503);
      expect(missing.body).toContain('npm run build -w mf-forms');
      await withoutScript.close();

      mkdirSync(join(site, 'mf-forms', 'dist', 'embed'));
      writeFileSync(
        join(site, 'mf-forms', 'dist', 'embed', 'enquiry.js'),
        'customElements.define("enquiry-form", X);\n',
      );
      const served = await siteApp({ rootDir: site });
      const response = await served.inject({
        url: '/embed/enquiry.js',
        headers: { origin: 'https://partner.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(response.body).toContain('customElements.define("enquiry-form"');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['cache-control']).toBe('no-cache');
      // The map the script reads to find mf-forms is readable from other origins too.
      const map = await served.inject({ url: '/remotes.json', headers: { origin: 'https://partner.example' } });
      expect(map.headers['access-control-allow-origin']).toBe('*');
      await served.close();
    } finally {
      removeFixture(site);
    }
  });

  test('the file on disk is what is served', () => {
    const onDisk = readFileSync(join(ASSETS_DIR, 'embed', 'enquiry.html'), 'utf8');
    expect(onDisk).toContain('<meta name="api-base-url" content="" />');
  });
});

describe('missing builds', () => {
  test('no shell build → 503 text saying to run npm run build', async () => {
    const bare = makeFixture(['mf-forms']);
    const site = await siteApp({ rootDir: bare });
    try {
      for (const url of ['/', '/kontakt', '/nic']) {
        const response = await site.inject({ url });
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.body).toContain('npm run build');
        expect(response.body).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
      }
      // remotes that are built are still served
      expect((await site.inject({ url: '/remotes/mf-forms/remoteEntry.js' })).statusCode).toBe(200);
      const chrome = await site.inject({ url: '/remotes/mf-chrome/remoteEntry.js' });
      expect(chrome.statusCode).toBe(503);
      expect(chrome.body).toContain('npm run build -w mf-chrome');
    } finally {
      await site.close();
      removeFixture(bare);
    }
  });

  test('a shell dist removed while running → 503 within a second, back to 200 once rebuilt', async () => {
    // The home page is a page of mf-content's table.
    const fixture = makeFixture(['shell', 'mf-content']);
    const site = await siteApp({ rootDir: fixture });
    const second = () => new Promise((resolve) => setTimeout(resolve, 1100));
    try {
      expect((await site.inject({ url: '/' })).statusCode).toBe(200);
      rmSync(join(fixture, 'shell', 'dist'), { recursive: true });
      // The shell's page is looked at on disk once a second at most.
      await second();
      expect((await site.inject({ url: '/' })).statusCode).toBe(503);
      writeFixtureFile(fixture, 'shell/dist/index.html', SHELL_INDEX);
      expect((await site.inject({ url: '/' })).statusCode).toBe(200);
    } finally {
      await site.close();
      removeFixture(fixture);
    }
  });
});
