// Two builds of the site compared on the time until a page has hydrated on a phone's CPU (4x
// slowdown, a first visit; bench/hydration.mjs): each page is loaded from both servers in turn, the
// order swapped every pair, so that whatever else the machine does falls on both alike. Prints per
// page the median and quartiles of each build, the median first contentful paint, and the median of
// the paired differences (B - A).
//
//   node bench/compare-hydration.mjs http://127.0.0.1:8092 http://127.0.0.1:8091 [--pairs 20] [--slow-4g] [path ...]
//
// `--slow-4g` adds Lighthouse's slow 4G network (150 ms, 1.6 Mbit/s) to the 4x CPU.
//
// The paths default to the five pages of the bench; both servers must serve the same content.
import * as chromeLauncher from 'chrome-launcher';
import { benchPages, CHROME_FLAGS, CHROMIUM, median, textTable } from './common.mjs';
import { connect, loadOnce, SLOW_4G } from './hydration.mjs';

const all = process.argv.slice(2);
const network = all.includes('--slow-4g') ? SLOW_4G : null;
const args = all.filter((arg) => arg !== '--slow-4g');
const pairsAt = args.indexOf('--pairs');
const PAIRS = pairsAt >= 0 ? Number(args[pairsAt + 1]) : 20;
const rest = args.filter((_, i) => i !== pairsAt && i !== pairsAt + 1);
const [A, B, ...given] = rest;
if (!A || !B || !(PAIRS > 0)) {
  console.error('usage: node bench/compare-hydration.mjs BASE_A BASE_B [--pairs N] [path ...]');
  process.exit(2);
}
/** The value at fraction `q` of the sorted figures (nearest rank). */
const quantile = (values, q) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const summary = (values) =>
  `${Math.round(median(values))} [${Math.round(quantile(values, 0.25))}–${Math.round(quantile(values, 0.75))}]`;

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: CHROME_FLAGS,
});
const { send, close } = await connect(chrome.port);
try {
  const paths = given.length ? given : (await benchPages(A)).map((page) => page.path);
  const rows = [['path', 'A ms [quartiles]', 'B ms [quartiles]', 'FCP A / B ms', 'B − A (pairs) ms']];
  for (const path of paths) {
    await fetch(A + path);
    await fetch(B + path);
    const a = [];
    const b = [];
    for (let i = 0; i < PAIRS; i += 1) {
      const order =
        i % 2
          ? [
              [B, b],
              [A, a],
            ]
          : [
              [A, a],
              [B, b],
            ];
      for (const [base, into] of order) into.push(await loadOnce(send, base + path, network));
    }
    const at = (loads) => loads.map((load) => load.at);
    const fcp = (loads) => Math.round(median(loads.map((load) => load.fcp ?? NaN)));
    const differences = a.map((load, i) => b[i].at - load.at);
    rows.push([
      path,
      summary(at(a)),
      summary(at(b)),
      `${fcp(a)} / ${fcp(b)}`,
      `${Math.round(median(differences)) >= 0 ? '+' : ''}${Math.round(median(differences))}`,
    ]);
    console.info(`[compare] ${path} done`);
  }
  console.info(
    `\nA = ${A}, B = ${B}, ${PAIRS} pairs per page, 4x CPU${network ? ', slow 4G' : ''}\n${textTable(rows)}`,
  );
} finally {
  close();
  await chrome.kill();
}
