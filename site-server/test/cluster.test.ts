import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropSchema } from 'api/testing';

const ROOT = join(__dirname, '..', '..');
const url = process.env.DATABASE_URL;
const NODE = realpathSync(process.execPath);

/**
 * The Node processes whose parent is `pid` (read from /proc): the workers of a cluster's primary.
 * Other children are not counted: tsx starts an esbuild service process in the primary when its
 * cache of compiled files is empty (a clean machine).
 */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's id is the fourth field, after the name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== pid) continue;
      if (readlinkSync(`/proc/${entry}/exe`) === NODE) children.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  seen: () => string,
  ms = 90_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not within ${ms} ms: ${what} (${seen()})`);
}

// Several instances share a PostgreSQL server; the embedded database is refused (below), so this
// runs with DATABASE_URL only (npm run test:pg).
(url ? describe : describe.skip)('npm run start:cluster', () => {
  it('starts the workers on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'cluster-'));
    const port = 18_000 + Math.floor(Math.random() * 2000);
    const base = `http://127.0.0.1:${port}`;
    // Node with tsx as a loader, so the primary is this child itself (signals reach it).
    const primary = spawn(process.execPath, ['--import', 'tsx', 'site-server/src/cluster.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WEB_CONCURRENCY: '2',
        DATABASE_URL: url,
        // A new schema: both workers create it and migrate it at the same moment.
        DATABASE_SCHEMA: schema,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: base,
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // The workers the primary says are listening (a worker that ends before it listens stops the
    // cluster: its settings are taken to be wrong).
    const listening: number[] = [];
    primary.stdout.setEncoding('utf8').on('data', (text: string) => {
      for (const match of text.matchAll(/\[cluster\] worker (\d+) listening/g)) listening.push(Number(match[1]));
    });
    const exited = new Promise<number | null>((resolve) => primary.on('exit', (code) => resolve(code)));
    const seen = () =>
      `workers running: ${childrenOf(primary.pid!).join(', ') || 'none'}; said to listen: ${listening.join(', ') || 'none'}`;
    const healthy = () =>
      fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
    try {
      await until(
        async () => listening.length === 2 && childrenOf(primary.pid!).length === 2 && (await healthy()),
        'two workers serving',
        seen,
      );
      const [first] = listening;
      // Both answer on the one port: a hundred requests, every one answered.
      const answers = await Promise.all(Array.from({ length: 100 }, () => healthy()));
      expect(answers.every(Boolean)).toBe(true);

      process.kill(first!, 'SIGKILL');
      await until(
        () => {
          const now = childrenOf(primary.pid!);
          return listening.length === 3 && now.length === 2 && !now.includes(first!);
        },
        'a new worker in place of the one killed',
        seen,
      );
      await until(healthy, 'serving again', seen);

      const workers = childrenOf(primary.pid!);
      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(workers.filter((pid) => readdirSync('/proc').includes(String(pid)))).toEqual([]);
    } finally {
      if (primary.exitCode === null) primary.kill('SIGKILL');
      await dropSchema(url!, schema);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('npm run start:cluster without DATABASE_URL', () => {
  it('refuses to start, saying why: the embedded database serves one process', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
    delete env.DATABASE_URL;
    const primary = spawn(process.execPath, ['--import', 'tsx', 'site-server/src/cluster.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    primary.stderr?.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    const code = await new Promise<number | null>((resolve) => primary.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('start:cluster needs DATABASE_URL');
  }, 60_000);
});
