#!/usr/bin/env node
// `npm run dev`: the site as production serves it, from development builds. The site server with
// the API (`site-server`, tsx watch, port 8080) renders every page on the server, as in production,
// and the browser hydrates it; its /remotes.json points every remote at its webpack dev server, and
// `DEV_SHELL_URL` tells it that the shell's scripts come from the shell's. Each app runs
// `webpack serve --mode development --env server`: its browser build with React Fast Refresh (an
// edited component updates in place, keeping its state), and its server build compiled beside it
// as the sources change, into `dist/.dev/`, where the server renders from (a remote's server build
// is read again when it changes; a changed shell server build restarts the server, as tsx watch
// follows it). Open http://127.0.0.1:8080. Every line is prefixed with its process's name; one
// Ctrl-C (or SIGTERM) stops them all. If one of them exits, the others are stopped too. A single
// remote also runs alone, on its own page rendered in the browser: `npm run dev -w mf-forms`
// (http://127.0.0.1:3003).
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
// Fixed: the dev servers proxy /api, /remotes.json and /vop.pdf to 8080 (shared/build/development.cjs).
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
    env: {
      PORT: API_PORT,
      HOST,
      REMOTES_JSON: JSON.stringify(remotesJson),
      DEV_SHELL_URL: `http://${HOST}:${DEV_PORTS.shell}`,
    },
  },
  ...[composition.shell.folder, ...REMOTES.map((name) => composition.remotes[name].folder)].map((folder) => ({
    name: folder,
    cwd: join(root, folder),
    command: bin('webpack'),
    args: ['serve', '--mode', 'development', '--env', 'server'],
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
  `${label('dev', 5)} open http://${HOST}:${API_PORT} once the builds are done (dev servers: shell ${DEV_PORTS.shell}, remotes ${REMOTES.map((n) => DEV_PORTS[n]).join(', ')}). Ctrl-C stops all.`,
);
