import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sitePlugin, type SiteOptions } from '../src/plugin';
import { REMOTES } from 'shared/composition';
import { type RouteDef } from 'shared/routes';
import { composeRouteFiles } from 'shared/routes/compose';
import type { AppOptions } from 'api';
import { createTestApp, type TestApp } from 'api/testing';
import { serveSite } from '../src/serve';

export const SHELL_INDEX = `<!doctype html>
<html lang="cs">
  <head>
    <meta charset="utf-8" />
    <meta name="api-base-url" content="" />
    <title>Sídlo Partner</title>
    <script defer src="/main.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The remotes' package folders, from the composition manifest. */
export const REMOTE_PACKAGES = REMOTES.map((remote) => remote.folder);

/** The repository's root (the remotes' sources). */
const REPOSITORY = join(__dirname, '..', '..');

/** The real assets (vop.pdf, embed page) the project ships. */
export const ASSETS_DIR = join(__dirname, '..', 'assets');

function write(root: string, relative: string, body: string | Buffer): void {
  const file = join(root, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

/** A repository root with fake builds: the shell and every remote, or only what `builds` names. */
export function makeFixture(builds: readonly string[] = ['shell', ...REMOTE_PACKAGES]): string {
  const root = mkdtempSync(join(tmpdir(), 'site-fixture-'));
  if (builds.includes('shell')) {
    write(root, 'shell/dist/index.html', SHELL_INDEX);
    write(root, 'shell/dist/main.js', 'console.log("shell");\n');
    write(root, 'shell/dist/chunks/123.abcdef12.js', 'console.log("chunk");\n');
    write(root, 'shell/dist/assets/logo.0123abcd.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    write(root, 'shell/dist/mf-manifest.json', '{"id":"shell"}\n');
    write(root, 'shell/dist/mf-stats.json', '{"id":"shell"}\n');
    write(root, 'shell/dist/.secret', 'hidden\n');
  }
  for (const name of REMOTE_PACKAGES) {
    if (!builds.includes(name)) continue;
    const global = name.replace(/-/g, '_');
    write(root, `${name}/dist/remoteEntry.js`, `var ${global};\n`);
    write(root, `${name}/dist/main.js`, `console.log(${JSON.stringify(name)});\n`);
    write(root, `${name}/dist/mf-manifest.json`, JSON.stringify({ id: global, name: global }) + '\n');
    write(root, `${name}/dist/mf-stats.json`, JSON.stringify({ id: global }) + '\n');
    write(root, `${name}/dist/chunks/42.0badc0de.js`, `console.log("chunk of ${name}");\n`);
    write(root, `${name}/dist/index.html`, `<!doctype html><title>${name}</title>\n`);
    // The remote's real route table, as its build writes it among its server files, with the
    // record of their digests: the server knows the site's pages from these.
    const table = join(REPOSITORY, name, 'src', 'routes.json');
    if (existsSync(table)) writeRouteTable(root, name, readFileSync(table, 'utf8'));
  }
  return root;
}

/**
 * A remote build's route table among its server files (`dist/server/routes.json`), and the record of
 * their digests as its build writes it (unless `record` is false: a table changed after the build).
 */
export function writeRouteTable(root: string, folder: string, text: string, { record = true } = {}): void {
  write(root, `${folder}/dist/server/routes.json`, text);
  if (!record) return;
  const server = { 'routes.json': createHash('sha256').update(text).digest('hex') };
  const name = folder.replace(/-/g, '_');
  write(root, `${folder}/dist/release.json`, JSON.stringify({ remote: folder, name, version: null, server }));
}

/** The site's route table as the server composes it from the remotes' own tables. */
export function siteRoutes(): RouteDef[] {
  const files = REMOTES.map((remote) => {
    const table = join(REPOSITORY, remote.folder, 'src', 'routes.json');
    return { remote: remote.name, text: existsSync(table) ? readFileSync(table, 'utf8') : null };
  });
  return composeRouteFiles(files).routes;
}

export function removeFixture(root: string): void {
  rmSync(root, { recursive: true, force: true });
}

/** A bare Fastify instance with only the site plugin; `env` defaults to an empty environment. */
export async function siteApp(options: Partial<SiteOptions> & { rootDir: string }): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(sitePlugin, { assetsDir: ASSETS_DIR, env: {}, ...options });
  await app.ready();
  return app;
}

/** The whole app (API and site) over a fresh fixture of the builds; `close` removes the fixture too. */
export async function siteTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp & { root: string }> {
  const root = makeFixture();
  const t = await createTestApp(overrides, { extend: (app) => serveSite(app, { siteRoot: root }) });
  return {
    ...t,
    root,
    async close() {
      await t.close();
      removeFixture(root);
    },
  };
}

export { write as writeFixtureFile };
