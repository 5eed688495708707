#!/usr/bin/env node
// Starts the site as `npm start` does — production mode, an empty embedded database in a folder of
// its own, a port nothing else uses — waits until `/api/ready` says it can serve (database,
// migrations, builds), asks it for the Czech and English home pages, checks each answers as it
// should and that no compiler runs beside it (the server is its build on plain node: neither tsx
// nor esbuild among its processes, nor among the production dependencies), and stops it. `.ci/run` runs it under each
// supported Node line, so a line the site does not start on fails the run. Exit code 0 or 1.
//
//   node tools/ci/smoke-start.mjs [--port 4890]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const portAt = process.argv.indexOf('--port');
const port = portAt >= 0 ? Number(process.argv[portAt + 1]) : 4890;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'smoke-start-'));
const STARTUP_MS = 180_000;

const server = spawn(process.execPath, [join(root, 'tools', 'start.mjs')], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const exited = new Promise((resolve) => server.once('exit', resolve));

async function answer(path) {
  const response = await fetch(base + path, { redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

async function untilReady() {
  const until = Date.now() + STARTUP_MS;
  let last = 'no answer';
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server stopped with exit code ${server.exitCode}`);
    try {
      const ready = await answer('/api/ready');
      if (ready.status === 200) return;
      last = `${ready.status} ${ready.body}`;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server was not ready within ${STARTUP_MS / 1000} s (/api/ready: ${last})`);
}

/** The checks a started site must pass: each page is the server's HTML with its heading. */
const CHECKS = [
  { path: '/', lang: 'cs' },
  { path: '/en', lang: 'en' },
];

const COMPILERS = /\b(tsx|esbuild)\b/;

/** The command lines of the server's processes (its process group: npm, sh, node). */
function serverProcesses() {
  const listing = spawnSync('ps', ['-o', 'args=', '-g', String(server.pid)], { encoding: 'utf8' });
  return listing.stdout.split('\n').filter(Boolean);
}

/** The production dependencies named tsx or esbuild (none expected). */
function compilersInstalledForProduction() {
  const listing = spawnSync('npm', ['ls', '--omit=dev', '--all', '--parseable', 'tsx', 'esbuild'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listing.stdout.split('\n').filter((line) => line.includes('node_modules'));
}

let failed = false;
try {
  await untilReady();
  const compilers = serverProcesses().filter((line) => COMPILERS.test(line));
  const installed = compilersInstalledForProduction();
  console.log(
    `${compilers.length || installed.length ? 'FAILED' : 'ok'} no compiler: ${compilers.length} running (${compilers.join('; ')}), ${installed.length} among the production dependencies (${installed.join(', ')})`,
  );
  failed ||= compilers.length > 0 || installed.length > 0;
  for (const { path, lang } of CHECKS) {
    const page = await answer(path);
    const ok =
      page.status === 200 &&
      page.type.startsWith('text/html') &&
      page.body.includes(`<html lang="${lang}"`) &&
      /<h1[\s>]/.test(page.body);
    console.log(`${ok ? 'ok' : 'FAILED'} ${path}: ${page.status} ${page.type}, ${page.body.length} characters`);
    failed ||= !ok;
  }
  console.log(`Node ${process.version}: the site ${failed ? 'did not answer as it should' : 'started and answered'}`);
} catch (error) {
  console.error(`Node ${process.version}: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  if (server.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    const stopped = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 15_000))]);
    if (stopped === null) process.kill(-server.pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
