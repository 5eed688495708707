// Two or more builds of the site compared on the server's render alone: one connection, each
// request a new address (a query nobody asked before), so no kept page answers and every request is
// a render, brotli as a browser asks. Each build's turns are rotated over 12 rounds of 40 requests,
// so whatever else the machine does falls on all alike. Prints per page the median of each build and
// each build against the first.
//
//   node bench/compare-render.mjs http://127.0.0.1:8091 http://127.0.0.1:8092 [more bases] [-- path ...]
//
// The paths default to the home page, an office detail and the contact form; the servers must
// serve the same content (SEED_DEMO=1 on an empty data folder).
import { median, textTable } from './common.mjs';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const bases = split >= 0 ? args.slice(0, split) : args;
const given = split >= 0 ? args.slice(split + 1) : [];
if (bases.length < 2) {
  console.error('usage: node bench/compare-render.mjs BASE_A BASE_B [BASE_C …] [-- path …]');
  process.exit(2);
}
const paths = given.length ? given : ['/', '/virtualni-sidla/3/brno-stred-sumavska', '/kontaktni-formular'];
const names = bases.map((_, index) => String.fromCharCode(65 + index));
const ROUNDS = 12;
const PER_TURN = 40;
const WARM_UP = 30;

let unique = 0;
async function timeOnce(base, path) {
  unique += 1;
  const started = performance.now();
  const response = await fetch(`${base}${path}?render=${unique}`, { headers: { 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${base}${path} answered ${response.status}`);
  return performance.now() - started;
}

/** Round `r`'s order of the builds: each build first in turn, and the order reversed every other round. */
function orderOf(round) {
  const turned = names.map((_, i) => names[(i + round) % names.length]);
  return Math.floor(round / names.length) % 2 ? turned.reverse() : turned;
}

const rows = [];
for (const path of paths) {
  const times = Object.fromEntries(names.map((name) => [name, []]));
  for (let i = 0; i < WARM_UP; i++) for (const [index] of names.entries()) await timeOnce(bases[index], path);
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of orderOf(round)) {
      const base = bases[names.indexOf(name)];
      for (let i = 0; i < PER_TURN; i++) times[name].push(await timeOnce(base, path));
    }
  }
  const medians = names.map((name) => median(times[name]));
  rows.push([
    path,
    ...medians.map((value) => value.toFixed(2)),
    ...medians
      .slice(1)
      .map((value) => `${value >= medians[0] ? '+' : ''}${Math.round((value / medians[0] - 1) * 100)} %`),
  ]);
}
console.log(
  `Server render alone, median of ${ROUNDS * PER_TURN} requests per build (ms): ${names
    .map((name, i) => `${name} = ${bases[i]}`)
    .join(', ')}`,
);
console.log(
  textTable([['page', ...names.map((name) => `${name} ms`), ...names.slice(1).map((name) => `${name} vs A`)], ...rows]),
);
