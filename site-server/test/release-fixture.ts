import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { REMOTES } from 'shared/composition';
import { sitePlugin, type SiteOptions } from '../src/plugin';
import { ASSETS_DIR, writeFixtureFile } from './fixture';

/**
 * A stand-in for the shell's server build that fills one slot, mf-forms's, from the server code the
 * API hands it (as the real shell does: its entry's checked text, its chunk read through the API),
 * keeps a remote it loaded by its entry URL (as the federation runtime does), and leaves the slot
 * for the browser when the API refuses it. Each page says which thread rendered
 * it and which render of that thread it is, and carries the badge of a preview.
 */
export const SLOT_RENDERER = `let renders = 0;
exports.createRenderer = async (options) => {
  let remotes = options.remotes;
  // A remote loaded once is kept by its entry URL, as the federation runtime keeps a container.
  const loaded = new Map();
  async function slot() {
    const url = remotes.mf_forms;
    if (loaded.has(url)) return loaded.get(url);
    const build = await options.serverBuild(url);
    if ('refused' in build) return '<div data-slot="mf_forms" data-rendered="browser"></div>';
    try {
      const module = { exports: {} };
      new Function('module', 'exports', build.source)(module, module.exports);
      const chunkFile = require('node:path').join(require('node:path').dirname(build.path), module.exports.chunk);
      if (!build.files.includes(chunkFile)) throw new Error('the chunk is not in the build');
      const chunk = await build.read(chunkFile);
      const html = '<div data-slot="mf_forms" data-rendered="server">' + module.exports.html + chunk + '</div>';
      loaded.set(url, html);
      return html;
    } catch (error) {
      return '<div data-slot="mf_forms" data-rendered="browser"></div>';
    }
  }
  return {
    setRemotes(next) { remotes = next; },
    headScript: '',
    async render(path, origin, cookies, posted, preview) {
      renders += 1;
      const thread = require('node:worker_threads').threadId;
      const markup = '<main data-thread="' + thread + '">render ' + renders + (await slot()) + '</main>';
      return {
        status: 200, redirect: null, locale: 'cs', private: false,
        modules: ['mf_forms/ContactFormPage'],
        state: { stores: {}, resources: {} },
        consentDefault: {},
        badge: preview ? '<aside data-badge="' + preview.remote + '@' + preview.version + '"></aside>' : null,
        pipe(destination) { destination.end(markup); },
      };
    },
  };
};\n`;

/** The versions the shell shares (as its build's manifest lists them), which the gate compares with. */
export const SHELL_SINGLETONS: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  i18next: '26.7.2',
  'react-i18next': '17.1.12',
  zustand: '5.1.0',
  shared: '1.0.0',
};

const FORMS = REMOTES.find((remote) => remote.folder === 'mf-forms')!;

export function sha256(bytes: string | Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The server files of a stand-in remote: an entry whose page says `html`, and the chunk it reads. */
export function serverFiles(html: string): Record<string, string> {
  return {
    'remoteEntry.js': `module.exports = { html: ${JSON.stringify(html)}, chunk: 'chunks/1.0badc0de.js' };\n`,
    'chunks/1.0badc0de.js': `<p>chunk of ${html}</p>`,
  };
}

/** A build folder of mf-forms (`dir`, relative to `root`): its manifest, its server files and their record. */
export function writeFormsBuild(
  root: string,
  dir: string,
  record: { version: string | null; singletons?: Record<string, string> } | null,
  html: string,
): void {
  const files = serverFiles(html);
  writeFixtureFile(root, `${dir}/mf-manifest.json`, JSON.stringify({ id: 'mf_forms', name: 'mf_forms', exposes: [] }));
  writeFixtureFile(root, `${dir}/remoteEntry.js`, `var mf_forms; // ${html}\n`);
  for (const [path, body] of Object.entries(files)) writeFixtureFile(root, `${dir}/server/${path}`, body);
  if (!record) return;
  writeFixtureFile(
    root,
    `${dir}/release.json`,
    JSON.stringify({
      remote: 'mf-forms',
      name: 'mf_forms',
      version: record.version,
      singletons: record.singletons ?? SHELL_SINGLETONS,
      exposes: Object.keys(FORMS.modules).sort(),
      server: Object.fromEntries(Object.entries(files).map(([path, body]) => [path, sha256(body)])),
    }),
  );
}

/** A release of mf-forms in `<root>/releases`, made as the release tool makes one. */
export function writeFormsRelease(root: string, version: string, html: string, singletons?: Record<string, string>) {
  writeFormsBuild(root, `releases/mf-forms/${version}`, { version, singletons }, html);
}

/** The shell's build as the gate reads it, and the stand-in of its server build. */
export function writeShell(root: string): void {
  writeFixtureFile(root, 'shell/dist/server/server.js', SLOT_RENDERER);
  writeFixtureFile(
    root,
    'shell/dist/mf-manifest.json',
    JSON.stringify({
      id: 'shell',
      shared: Object.entries(SHELL_SINGLETONS).map(([name, version]) => ({ name, version })),
    }),
  );
}

/** The messages the site logged, in order. */
export interface Logged {
  lines: { level: number; msg: string }[];
  /** The messages at warning level and above. */
  problems(): string[];
}

/** The site plugin alone, with a log that the test reads. */
export async function loggedSiteApp(
  options: Partial<SiteOptions> & { rootDir: string },
): Promise<{ app: FastifyInstance; log: Logged }> {
  const lines: Logged['lines'] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as Logged['lines'][number]) },
    },
  });
  await app.register(sitePlugin, { assetsDir: ASSETS_DIR, env: {}, ...options });
  await app.ready();
  return {
    app,
    log: { lines, problems: () => lines.filter((line) => line.level >= 40).map((line) => line.msg) },
  };
}

/** The page's mf-forms slot: who rendered it, and what the server put in it. */
export function slotOf(html: string): { rendered: string | undefined; content: string | undefined } {
  const match = /<div data-slot="mf_forms" data-rendered="(\w+)">(.*?)<\/div>/.exec(html);
  return { rendered: match?.[1], content: match?.[2] };
}

/** A file of the fixture, read. */
export function readFixture(root: string, path: string): string {
  return readFileSync(join(root, path), 'utf8');
}
