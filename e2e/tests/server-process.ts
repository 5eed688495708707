import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const ROOT = path.join(__dirname, '..', '..');
/** The suite's server port; the side servers take the ports just above it, so two checkouts can run the suite at once. */
export const SUITE_PORT = Number(process.env.E2E_PORT ?? 8180);

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not become healthy`);
}

/**
 * A second API process serving the built site on its own port, with its own environment (a copy of
 * the builds, a database folder, an operator's switch): for tests that change what the main server
 * of the suite must keep. Stop it with `server.kill('SIGTERM')`. With `output`, every line the
 * server writes (its log) is added to that list.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  { output }: { output?: string[] } = {},
): Promise<{ base: string; server: ChildProcess }> {
  if (process.env.E2E_BASE_URL) {
    throw new Error('a test that starts a server of its own needs this machine: tag its title @local');
  }
  // The server as production runs it: its build, which the suite's own server runs too.
  const server = spawn(process.execPath, ['--enable-source-maps', 'site-server/dist/server.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: output ? ['ignore', 'pipe', 'pipe'] : 'ignore',
  });
  if (output) {
    for (const input of [server.stdout, server.stderr])
      if (input) createInterface({ input, crlfDelay: Infinity }).on('line', (line) => output.push(line));
  }
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(`${base}/api/health`, server);
  return { base, server };
}
