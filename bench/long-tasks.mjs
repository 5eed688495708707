// What keeps a page's total blocking time up: Lighthouse (mobile preset, its simulated 4x slower
// CPU) on the five bench pages of a running site, run after run: the score, FCP, LCP and TBT, and
// each long task it finds — when it starts, how long it takes in the simulation, and the script it
// is attributed to ("Unattributable": the browser's own work, such as style and layout).
// Usage: node bench/long-tasks.mjs BASE_URL [--runs N] [--path /only/this/page]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchPages, CHROME_FLAGS, CHROMIUM, median } from './common.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const base = args.find((arg) => arg.startsWith('http'));
if (!base) throw new Error('usage: node bench/long-tasks.mjs BASE_URL [--runs N] [--path /only/this/page]');
const runs = Number(option('--runs') ?? 3);
const only = option('--path');
const pages = only ? [{ name: only, path: only }] : await benchPages(base);

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
const summary = [];
try {
  for (const page of pages) {
    const scores = [];
    const tbts = [];
    console.info(`${page.name} (${page.path})`);
    for (let run = 1; run <= runs; run += 1) {
      const { lhr } = await lighthouse(base + page.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const audit = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      scores.push(score);
      tbts.push(audit('total-blocking-time'));
      console.info(
        `  run ${run}: score ${score}, FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')} ms`,
      );
      for (const task of lhr.audits['long-tasks']?.details?.items ?? [])
        console.info(`    at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms  ${task.url}`);
    }
    summary.push(`${page.name}: scores ${scores.join(' ')} (median ${median(scores)}), TBT median ${median(tbts)} ms`);
  }
} finally {
  await chrome.kill();
}
console.info(`\n${summary.join('\n')}`);
