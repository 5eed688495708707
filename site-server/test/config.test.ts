import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RemotesSource } from '../src/remotes-source';
import { BuildWatcher } from '../src/build-watcher';
import { SiteConfigError } from '../src/settings';
import { injectApiBaseUrl, sitePlugin } from '../src/plugin';
import Fastify from 'fastify';
import { ASSETS_DIR, makeFixture, removeFixture, siteApp, writeFixtureFile } from './fixture';

let root: string;

beforeAll(() => {
  root = makeFixture(['shell']);
});

afterAll(() => {
  removeFixture(root);
});

const DEFAULTS = {
  mf_chrome: '/remotes/mf-chrome/mf-manifest.json',
  mf_content: '/remotes/mf-content/mf-manifest.json',
  mf_forms: '/remotes/mf-forms/mf-manifest.json',
  mf_commerce: '/remotes/mf-commerce/mf-manifest.json',
};

describe('remotes.json overrides', () => {
  test('options, file, REMOTES_JSON and REMOTE_<NAME>_URL layer in that order', async () => {
    writeFixtureFile(
      root,
      'config/remotes.json',
      JSON.stringify({
        mf_content: 'https://file.example/content/mf-manifest.json',
        mf_forms: 'https://file.example/forms/mf-manifest.json',
        mf_commerce: 'https://file.example/commerce/mf-manifest.json',
      }),
    );
    const app = await siteApp({
      rootDir: root,
      remotes: { mf_chrome: '/elsewhere/chrome/mf-manifest.json', mf_content: '/elsewhere/content/mf-manifest.json' },
      env: {
        REMOTES_FILE: 'config/remotes.json',
        REMOTES_JSON: JSON.stringify({
          mf_forms: 'https://json.example/forms/mf-manifest.json',
          mf_commerce: 'https://json.example/commerce/mf-manifest.json',
        }),
        REMOTE_MF_COMMERCE_URL: 'http://127.0.0.1:3004/mf-manifest.json',
      },
    });
    try {
      expect((await app.inject({ url: '/remotes.json' })).json()).toEqual({
        mf_chrome: '/elsewhere/chrome/mf-manifest.json',
        mf_content: 'https://file.example/content/mf-manifest.json',
        mf_forms: 'https://json.example/forms/mf-manifest.json',
        mf_commerce: 'http://127.0.0.1:3004/mf-manifest.json',
      });
      // The CSP lets the browser load scripts and manifests from those origins.
      const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
      for (const origin of ['https://file.example', 'https://json.example', 'http://127.0.0.1:3004']) {
        expect(csp).toMatch(new RegExp(`script-src [^;]*${origin.replace(/[.]/g, '\\.')}`));
        expect(csp).toMatch(new RegExp(`connect-src [^;]*${origin.replace(/[.]/g, '\\.')}`));
      }
    } finally {
      await app.close();
    }
  });

  test('one remote can live elsewhere through a single variable', async () => {
    const app = await siteApp({
      rootDir: root,
      env: { REMOTE_MF_FORMS_URL: 'https://forms.example/v2/mf-manifest.json' },
    });
    try {
      expect((await app.inject({ url: '/remotes.json' })).json()).toEqual({
        ...DEFAULTS,
        mf_forms: 'https://forms.example/v2/mf-manifest.json',
      });
    } finally {
      await app.close();
    }
  });

  test('a changed REMOTES_FILE is picked up without a restart; a broken one keeps the last good map', async () => {
    const file = join(root, 'config/live.json');
    writeFileSync(file, JSON.stringify({ mf_forms: '/v1/mf-manifest.json' }));
    const warnings: string[] = [];
    const watcher = new BuildWatcher();
    const source = new RemotesSource({
      rootDir: root,
      env: { REMOTES_FILE: file },
      watcher,
      warn: (m) => warnings.push(m),
    });
    expect(source.current().mf_forms).toBe('/v1/mf-manifest.json');
    writeFileSync(file, JSON.stringify({ mf_forms: 'https://cdn.example/v2/mf-manifest.json' }));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    // Read again when the build watcher sees the change, not before.
    expect(source.current().mf_forms).toBe('/v1/mf-manifest.json');
    expect(await watcher.check()).toBe(true);
    expect(source.current().mf_forms).toBe('https://cdn.example/v2/mf-manifest.json');
    expect(source.foreignOrigins()).toEqual(['https://cdn.example']);
    writeFileSync(file, '{ broken');
    utimesSync(file, new Date(), new Date(Date.now() + 10000));
    expect(await watcher.check()).toBe(true);
    expect(source.current().mf_forms).toBe('https://cdn.example/v2/mf-manifest.json');
    expect(warnings.join('\n')).toContain('not valid JSON');
  });

  test.each([
    [{ REMOTES_JSON: '{ nope' }, /REMOTES_JSON: not valid JSON/],
    [{ REMOTES_JSON: '["a"]' }, /REMOTES_JSON: expected a JSON object/],
    [{ REMOTES_JSON: '{"mf-forms":"/x.json"}' }, /unknown remote "mf-forms"/],
    [{ REMOTES_JSON: '{"mf_forms":42}' }, /expected a URL string/],
    [{ REMOTE_MF_FORMS_URL: 'javascript:alert(1)' }, /REMOTE_MF_FORMS_URL: .* must use http or https/],
    [{ REMOTE_MF_FORMS_URL: '//cdn.example/x.json' }, /neither a path starting with \/ nor an absolute URL/],
    [{ REMOTES_FILE: 'config/missing.json' }, /REMOTES_FILE: .*missing\.json does not exist/],
    [{ API_BASE_URL: 'ftp://api.example' }, /API_BASE_URL/],
  ])('a configuration mistake stops start-up with a clear message (%j)', async (env, message) => {
    const app = Fastify({ logger: false });
    await expect(app.register(sitePlugin, { rootDir: root, assetsDir: ASSETS_DIR, env }).ready()).rejects.toThrow(
      message,
    );
    await app.close().catch(() => undefined);
  });

  test('configuration errors are SiteConfigErrors', () => {
    expect(() => new RemotesSource({ rootDir: root, env: { REMOTES_JSON: '1' } })).toThrow(SiteConfigError);
  });
});

describe('API base URL', () => {
  test('API_BASE_URL goes into the api-base-url meta of the served page and into the CSP; the file is unchanged', async () => {
    const app = await siteApp({ rootDir: root, env: { API_BASE_URL: 'https://api.example.com/' } });
    try {
      for (const url of ['/', '/en/contact', '/neexistuje']) {
        const response = await app.inject({ url });
        expect(response.body).toContain('<meta name="api-base-url" content="https://api.example.com/" />');
      }
      const embed = await app.inject({ url: '/embed/enquiry.html' });
      expect(embed.body).toContain('<meta name="api-base-url" content="https://api.example.com/" />');
      const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.com/);
      expect(csp).toMatch(/img-src 'self' data: https:\/\/api\.example\.com/);
    } finally {
      await app.close();
    }
    const onDisk = await import('node:fs').then((fs) => fs.readFileSync(join(root, 'shell/dist/index.html'), 'utf8'));
    expect(onDisk).toContain('<meta name="api-base-url" content="" />');
  });

  test('options.apiBaseUrl wins over the environment', async () => {
    const app = await siteApp({
      rootDir: root,
      apiBaseUrl: '/backend',
      env: { API_BASE_URL: 'https://api.example.com' },
    });
    try {
      expect((await app.inject({ url: '/' })).body).toContain('<meta name="api-base-url" content="/backend" />');
    } finally {
      await app.close();
    }
  });

  test('the value is escaped and a missing meta is added', () => {
    expect(injectApiBaseUrl('<meta name="api-base-url" content="">', 'https://a.example/?x="1"&y=<2>')).toBe(
      '<meta name="api-base-url" content="https://a.example/?x=&quot;1&quot;&amp;y=&lt;2&gt;" />',
    );
    expect(injectApiBaseUrl('<html><head><title>x</title></head></html>', '/api-root')).toContain(
      '<head>\n    <meta name="api-base-url" content="/api-root" />',
    );
    expect(injectApiBaseUrl('<head></head>', null)).toBe('<head></head>');
  });
});
