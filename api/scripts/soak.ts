/**
 * `npm run soak -w api [-- --duration 600] [--rate 1] [--no-memory] [--memory-only]`
 *
 * Starts the server as its own process (production mode, demo data, a fresh PGlite folder, or
 * with DATABASE_URL a fresh schema on that server) and then:
 * 1. Memory: after a few seconds of reads, ten uploads at once, first of 5 × 100 KB, then of the
 *    largest size a request may have (5 × 10 MB), each from its own address; the server's resident
 *    memory (RSS) is sampled every 100 ms and its peak over the settled idle figure reported for
 *    both sizes (over 100 MB fails the run).
 * 2. Soak: for `--duration` seconds (default 600) a steady mix of page loads, settings, content,
 *    search, newsletter sign-ups, enquiries with an upload, and guest carts with a voucher and an
 *    order (autocannon, one instance per kind at a fixed rate; `--rate` scales every rate), with
 *    the RSS sampled every second.
 * Then it stops the server and checks: no 5xx answer and no failed connection; every enquiry and
 * order answered 200 is stored exactly once, and nothing else the run sent is. Writes everything
 * to `api/.data/soak.json`, prints a summary, and exits 1 when a check fails.
 *
 * Requests name a client address of their own (X-Forwarded-For through a trusted local proxy),
 * as visitors behind the site's proxy would: the per-address rate limits are not what is measured.
 *
 * The parts live in `soak/`: the clients' addresses and bodies (`clients`), the RSS (`rss`), the
 * memory rounds (`memory`), the mix (`mix`) and its run (`steady`), and the check of what was
 * stored (`stored`).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropSchema, openDatabase } from '../src/db/connection';
import { startServer } from './server-process';
import { measureMemory } from './soak/memory';
import type { Acknowledged } from './soak/mix';
import { runSteady } from './soak/steady';
import { checkStored } from './soak/stored';

const ROOT = join(__dirname, '..', '..');
const OUT = join(__dirname, '..', '.data', 'soak.json');
const PORT = Number(process.env.SOAK_PORT ?? 8385);

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  const value = at >= 0 ? Number(args[at + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const DURATION_S = option('--duration', 600);
const RATE = option('--rate', 1);
const MEMORY = !args.includes('--no-memory');
const SOAK = !args.includes('--memory-only');

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || '';
  const schema = databaseUrl ? `soak_${randomBytes(5).toString('hex')}` : '';
  const dataDir = mkdtempSync(join(tmpdir(), 'api-soak-'));
  const siteRoot = process.env.SITE_ROOT ?? ROOT;
  const pages = existsSync(join(siteRoot, 'shell', 'dist', 'index.html'));
  const report: Record<string, unknown> = {
    startedAt: new Date().toISOString(),
    database: databaseUrl ? 'postgres' : 'pglite',
    durationS: SOAK ? DURATION_S : 0,
    rate: RATE,
    pages: pages ? 'served' : `skipped (no built site in ${siteRoot}; build it or set SITE_ROOT)`,
  };
  const failures: string[] = [];
  const server = await startServer(PORT, {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    SITE_ROOT: siteRoot,
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    TRUST_PROXY: 'loopback',
    UPLOAD_MAX_IN_FLIGHT: '10',
    UPLOAD_QUOTA_MB: '4096',
  });
  const acked: Acknowledged = { enquiries: new Map(), sent: new Set() };
  try {
    if (MEMORY) report.memory = await measureMemory(server, failures);
    if (SOAK)
      Object.assign(report, await runSteady(server, { durationS: DURATION_S, rate: RATE, pages }, acked, failures));
  } finally {
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    if (code !== 0) failures.push(`the server exited with ${code} after SIGTERM`);
  }

  // Every answered enquiry and order is stored once; nothing else the run sent is stored.
  const handle = await openDatabase(databaseUrl ? { databaseUrl, schema } : { dataDir: join(dataDir, 'pglite') });
  try {
    report.enquiries = await checkStored(handle.db, acked, SOAK, failures);
  } finally {
    await handle.close();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
    rmSync(dataDir, { recursive: true, force: true });
  }

  report.failures = failures;
  report.ok = failures.length === 0;
  mkdirSync(join(OUT, '..'), { recursive: true });
  writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
  console.info(`${failures.length ? 'FAILED' : 'ok'}: ${OUT}`);
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(failures.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
