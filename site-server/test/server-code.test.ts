import { appendFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { RemotesSource } from '../src/remotes-source';
import { BuildWatcher } from '../src/build-watcher';
import { SiteConfigError } from '../src/settings';
import { sitePlugin } from '../src/plugin';
import { ASSETS_DIR, makeFixture, removeFixture } from './fixture';
import {
  loggedSiteApp,
  readFixture,
  serverFiles,
  sha256,
  slotOf,
  writeFormsBuild,
  writeFormsRelease,
  writeShell,
} from './release-fixture';

/**
 * Only released code runs on the server: a remote's server code is run from a build the server
 * holds (a release, or the remote's own build with the record its build wrote), each file checked
 * against its recorded sha256 when it is loaded; anything else leaves the slot for the browser,
 * with one line in the log saying why.
 */

const V1 = '1.0.0-abc1234';
let root: string;

beforeEach(() => {
  root = makeFixture();
  writeShell(root);
  writeFormsBuild(root, 'mf-forms/dist', { version: null }, 'forms of the own build');
  writeFormsRelease(root, V1, 'forms release one');
});

afterEach(() => removeFixture(root));

/** Makes `version` of mf-forms the live release. */
function promote(version: string): void {
  writeFileSync(join(root, 'releases', 'live.json'), JSON.stringify({ remotes: { 'mf-forms': { version } } }));
}

/** Changes a file and moves its time on, as a later write would. */
function tamper(path: string, step = 1): void {
  appendFileSync(join(root, path), '\n// changed after the release\n');
  const later = new Date(Date.now() + step * 5000);
  utimesSync(join(root, path), later, later);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The contact page renders mf-forms' first release on the server (its entry and its chunk), and nothing was logged. */
async function expectReleaseOneRendered(app: FastifyInstance, log: { problems(): unknown[] }): Promise<void> {
  try {
    expect(slotOf((await app.inject({ url: '/kontakt' })).body).content).toBe(
      'forms release one<p>chunk of forms release one</p>',
    );
    expect(log.problems()).toEqual([]);
  } finally {
    await app.close();
  }
}

describe('a remote’s server code', () => {
  test('runs from its own build when its files match the record its build wrote', async () => {
    const { app, log } = await loggedSiteApp({ rootDir: root });
    try {
      const page = await app.inject({ url: '/kontakt' });
      expect(slotOf(page.body)).toEqual({
        rendered: 'server',
        content: 'forms of the own build<p>chunk of forms of the own build</p>',
      });
      expect(log.problems()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  test('runs from the live release, each file checked against its release.json', async () => {
    promote(V1);
    const { app, log } = await loggedSiteApp({ rootDir: root });
    await expectReleaseOneRendered(app, log);
  });

  test('an entry whose bytes changed after the release is not run: the slot is left for the browser, and one line says why', async () => {
    promote(V1);
    const entry = `releases/mf-forms/${V1}/server/remoteEntry.js`;
    const expected = sha256(serverFiles('forms release one')['remoteEntry.js']!);
    tamper(entry);
    const actual = sha256(readFixture(root, entry));
    const { app, log } = await loggedSiteApp({ rootDir: root });
    try {
      for (const url of ['/kontakt', '/kontakt?again=1']) {
        const page = await app.inject({ url });
        expect(page.statusCode).toBe(200);
        expect(slotOf(page.body)).toEqual({ rendered: 'browser', content: '' });
        expect(page.body).not.toContain('forms release one');
      }
      // Logged once, not on every render: which remote, which file, the expected and the actual digest.
      expect(log.problems()).toEqual([
        `mf-forms: server/remoteEntry.js of its release ${V1} (${join(root, 'releases', 'mf-forms', V1)}) does not match its release.json: expected sha256 ${expected}, actual ${actual}; its server code is not run, its slot renders in the browser`,
      ]);
    } finally {
      await app.close();
    }
  });

  test('a chunk changed after the release is not run either, and is named in the log', async () => {
    promote(V1);
    const chunk = `releases/mf-forms/${V1}/server/chunks/1.0badc0de.js`;
    tamper(chunk);
    const { app, log } = await loggedSiteApp({ rootDir: root });
    try {
      const page = await app.inject({ url: '/kontakt' });
      expect(slotOf(page.body).rendered).toBe('browser');
      expect(page.body).not.toContain('chunk of forms release one');
      expect(log.problems()).toHaveLength(1);
      expect(log.problems()[0]).toMatch(
        new RegExp(
          `^mf-forms: server/chunks/1\\.0badc0de\\.js of its release ${V1.replace(/\./g, '\\.')} .* does not match its release\\.json: expected sha256 ${sha256('<p>chunk of forms release one</p>')}, actual ${sha256(readFixture(root, chunk))};`,
        ),
      );
    } finally {
      await app.close();
    }
  });

  test('a file changed while the server runs is checked again before it is loaded again', async () => {
    const { app, log } = await loggedSiteApp({ rootDir: root });
    try {
      expect(slotOf((await app.inject({ url: '/kontakt?a=1' })).body).rendered).toBe('server');
      tamper('mf-forms/dist/server/remoteEntry.js');
      await wait(1100);
      expect(slotOf((await app.inject({ url: '/kontakt?a=2' })).body).rendered).toBe('browser');
      expect(log.problems().join('\n')).toContain('mf-forms: server/remoteEntry.js of its build mf-forms/dist (');
    } finally {
      await app.close();
    }
  });

  test('once a change to a server file is seen, no page is kept or rendered with the changed file', async () => {
    const { app } = await loggedSiteApp({ rootDir: root });
    try {
      expect(slotOf((await app.inject({ url: '/kontakt' })).body).rendered).toBe('server');
      tamper('mf-forms/dist/server/remoteEntry.js');
      // The build watcher sees it within a second (sooner with file-system events)…
      const end = Date.now() + 3000;
      while (slotOf((await app.inject({ url: '/kontakt' })).body).rendered === 'server') {
        if (Date.now() > end) throw new Error('the changed server file was not seen within 3 s');
        await wait(50);
      }
      // …and from then on the page, kept for everyone, is rendered without it.
      for (const attempt of [1, 2]) {
        const page = await app.inject({ url: '/kontakt' });
        expect({ attempt, rendered: slotOf(page.body).rendered }).toEqual({ attempt, rendered: 'browser' });
      }
    } finally {
      await app.close();
    }
  });

  test('a build without the record of its server files is not run, and the log says how to make one', async () => {
    rmSync(join(root, 'mf-forms', 'dist', 'release.json'));
    const { app, log } = await loggedSiteApp({ rootDir: root });
    try {
      expect(slotOf((await app.inject({ url: '/kontakt' })).body).rendered).toBe('browser');
      expect(log.problems()).toEqual([
        `mf-forms: its build mf-forms/dist (${join(root, 'mf-forms', 'dist')}) has no release.json with the digests of its server files: build it again (npm run build -w mf-forms); its server code is not run, its slot renders in the browser`,
      ]);
    } finally {
      await app.close();
    }
  });

  test('a remote on another origin is rendered in the browser only; its server code is never fetched', async () => {
    const fetched: string[] = [];
    const cdn = Fastify({ logger: false });
    cdn.get('/*', async (request) => {
      fetched.push(request.url);
      return 'module.exports = { html: "from the other origin" };';
    });
    const origin = await cdn.listen({ port: 0, host: '127.0.0.1' });
    const { app, log } = await loggedSiteApp({
      rootDir: root,
      env: { REMOTE_MF_FORMS_URL: `${origin}/mf-forms/mf-manifest.json` },
    });
    try {
      const page = await app.inject({ url: '/kontakt' });
      expect(slotOf(page.body).rendered).toBe('browser');
      expect(fetched).toEqual([]);
      expect(log.problems()).toEqual([
        `${origin}/mf-forms/server/remoteEntry.js: a remote on another origin is rendered in the browser only, unless its URL names a release this server holds (…/releases/<package>/<version>/mf-manifest.json); its slot renders in the browser`,
      ]);
    } finally {
      await app.close();
      await cdn.close();
    }
  });

  test('a remote on another origin whose URL names a release this server holds is rendered from that release', async () => {
    const { app, log } = await loggedSiteApp({
      rootDir: root,
      env: { REMOTE_MF_FORMS_URL: `https://cdn.example.cz/site/releases/mf-forms/${V1}/mf-manifest.json` },
    });
    await expectReleaseOneRendered(app, log);
    // Another version of it, which this server does not hold, is not run.
    const other = await loggedSiteApp({
      rootDir: root,
      env: { REMOTE_MF_FORMS_URL: 'https://cdn.example.cz/site/releases/mf-forms/9.9.9-0000000/mf-manifest.json' },
    });
    try {
      expect(slotOf((await other.app.inject({ url: '/kontakt' })).body).rendered).toBe('browser');
    } finally {
      await other.app.close();
    }
  });

  test('the record of a build is not served, nor its server files', async () => {
    promote(V1);
    const { app } = await loggedSiteApp({ rootDir: root });
    try {
      for (const url of [
        '/remotes/mf-forms/release.json',
        '/remotes/mf-forms/server/remoteEntry.js',
        `/releases/mf-forms/${V1}/release.json`,
      ])
        expect([url, (await app.inject({ url })).statusCode]).toEqual([url, 404]);
    } finally {
      await app.close();
    }
  });
});

describe('plain http for a remote', () => {
  const production = { NODE_ENV: 'production', SITE_URL: 'https://www.example.cz' };

  test.each([
    ['REMOTE_MF_FORMS_URL', { REMOTE_MF_FORMS_URL: 'http://127.0.0.1:3003/mf-manifest.json' }],
    ['REMOTES_JSON', { REMOTES_JSON: '{"mf_forms":"http://forms.example.cz/mf-manifest.json"}' }],
  ])('is refused in production, at start-up, with the reason (%s)', async (_name, env) => {
    expect(() => new RemotesSource({ rootDir: root, env: { ...production, ...env } })).toThrow(SiteConfigError);
    const app = Fastify({ logger: false });
    await expect(
      app.register(sitePlugin, { rootDir: root, assetsDir: ASSETS_DIR, env: { ...production, ...env } }).ready(),
    ).rejects.toThrow(
      /uses plain http, which production refuses for a remote \(its code would travel unprotected\): use https/,
    );
    await app.close().catch(() => undefined);
  });

  test('is allowed to this machine outside production (the development servers), never to another machine', () => {
    const local = new RemotesSource({
      rootDir: root,
      env: { REMOTE_MF_FORMS_URL: 'http://127.0.0.1:3003/mf-manifest.json' },
    });
    expect(local.current().mf_forms).toBe('http://127.0.0.1:3003/mf-manifest.json');
    expect(
      new RemotesSource({
        rootDir: root,
        env: { REMOTE_MF_FORMS_URL: 'http://localhost:3003/mf-manifest.json' },
      }).current().mf_forms,
    ).toBe('http://localhost:3003/mf-manifest.json');
    expect(
      () =>
        new RemotesSource({ rootDir: root, env: { REMOTE_MF_FORMS_URL: 'http://forms.example.cz/mf-manifest.json' } }),
    ).toThrow(
      /REMOTE_MF_FORMS_URL: "http:\/\/forms\.example\.cz\/mf-manifest\.json" uses plain http to another machine: use https/,
    );
    // https anywhere, and paths on this origin, as before.
    expect(
      new RemotesSource({
        rootDir: root,
        env: { ...production, REMOTE_MF_FORMS_URL: 'https://forms.example.cz/mf-manifest.json' },
      }).current().mf_forms,
    ).toBe('https://forms.example.cz/mf-manifest.json');
  });

  test('in a REMOTES_FILE changed while the server runs, it is refused with a warning and the last good map stays', async () => {
    const file = join(root, 'remotes.json');
    writeFileSync(file, JSON.stringify({ mf_forms: 'https://forms.example.cz/mf-manifest.json' }));
    const warnings: string[] = [];
    const watcher = new BuildWatcher();
    const source = new RemotesSource({
      rootDir: root,
      env: { ...production, REMOTES_FILE: file },
      watcher,
      warn: (message) => warnings.push(message),
    });
    writeFileSync(file, JSON.stringify({ mf_forms: 'http://forms.example.cz/mf-manifest.json' }));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(await watcher.check()).toBe(true);
    expect(source.current().mf_forms).toBe('https://forms.example.cz/mf-manifest.json');
    expect(warnings.join('\n')).toMatch(
      /uses plain http, which production refuses for a remote.*keeping the last good remotes/,
    );
  });
});
