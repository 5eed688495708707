#!/usr/bin/env node
// `npm run dev`: the API and the site server (tsx watch, port 8080) with /remotes.json pointing every remote at its
// webpack dev server, plus `webpack serve --mode development` for the shell and each remote, all
// with live reload. Open http://127.0.0.1:3000 (the shell's dev server proxies /api,
// /remotes.json and /vop.pdf to the API). Every line is prefixed with its process's name; one
// Ctrl-C (or SIGTERM) stops them all. If one of them exits, the others are stopped too.
// A single remote also runs alone: `npm run dev -w mf-forms` (http://127.0.0.1:3003).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
/** The one table of development ports (shell 3000, mf_chrome 3001, …). */
const { DEV_PORTS } = require('../shared/build/webpack.cjs');

const composition = require('../shared/composition.json');
const REMOTES = Object.keys(composition.remotes);
const HOST = '127.0.0.1';
// Fixed: the shell dev server proxies /api, /remotes.json and /vop.pdf to 8080 (shared/build/webpack.cjs).
const API_PORT = '8080';
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

const remotesJson = Object.fromEntries(
  REMOTES.map((name) => [name, `http://${HOST}:${DEV_PORTS[name]}/mf-manifest.json`]),
);

const PROCESSES = [
  {
    name: 'server',
    cwd: join(root, 'site-server'),
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', 'src/server.ts'],
    env: { PORT: API_PORT, HOST, REMOTES_JSON: JSON.stringify(remotesJson) },
  },
  ...[composition.shell.folder, ...REMOTES.map((name) => composition.remotes[name].folder)].map((folder) => ({
    name: folder,
    cwd: join(root, folder),
    command: bin('webpack'),
    args: ['serve', '--mode', 'development'],
    env: {},
  })),
];

const COLORS = [36, 33, 35, 32, 34, 91];
const width = Math.max(...PROCESSES.map((p) => p.name.length));
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const label = (name, index) => {
  const text = `[${name}]`.padEnd(width + 2);
  return useColor ? `\x1b[${COLORS[index % COLORS.length]}m${text}\x1b[0m` : text;
};

const children = [];
let stopping = false;
let exitCode = 0;

function prefix(stream, target, tag) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => target.write(`${tag} ${line}\n`));
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function stopAll(reason) {
  if (stopping) return;
  stopping = true;
  console.log(`${label('dev', 5)} ${reason}: stopping everything…`);
  for (const child of children) if (child.exitCode === null && child.signalCode === null) signalGroup(child, 'SIGTERM');
  // Whatever has not ended in 8 s is killed.
  setTimeout(() => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) signalGroup(child, 'SIGKILL');
  }, 8000).unref();
}

PROCESSES.forEach((spec, index) => {
  const tag = label(spec.name, index);
  // Each in a process group of its own, so a stop reaches webpack's and tsx's children too.
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, FORCE_COLOR: useColor ? '1' : '0', ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  prefix(child.stdout, process.stdout, tag);
  prefix(child.stderr, process.stderr, tag);
  child.on('error', (error) => {
    console.error(`${tag} could not start: ${error.message}`);
    exitCode = 1;
    stopAll(`${spec.name} could not start`);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${tag} exited (${signal ?? `code ${code}`})`);
      exitCode = code || 1;
      stopAll(`${spec.name} exited`);
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal));
// Should dev.mjs end any other way, nothing it started may outlive it.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) signalGroup(child, 'SIGKILL');
});

console.log(
  `${label('dev', 5)} open http://${HOST}:${DEV_PORTS.shell} (API on http://${HOST}:${API_PORT}; remotes on ports ${REMOTES.map((n) => DEV_PORTS[n]).join(', ')}). Ctrl-C stops all.`,
);
