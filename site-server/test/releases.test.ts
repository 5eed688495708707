import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { RemotesSource } from '../src/remotes-source';
import { BuildWatcher } from '../src/build-watcher';
import { sitePaths } from '../src/site-paths';
import { sitePlugin } from '../src/plugin';
import { ASSETS_DIR, makeFixture, removeFixture, siteApp, writeFixtureFile } from './fixture';

let root: string;

const V1 = '1.0.0-abc1234';
const V2 = '1.0.0-def5678+dirty.0123abcd';

beforeAll(() => {
  root = makeFixture();
  for (const version of [V1, V2]) {
    const dir = `releases/mf-forms/${version}`;
    writeFixtureFile(root, `${dir}/mf-manifest.json`, JSON.stringify({ id: 'mf_forms', name: 'mf_forms' }) + '\n');
    writeFixtureFile(root, `${dir}/remoteEntry.js`, `var mf_forms; // ${version}\n`);
    writeFixtureFile(root, `${dir}/chunks/7.0badc0de.js`, `console.log(${JSON.stringify(version)});\n`);
    writeFixtureFile(root, `${dir}/server/remoteEntry.js`, 'module.exports = {};\n');
    writeFixtureFile(root, `${dir}/release.json`, JSON.stringify({ remote: 'mf-forms', version }) + '\n');
  }
});

afterAll(() => {
  removeFixture(root);
});

/** Writes the live registry and moves its time on, so that the watcher's next look sees it changed. */
function setLive(dir: string, remotes: Record<string, { version: string }>, step: number): void {
  const file = join(dir, 'live.json');
  writeFileSync(file, JSON.stringify({ remotes }));
  utimesSync(file, new Date(), new Date(Date.now() + step * 5000));
}

describe('the live registry', () => {
  test('a live release points /remotes.json at its manifest; a promote or rollback shows without a restart', async () => {
    const releasesDir = join(root, 'releases');
    setLive(releasesDir, { 'mf-forms': { version: V1 } }, 1);
    const warnings: string[] = [];
    const watcher = new BuildWatcher();
    const source = new RemotesSource({ rootDir: root, env: {}, watcher, warn: (m) => warnings.push(m) });
    const paths = sitePaths(root, undefined, source);
    expect(source.current().mf_forms).toBe(`/releases/mf-forms/${V1}/mf-manifest.json`);
    expect(source.current().mf_content).toBe('/remotes/mf-content/mf-manifest.json');
    // Pages are rendered from the live build: the release's folder, the remote's own dist otherwise.
    expect(paths.remoteDist('mf_forms')).toBe(join(releasesDir, 'mf-forms', V1));
    expect(paths.remoteDist('mf_content')).toBe(join(root, 'mf-content', 'dist'));

    setLive(releasesDir, { 'mf-forms': { version: V2 } }, 2);
    expect(await watcher.check()).toBe(true);
    expect(source.current().mf_forms).toBe(`/releases/mf-forms/${V2}/mf-manifest.json`);
    expect(paths.remoteDist('mf_forms')).toBe(join(releasesDir, 'mf-forms', V2));

    // A registry naming a release that is not there is refused; the last good map stays.
    setLive(releasesDir, { 'mf-forms': { version: '9.9.9-0000000' } }, 3);
    expect(await watcher.check()).toBe(true);
    expect(source.current().mf_forms).toBe(`/releases/mf-forms/${V2}/mf-manifest.json`);
    expect(warnings.join('\n')).toMatch(/mf-forms: release 9\.9\.9-0000000 has no mf-manifest\.json/);

    setLive(releasesDir, {}, 4);
    expect(await watcher.check()).toBe(true);
    expect(source.current().mf_forms).toBe('/remotes/mf-forms/mf-manifest.json');
    expect(paths.remoteDist('mf_forms')).toBe(join(root, 'mf-forms', 'dist'));
  });

  test('a remote the configuration points elsewhere keeps that address, with a warning', () => {
    const releasesDir = join(root, 'releases-elsewhere');
    writeFixtureFile(releasesDir, `mf-forms/${V1}/mf-manifest.json`, '{}');
    setLive(releasesDir, { 'mf-forms': { version: V1 } }, 1);
    const warnings: string[] = [];
    const source = new RemotesSource({
      rootDir: root,
      env: { RELEASES_DIR: releasesDir, REMOTE_MF_FORMS_URL: 'https://forms.example/mf-manifest.json' },
      warn: (m) => warnings.push(m),
    });
    expect(source.current().mf_forms).toBe('https://forms.example/mf-manifest.json');
    expect(warnings.join('\n')).toContain(`mf_forms: its live release (/releases/mf-forms/${V1}/mf-manifest.json)`);
  });

  test.each([
    ['{ broken', /live\.json: not valid JSON/],
    ['{"mf-forms":{"version":"1.0.0-abc1234"}}', /expected \{ "remotes"/],
    ['{"remotes":{"mf_forms":{"version":"1.0.0-abc1234"}}}', /unknown remote "mf_forms"/],
    ['{"remotes":{"mf-forms":{"version":"../../etc"}}}', /"\.\.\/\.\.\/etc" is not a release version/],
  ])('a broken registry stops start-up with a clear message (%s)', async (body, message) => {
    const releasesDir = join(root, 'releases-broken');
    writeFixtureFile(releasesDir, 'live.json', body);
    const app = Fastify({ logger: false });
    await expect(
      app.register(sitePlugin, { rootDir: root, assetsDir: ASSETS_DIR, env: { RELEASES_DIR: releasesDir } }).ready(),
    ).rejects.toThrow(message);
    await app.close().catch(() => undefined);
  });
});

describe('/releases/', () => {
  test('serves a release with CORS and a year of caching; never its server build or its release.json', async () => {
    const app = await siteApp({ rootDir: root });
    try {
      const base = `/releases/mf-forms/${V2}`;
      const entry = await app.inject({ url: `${base}/remoteEntry.js` });
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toContain(V2);
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(entry.headers['access-control-allow-origin']).toBe('*');
      expect((await app.inject({ url: `${base}/chunks/7.0badc0de.js` })).statusCode).toBe(200);
      for (const path of [
        'server/remoteEntry.js',
        'release.json',
        'release%2Ejson',
        '..%2F..%2Fmf-forms/dist/main.js',
      ]) {
        const answer = await app.inject({ url: `${base}/${path}` });
        expect([path, answer.statusCode]).toEqual([path, 404]);
        expect(answer.headers['access-control-allow-origin']).toBe('*');
      }
      expect((await app.inject({ url: `/releases/mf-nope/${V1}/remoteEntry.js` })).statusCode).toBe(404);
      expect((await app.inject({ url: `/releases/mf-forms/.hidden/remoteEntry.js` })).statusCode).toBe(404);
      const preflight = await app.inject({ method: 'OPTIONS', url: `${base}/remoteEntry.js` });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      // The remote's own build stays where it was, whatever is live.
      expect((await app.inject({ url: '/remotes/mf-forms/remoteEntry.js' })).body).toBe('var mf_forms;\n');
    } finally {
      await app.close();
    }
  });
});
