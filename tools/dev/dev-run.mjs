// What `npm run dev` runs, started by a script (`tools/dev/check.mjs`): on its own ports, which must
// be free; with an empty database of its own and its output in a file; waited for; stopped with
// everything it started.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function portTaken(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export class DevRun {
  /** @param {{ root: string, ports: number[] }} options  the repository and the ports `npm run dev` takes */
  constructor({ root, ports }) {
    this.root = root;
    this.ports = ports;
    this.child = null;
    this.logFile = join(mkdtempSync(join(tmpdir(), 'dev-check-log-')), 'dev.log');
    this.dataDir = mkdtempSync(join(tmpdir(), 'dev-check-data-'));
  }

  /** Starts it, unless one of its ports is taken already (another `npm run dev`, say). */
  async start() {
    const taken = [];
    for (const port of this.ports) if (await portTaken(port)) taken.push(port);
    if (taken.length) throw new Error(`port ${taken.join(', ')} in use: stop what runs there (another npm run dev?)`);
    const log = openSync(this.logFile, 'w');
    // In a process group of its own: its stop reaches whatever it started.
    this.child = spawn(process.execPath, [join(this.root, 'tools', 'dev.mjs')], {
      cwd: this.root,
      detached: true,
      stdio: ['ignore', log, log],
      env: { ...process.env, DATA_DIR: this.dataDir, NO_COLOR: '1' },
    });
    closeSync(log);
  }

  /** Resolves once `test()` is true (asked every half second); throws when it stops or time is up. */
  async until(what, test, timeoutMs) {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      if (this.child.exitCode !== null)
        throw new Error(`npm run dev stopped (exit code ${this.child.exitCode}) while waiting until ${what}`);
      if (await test()) return;
      await sleep(500);
    }
    throw new Error(`not within ${timeoutMs / 1000} s: ${what}`);
  }

  /** The last lines of its output. */
  tail(lines = 40) {
    return readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
  }

  /**
   * Stops it (its own stop ends every process it started, killing what has not ended in 8 s) and
   * waits until it has ended; removes its database, and its output unless `keepLog`.
   */
  async stop({ keepLog = false } = {}) {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const signal = (name) => {
        try {
          process.kill(-child.pid, name);
        } catch {
          // gone already
        }
      };
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(this.dataDir, { recursive: true, force: true });
    if (!keepLog) rmSync(dirname(this.logFile), { recursive: true, force: true });
  }
}
