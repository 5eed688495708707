#!/usr/bin/env node
// `npm start`: reads the repository's `.env` when there is one (`.env.example`), builds every app
// (and the server) whose dist/ lacks its entry files (one after the other: builds are CPU-heavy), then serves the
// composed site and the API with `npm start -w site-server` on http://127.0.0.1:8080 (PORT, HOST). SIGINT/SIGTERM/SIGHUP go to the running child's process
// group, so Ctrl-C or `kill` stops the server cleanly (it finishes requests in flight and closes the
// database). The child runs in a group of its own: npm starts the server through `sh -c`, which
// would not pass a signal on, so the whole group is signalled, once.
// `npm run build` rebuilds everything; delete an app's dist/ to have `npm start` rebuild only it.
// `npm run start:cluster` (`--cluster`) serves from several workers instead (site-server/src/cluster.ts:
// PostgreSQL's DATABASE_URL required, WEB_CONCURRENCY workers).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The settings in the repository's `.env` (`.env.example` lists them), for the server and this
// script's own defaults; a variable the environment already has keeps its value.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

/**
 * Each app and the files its dist/ must hold to count as built: a remote's build also holds the
 * record of its server files' digests (`release.json`), without which the server does not run its
 * server code, so a build made before builds wrote it is made again.
 */
const composition = JSON.parse(readFileSync(join(root, 'shared', 'composition.json'), 'utf8'));
const APPS = [
  { name: composition.shell.folder, entries: ['index.html', 'main.js'] },
  ...Object.values(composition.remotes).map((remote) => ({
    name: remote.folder,
    entries: ['remoteEntry.js', 'mf-manifest.json', 'release.json'],
  })),
  // The servers, compiled to JavaScript (`build.mjs` of each): production runs them with plain node.
  { name: 'api', entries: ['server.js', 'seed-cli.js', 'create-user.js'] },
  { name: 'site-server', entries: ['server.js', 'cluster.js', 'preview-worker.js'] },
];

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let current = null;
let stopping = null;

for (const signal of SIGNALS) {
  process.on(signal, () => {
    stopping ??= signal;
    if (current) signalGroup(current, signal);
    else process.exit(128 + signalNumber(signal));
  });
}

// Should start.mjs end any other way, the server must not outlive it.
process.on('exit', () => {
  if (current) signalGroup(current, 'SIGTERM');
});

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal] ?? 1;
}

function log(message) {
  console.log(`[start] ${message}`);
}

/** Run a command in the repository root with inherited output; resolves with its exit code. */
function run(args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(npm, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env, detached: true });
    current = child;
    child.on('error', (error) => {
      console.error(`[start] could not run npm ${args.join(' ')}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? 128 + signalNumber(signal ?? 'SIGTERM'));
    });
  });
}

const missing = APPS.filter(({ name, entries }) => entries.some((file) => !existsSync(join(root, name, 'dist', file))));
if (missing.length === 0) {
  log('every app is built (run `npm run build` to rebuild)');
}
for (const { name } of missing) {
  if (stopping) process.exit(128 + signalNumber(stopping));
  log(`building ${name} (its dist/ is missing or incomplete)…`);
  const code = await run(['run', 'build', '-w', name]);
  if (stopping) process.exit(128 + signalNumber(stopping));
  if (code !== 0) {
    console.error(`[start] building ${name} failed (exit code ${code}); fix the error above and run npm start again.`);
    process.exit(code);
  }
}

const env = { ...process.env, PORT: process.env.PORT || '8080', HOST: process.env.HOST || '127.0.0.1' };
const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
const address = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${env.PORT}`;
// The production server needs its public origin (for absolute URLs); a local trial's is this address.
if (!env.SITE_URL) {
  env.SITE_URL = address;
  log(`SITE_URL is not set: using ${address} (set it to the public origin when the site is served to others)`);
}
const cluster = process.argv.includes('--cluster');
log(`serving the site and the API at ${address}${cluster ? ' from several workers' : ''} (Ctrl-C stops)`);
const code = await run(cluster ? ['run', 'start:cluster', '-w', 'site-server'] : ['start', '-w', 'site-server'], env);
process.exit(stopping && code === 0 ? 0 : code);
