// The load part of `npm run bench`: how many requests a second the server answers, and how fast, at
// 50 connections (autocannon, 10 s, the median of three runs) for
// - a kept page: the home page, as every visitor without a session gets it (brotli, as browsers ask);
// - the same kept page from a campaign's link: each request with tracking parameters and a click id
//   of its own (`/?utm_source=newsletter&utm_medium=email&fbclid=<n>`), as an ad or a newsletter
//   sends its visitors; the aim is a rate within a factor of 2 of the kept page's;
// - an uncached render: the home page under a new address each time (`/?bench=<n>`), so nothing kept
//   serves it; also its time alone (one connection, 200 requests, median of three runs): one render;
// - the API: GET /api/settings (its answer kept in the process for up to a minute).
// For one instance (the default, embedded database) and for two workers (`npm run start:cluster`)
// on a PostgreSQL server (`.ci/pg-start.sh` starts one, installing it when missing), in a schema of
// their own, dropped afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cannon, median, textTable, waitForServer } from './common.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;
const RUNS = 3;

/** A new query for every request (`query` makes it from a new id): `?bench=<id>` renders each one. */
function freshAddresses(path, query = (id) => `bench=${id}`) {
  let n = 0;
  return [
    {
      setupRequest(request) {
        n += 1;
        return { ...request, path: `${path}?${query(`${Date.now().toString(36)}${n}`)}` };
      },
    },
  ];
}

/** A campaign's click: the parameters of its link and a click id no other request has. */
const campaignClick = (id) => `utm_source=newsletter&utm_medium=email&utm_campaign=bench&fbclid=IwAR${id}`;

/** The median of `RUNS` runs of `options` at 50 connections: requests/s, p50, p99, errors. */
async function underLoad(options) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await cannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
    runs.push({
      rps: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
    });
  }
  return {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** Every figure of the load part against the server at `base`. */
export async function measureLoad(base, log) {
  const brotli = { 'accept-encoding': 'br' };
  await fetch(`${base}/`, { headers: brotli }); // kept from here on
  log(`load: kept page at ${CONNECTIONS} connections`);
  const kept = await underLoad({ url: `${base}/`, headers: brotli });
  log(`load: kept page from a campaign's link (a click id per request) at ${CONNECTIONS} connections`);
  const campaign = await underLoad({ url: base, headers: brotli, requests: freshAddresses('/', campaignClick) });
  log('load: uncached render, one connection');
  // Its time alone, as every figure here: the median of three runs (200 renders each).
  const aloneRuns = [];
  for (let run = 0; run < RUNS; run += 1) {
    aloneRuns.push(
      await cannon({ url: base, amount: 200, connections: 1, headers: brotli, requests: freshAddresses('/') }),
    );
  }
  const alone = {
    latency: { p50: median(aloneRuns.map((r) => r.latency.p50)), p99: median(aloneRuns.map((r) => r.latency.p99)) },
  };
  log(`load: uncached render at ${CONNECTIONS} connections`);
  const rendered = await underLoad({ url: base, headers: brotli, requests: freshAddresses('/') });
  log(`load: API at ${CONNECTIONS} connections`);
  const api = await underLoad({ url: `${base}/api/settings`, headers: brotli });
  return {
    keptPage: kept,
    keptPageCampaignLink: campaign,
    uncachedRender: { ...rendered, aloneP50Ms: alone.latency.p50, aloneP99Ms: alone.latency.p99 },
    api,
  };
}

/** Starts two workers on PostgreSQL on `port`, runs `measure` against them, then stops them. */
export async function withTwoInstances(root, port, measure) {
  const databaseUrl = execFileSync('bash', [join(root, '.ci', 'pg-start.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .trim()
    .split('\n')
    .pop();
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const dataDir = join(root, 'bench', '.data-cluster');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const base = `http://127.0.0.1:${port}`;
  const cluster = spawn('npm', ['run', 'start:cluster', '-w', 'site-server'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '2',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForServer(`${base}/api/health`, cluster);
    return await measure(base);
  } finally {
    await new Promise((resolve) => {
      cluster.once('exit', resolve);
      try {
        process.kill(-cluster.pid, 'SIGTERM');
      } catch {
        resolve();
      }
    });
    execFileSync('psql', [databaseUrl, '-qc', `drop schema if exists ${schema} cascade`]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The load figures as rows of text. */
export function loadTable(load) {
  const rows = [['instances', 'what', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'alone p50 ms']];
  for (const [instances, figures] of Object.entries(load)) {
    for (const [what, f] of Object.entries(figures)) {
      rows.push([
        instances,
        what,
        String(f.rps),
        String(f.p50Ms),
        String(f.p99Ms),
        String(f.errors),
        f.aloneP50Ms === undefined ? '' : String(f.aloneP50Ms),
      ]);
    }
  }
  return textTable(rows);
}
