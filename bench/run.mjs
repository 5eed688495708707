#!/usr/bin/env node
// `npm run bench`: builds the production site, starts it on its own port and database, and
// measures five pages — home, a service page, a virtual-office detail, the contact form and the
// cart:
// - Lighthouse 12 (mobile and desktop presets, the system Chromium): score, FCP, LCP, TBT, CLS, the
//   median of three runs each, and the JavaScript the page loads (bytes on the wire);
// - the time until the page has hydrated on a phone's CPU (bench/hydration.mjs: 4x CPU slowdown,
//   median of nine first visits);
// - the server: time to answer each page (p50 and p99 over 200 sequential requests) and requests
//   per second with 20 connections (autocannon).
// - the load part (bench/load.mjs): a kept page, an uncached render and the API at 50 connections,
//   for this one instance and for two workers on PostgreSQL.
// Writes bench/results.json and prints the tables. `--no-build` reuses the existing dist/ folders;
// `--runs N` changes the number of Lighthouse runs; `--load-only` measures the load part alone (the
// browser figures of the last whole run stay in bench/results.json, dated `pagesDate`);
// `--hydration-only` the time until hydrated alone (printed, bench/results.json left as it is).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { benchPages, cannon, CHROME_FLAGS, CHROMIUM, median, textTable, waitForServer } from './common.mjs';
import { measureHydration } from './hydration.mjs';
import { loadTable, measureLoad, withTwoInstances } from './load.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8280);
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const LOAD_ONLY = args.includes('--load-only');
const HYDRATION_ONLY = args.includes('--hydration-only');
const HYDRATION_RUNS = 9;

function log(message) {
  console.info(`[bench] ${message}`);
}

function startServer() {
  const dataDir = join(ROOT, 'bench', '.data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  return spawn('npm', ['start', '-w', 'site-server'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** The five pages; the office detail is the first Brno office the API lists. */
async function lighthouseRun(url, preset, chromePort) {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (result.lhr.runtimeError) {
    const { code, message } = result.lhr.runtimeError;
    throw new Error(`Lighthouse could not measure ${url} (${preset}): ${code} ${message}`);
  }
  const { audits, categories } = result.lhr;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
  };
}

/** Lighthouse sometimes fails to record a trace (it says to run it again): up to two more tries. */
async function lighthouseRunWithRetry(url, preset, chromePort) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, preset, chromePort);
    } catch (error) {
      if (attempt === 3) throw error;
      log(`${error.message}; running it again`);
    }
  }
}

async function lighthouseMedian(url, preset, chromePort) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRunWithRetry(url, preset, chromePort));
  const keys = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'jsBytes', 'jsFiles'];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

async function serverTimes(url) {
  const sequential = await cannon({ url, amount: 200, connections: 1 });
  const parallel = await cannon({ url, duration: 5, connections: 20 });
  return {
    p50Ms: sequential.latency.p50,
    p99Ms: sequential.latency.p99,
    non2xx: sequential.non2xx + parallel.non2xx,
    rps: Math.round(parallel.requests.average),
  };
}

function table(results) {
  const rows = [
    [
      'page',
      'preset',
      'score',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'JS KB',
      'hydrated 4x ms',
      'p50 ms',
      'p99 ms',
      'req/s',
    ],
  ];
  for (const page of results.pages) {
    for (const preset of ['mobile', 'desktop']) {
      const lh = page.lighthouse[preset];
      rows.push([
        page.name,
        preset,
        String(lh.score),
        String(Math.round(lh.fcp)),
        String(Math.round(lh.lcp)),
        String(Math.round(lh.tbt)),
        lh.cls.toFixed(3),
        (lh.jsBytes / 1024).toFixed(1),
        preset === 'mobile' ? String(page.hydration.hydratedMs) : '',
        preset === 'mobile' ? String(page.server.p50Ms) : '',
        preset === 'mobile' ? String(page.server.p99Ms) : '',
        preset === 'mobile' ? String(page.server.rps) : '',
      ]);
    }
  }
  return textTable(rows);
}

async function main() {
  if (!args.includes('--no-build')) {
    log('building the production site');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  log(`starting the site on ${BASE}`);
  const server = startServer();
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  let chrome;
  try {
    await waitForServer(`${BASE}/api/health`, server);
    const results = {
      date: new Date().toISOString(),
      lighthouseRuns: LOAD_ONLY ? 0 : RUNS,
      node: process.version,
      pages: [],
      load: {},
    };
    if (HYDRATION_ONLY) {
      chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
      const rows = [['page', 'hydrated 4x ms', 'FCP 4x ms']];
      for (const page of await benchPages(BASE)) {
        log(`measuring the time until ${page.name} (${page.path}) has hydrated`);
        const figures = await measureHydration(BASE + page.path, chrome.port, HYDRATION_RUNS);
        rows.push([page.name, String(figures.hydratedMs), String(figures.fcpMs)]);
      }
      console.info(`\n${textTable(rows)}`);
      return;
    }
    if (!LOAD_ONLY) {
      chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
      await measurePages(results, chrome);
    }
    results.load['one instance'] = await measureLoad(BASE, log);
    stop();
    log('starting two workers on PostgreSQL');
    results.load['two on PostgreSQL'] = await withTwoInstances(ROOT, PORT + 1, (base) => measureLoad(base, log));
    const file = join(ROOT, 'bench', 'results.json');
    if (LOAD_ONLY && existsSync(file)) {
      // The load part alone keeps the browser figures of the last whole run, with their date.
      const previous = JSON.parse(readFileSync(file, 'utf8'));
      Object.assign(results, {
        pages: previous.pages ?? [],
        lighthouseRuns: previous.lighthouseRuns ?? 0,
        pagesDate: previous.pagesDate ?? previous.date,
      });
    }
    writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
    console.info(
      `\n${LOAD_ONLY ? '' : `${table(results)}\n\n`}${loadTable(results.load)}\n\nwritten to bench/results.json`,
    );
  } finally {
    await chrome?.kill();
    stop();
  }
}

/** Lighthouse on every page, then the per-page server times. */
async function measurePages(results, chrome) {
  const list = await benchPages(BASE);
  // Every page in the browser first, then the load on the server: the load test of one page
  // must not overlap (or leave the server busy into) the browser measurement of the next.
  const measured = [];
  for (const page of list) {
    const url = BASE + page.path;
    log(`measuring ${page.name} (${page.path}) in the browser`);
    await fetch(url); // a running site has rendered its routes before
    const mobile = await lighthouseMedian(url, 'mobile', chrome.port);
    const desktop = await lighthouseMedian(url, 'desktop', chrome.port);
    const hydration = await measureHydration(url, chrome.port, HYDRATION_RUNS);
    measured.push({ page, url, lighthouse: { mobile, desktop }, hydration });
  }
  for (const { page, url, lighthouse: figures, hydration } of measured) {
    log(`measuring ${page.name} on the server`);
    results.pages.push({ ...page, lighthouse: figures, hydration, server: await serverTimes(url) });
  }
}

main().catch((error) => {
  console.error(`[bench] ${error.stack ?? error}`);
  process.exit(1);
});
