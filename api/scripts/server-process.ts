import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  base: string;
}

/**
 * Starts the whole server as `npm start` runs it — the API and the site
 * (`site-server/src/server.ts`) — as its own process on 127.0.0.1:`port` with `env` added to this
 * process's environment, and waits until /api/health answers 200. Refuses a port that already
 * answers.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${port}`;
  // Another server on the port would answer the health checks in this one's place.
  if (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already in use`);
  // tsx as a loader in this very process (not its CLI, which runs the server in a child), so a
  // signal sent to `child` reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'site-server/src/server.ts'], {
    cwd: ROOT,
    // A production server refuses to start without its public origin; here that is its own address.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SITE_URL: base, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, exited, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy');
}
