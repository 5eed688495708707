import Fastify, { type FastifyInstance } from 'fastify';
import { sitePlugin } from '../src/plugin';
import { SiteConfigError } from '../src/settings';
import { ASSETS_DIR, makeFixture, removeFixture, siteApp, siteTestApp, writeFixtureFile } from './fixture';

/**
 * A stand-in for the shell's server build: the page's canonical link (written before the markup, as
 * React writes a page's head elements) and markup say the origin it was given, and the markup the
 * client address its in-process API call was answered for.
 */
const ECHO_RENDERER = `exports.createRenderer = async (options) => ({
  setRemotes() {},
  headScript: '',
  async render(path, origin) {
    const answer = await options.inject({ method: 'GET', url: '/api/whoami', headers: {} });
    return {
      status: 200, redirect: null, locale: 'cs', modules: [], private: false,
      state: { stores: {}, resources: {} },
      pipe(destination) { destination.end('<link rel="canonical" href="' + origin + path + '"/><main>' + origin + path + ' for ' + answer.body + '</main>'); },
    };
  },
});\n`;

/** The site behind a trusted proxy (X-Forwarded-* believed), with an API route naming the caller's address. */
async function proxiedSite(root: string, env: Record<string, string>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: true });
  app.get('/api/whoami', async (request) => request.ip);
  await app.register(sitePlugin, { assetsDir: ASSETS_DIR, rootDir: root, env });
  await app.ready();
  return app;
}

let root: string;
beforeEach(() => {
  root = makeFixture();
  writeFixtureFile(root, 'shell/dist/server/server.js', ECHO_RENDERER);
  writeFixtureFile(root, 'mf-forms/dist/server/remoteEntry.js', 'exports.secret = "server only";\n');
});
afterEach(() => removeFixture(root));

describe('safe defaults of the site', () => {
  it('refuses to start in production without SITE_URL, saying what to set', async () => {
    await expect(siteApp({ rootDir: root, env: { NODE_ENV: 'production' } })).rejects.toThrow(SiteConfigError);
    await expect(siteApp({ rootDir: root, env: { NODE_ENV: 'production' } })).rejects.toThrow(/SITE_URL must be set/);
    const app = await siteApp({ rootDir: root, env: { NODE_ENV: 'production', SITE_URL: 'https://www.example.cz' } });
    await app.close();
  });

  it('never serves the server builds of the shell or a remote', async () => {
    const app = await siteApp({ rootDir: root });
    try {
      for (const url of ['/server/server.js', '/remotes/mf-forms/server/remoteEntry.js']) {
        const res = await app.inject({ url });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.body).not.toContain('server only');
        expect(res.body).not.toContain('createRenderer');
      }
      // A path without an extension is a page (what the renderer makes of it), never the build's folder.
      const folder = await app.inject({ url: '/server' });
      expect(folder.headers['content-type']).toMatch(/^text\/html/);
      expect(folder.body).not.toContain('createRenderer');
      expect((await app.inject({ url: '/remotes/mf-forms/remoteEntry.js' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/main.js' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it.each([
    ['without SITE_URL', {}],
    ['with SITE_URL', { SITE_URL: 'https://www.example.cz' }],
  ])('%s, a forged X-Forwarded-Host is in no sitemap, robots.txt or canonical link', async (_, env) => {
    const app = await proxiedSite(root, env);
    const headers = { host: '127.0.0.1:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    try {
      for (const url of ['/sitemap.xml', '/robots.txt', '/kontakt']) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('evil.example');
      }
      const page = await app.inject({ url: '/kontakt', headers });
      const origin = 'SITE_URL' in env ? env.SITE_URL : 'http://127.0.0.1:8080';
      expect(page.body).toContain(`<link rel="canonical" href="${origin}/kontakt"/>`);
    } finally {
      await app.close();
    }
  });

  it("renders a page's API calls as the visitor's own address, not the server's", async () => {
    const app = await proxiedSite(root, {});
    try {
      const first = await app.inject({ url: '/kontakt', headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(first.body).toContain('/kontakt for 203.0.113.7</main>');
      const second = await app.inject({ url: '/o-nas', headers: { 'x-forwarded-for': '198.51.100.20' } });
      expect(second.body).toContain('/o-nas for 198.51.100.20</main>');
    } finally {
      await app.close();
    }
  });
});

describe('media beside the site', () => {
  it('keeps media cross-origin when the site is served too, whose security headers make its own files same-origin', async () => {
    const served = await siteTestApp();
    try {
      const img = await served.app.inject({ method: 'GET', url: '/api/media/banners/promo.png' });
      expect(img.statusCode).toBe(200);
      expect(img.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const page = await served.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    } finally {
      await served.close();
    }
  });
});
