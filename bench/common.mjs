// What the parts of the bench use: autocannon as a promise, the median of figures, waiting for a
// server to answer, a table of text, the browser and its flags, and the five pages measured.
import autocannon from 'autocannon';
import chromium from '../shared/build/chromium.cjs';

/** One autocannon run; resolves with its result. */
export function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The median of the finite numbers of `values`; null when there is none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Resolves once `url` answers 2xx; throws when `server` (a child process) exits or two minutes pass. */
export async function waitForServer(url, server, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Rows of cells (the first the heading) as text, each column as wide as its widest cell. */
export function textTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ')).join('\n');
}

/** The system Chromium (Playwright and Lighthouse cannot download their own here). */
export const CHROMIUM = chromium.CHROMIUM_PATH;

/** Headless, and none of the browser's own traffic (this machine's network is closed). */
export const CHROME_FLAGS = ['--headless=new', ...chromium.CHROMIUM_ARGS];

/** The five pages the bench measures on the site at `base`: home, a service page, an office, the contact form, the cart. */
export async function benchPages(base) {
  const response = await fetch(`${base}/api/content/virtual-office?lang=cs&limit=50`);
  const body = await response.json();
  const items = Array.isArray(body) ? body : (body.data ?? body.items ?? []);
  const office = items.find((item) => /brno/i.test(`${item.city ?? ''} ${item.slug ?? ''}`)) ?? items[0];
  if (!office) throw new Error('the API lists no virtual office');
  return [
    { name: 'home', path: '/' },
    { name: 'service page', path: '/zalozeni-spolecnosti' },
    { name: 'office detail', path: `/virtualni-sidla/${office.id}/${office.slug}` },
    { name: 'contact form', path: '/kontaktni-formular' },
    { name: 'cart', path: '/kosik' },
  ];
}
