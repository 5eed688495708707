// Two (or more) builds of the site compared on Lighthouse's mobile figures: each page is measured
// on every server in turn, the order reversed every round, so that whatever else the machine does
// falls on all alike (on this 2-core machine a build's TBT moves by tens to hundreds of
// milliseconds from run to run; one run against an old figure tells nothing). Prints per page and
// build every run's score and TBT and the medians of score, TBT and LCP.
//
//   node bench/compare-lighthouse.mjs http://127.0.0.1:8092 http://127.0.0.1:8091 [--rounds 5] [path ...]
//
// The paths default to the five pages of the bench; the servers must serve the same content.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchPages, CHROME_FLAGS, CHROMIUM, median, textTable } from './common.mjs';

const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const ROUNDS = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 5;
const rest = args.filter((_, i) => i !== roundsAt && i !== roundsAt + 1);
const bases = rest.filter((arg) => /^https?:/.test(arg));
const given = rest.filter((arg) => arg.startsWith('/'));
if (bases.length < 2 || !(ROUNDS > 0)) {
  console.error('usage: node bench/compare-lighthouse.mjs BASE_A BASE_B [BASE_C …] [--rounds N] [path ...]');
  process.exit(2);
}
const pages = given.length ? given : (await benchPages(bases[0])).map((page) => page.path);
const label = (index) => String.fromCharCode(65 + index);

/** One Lighthouse run; a run that could not record its trace is made again, twice at most. */
async function measure(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!lhr.runtimeError) {
      return {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      };
    }
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  }
}

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
const runs = new Map();
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const path of pages) {
      const order = bases.map((base, index) => index);
      if (round % 2) order.reverse();
      for (const index of order) {
        const key = `${path} ${label(index)}`;
        runs.set(key, [...(runs.get(key) ?? []), await measure(bases[index] + path, chrome.port)]);
      }
    }
    console.info(`[compare] round ${round + 1} of ${ROUNDS} done`);
  }
} finally {
  await chrome.kill();
}

const rows = [['page build', 'scores', 'TBT ms', 'median score / TBT / LCP']];
for (const [key, list] of runs) {
  const of = (name) => list.map((run) => run[name]);
  rows.push([
    key,
    of('score').join(' '),
    of('tbt').join(' '),
    `${median(of('score'))} / ${median(of('tbt'))} / ${median(of('lcp'))}`,
  ]);
}
console.info(
  `\n${bases.map((base, index) => `${label(index)} = ${base}`).join(', ')}, ${ROUNDS} rounds\n${textTable(rows)}`,
);
