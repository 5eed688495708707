#!/usr/bin/env node
// `npm run dev:check`: the development setup works as it promises. Starts what `npm run dev` runs
// (its own ports: the API on 8080, the dev servers on 3000–3004; an empty database of its own),
// opens the page the API renders in Chromium and, on it:
//   1. opens the header's search box and types into it (state held by React in mf-chrome);
//   2. edits a visible text of a remote's component (mf-chrome's logo) and of the shell's (the
//      layout's skip link), then takes both edits back: each change appears without a reload (a
//      mark left on `window` is still there) and the search box is still open with its text;
//   3. makes one component render `typeof window` (the server renders "undefined", the browser
//      "object") and loads the page again: React reports the hydration mismatch.
// Every file it edits is restored and everything it started is stopped, whether it passes or not
// (also on Ctrl-C). Prints each step's time; exit code 0 or 1.
/* global document, window -- the functions handed to the page run in the browser */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DevRun, sleep } from './dev-run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { DEV_PORTS } = require('../../shared/build/webpack.cjs');
// Playwright as the end-to-end suite installs it; the system Chromium, found as the suite finds it.
const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
const { CHROMIUM_PATH } = require('../../shared/build/chromium.cjs');

const SITE = 'http://127.0.0.1:8080';
const STARTUP_MS = 300_000;
const UPDATE_MS = 60_000;
const MARK = 'dev-check-edit';
/** The edits: a file, a text it holds, and what the text becomes. */
const REMOTE_TEXT = { file: 'mf-chrome/src/common/Logo.tsx', from: 'Sídlo <span', to: `Sídlo ${MARK} <span` };
const SHELL_TEXT = {
  file: 'shell/src/layouts/Layouts.tsx',
  from: "{t('skipToContent')}",
  to: `{t('skipToContent')} ${MARK}`,
};
const MISMATCH = {
  file: REMOTE_TEXT.file,
  from: REMOTE_TEXT.from,
  to: 'Sídlo <i className="dev-check">{typeof window}</i> <span',
};

const started = Date.now();
const originals = new Map();
const dev = new DevRun({ root, ports: [8080, ...Object.values(DEV_PORTS)] });
let browser = null;

function step(message) {
  console.log(`[dev:check] ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${message}`);
}

function fail(message) {
  throw new Error(message);
}

/** Replaces `from` by `to` in a file of the repository, keeping the original to restore. */
function edit({ file, from, to }) {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  if (!originals.has(path)) originals.set(path, text);
  if (!text.includes(from)) fail(`${file} no longer holds ${JSON.stringify(from)}: update tools/dev/check.mjs`);
  writeFileSync(path, text.replace(from, to));
}

function restoreFiles() {
  for (const [path, text] of originals) {
    if (readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
  }
}

/** The page's HTML as the API renders it now; '' while the API is down (it restarts on shell edits). */
async function siteHtml() {
  try {
    const response = await fetch(`${SITE}/`);
    return response.ok ? await response.text() : '';
  } catch {
    return '';
  }
}

/**
 * Whether every dev server answers with its entry: a dev server answers once all its compilations
 * are done, its app's server build among them.
 */
async function devServersReady() {
  const answers = Object.entries(DEV_PORTS).map(([name, port]) =>
    fetch(`http://127.0.0.1:${port}/${name === 'shell' ? 'main.js' : 'remoteEntry.js'}`)
      .then((response) => response.ok)
      .catch(() => false),
  );
  return (await Promise.all(answers)).every(Boolean);
}

async function startDev() {
  await dev.start();
  step(`npm run dev started (its output in ${dev.logFile})`);
  await dev.until(
    'every dev server has built its app, and the API renders the page with their builds',
    async () => (await devServersReady()) && (await siteHtml()).includes('class="chrome-logo"'),
    STARTUP_MS,
  );
  step('the dev servers have built every app; the API renders the page');
}

async function openPage() {
  // Signals are this script's to handle: it stops `npm run dev` before it exits.
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // No pop-up or cookie bar over the header.
  await context.addCookies(
    ['intro-popup', 'newsletter-popup', 'cookie-show', 'top-banner'].map((name) => ({
      name,
      value: 'hidden',
      url: SITE,
    })),
  );
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${SITE}/`, { waitUntil: 'load' });
  return { page, errors };
}

/** Opens the header's search box once React has hydrated it, and types into it. */
async function setState(page) {
  await page.waitForFunction(
    () => {
      const toggle = document.querySelector('.chrome-search__toggle');
      return toggle && Object.keys(toggle).some((key) => key.startsWith('__reactProps$'));
    },
    null,
    { timeout: UPDATE_MS },
  );
  await page.evaluate(() => {
    window.devCheck = 'the first load';
  });
  await page.locator('.chrome-search__toggle').click();
  await page.locator('.chrome-search__panel input').fill('sídlo');
}

async function assertSamePage(page, what) {
  const state = await page.evaluate(() => ({
    mark: window.devCheck,
    open: document.querySelector('.chrome-search__toggle')?.getAttribute('aria-expanded'),
    typed: document.querySelector('.chrome-search__panel input')?.value,
  }));
  if (state.mark !== 'the first load') fail(`${what}: the page was loaded again`);
  if (state.open !== 'true' || state.typed !== 'sídlo')
    fail(`${what}: the search box lost its state (open: ${state.open}, text: ${JSON.stringify(state.typed)})`);
}

async function untilText(page, selector, present) {
  await page.waitForFunction(
    ([selector, mark, present]) => (document.querySelector(selector)?.textContent ?? '').includes(mark) === present,
    [selector, MARK, present],
    { timeout: UPDATE_MS },
  );
}

async function fastRefresh(page, errors) {
  for (const [change, selector] of [
    [REMOTE_TEXT, '.chrome-logo__text'],
    [SHELL_TEXT, '.skip-link'],
  ]) {
    const at = Date.now();
    edit(change);
    await untilText(page, selector, true);
    await assertSamePage(page, `after editing ${change.file}`);
    step(`${change.file}: the edit is on the page in ${Date.now() - at} ms, no reload, state kept`);
  }
  restoreFiles();
  await untilText(page, '.chrome-logo__text', false);
  await untilText(page, '.skip-link', false);
  await assertSamePage(page, 'after taking the edits back');
  if (errors.length) fail(`errors in the browser's console:\n${errors.join('\n')}`);
  step('both edits taken back in place; no error in the console');
}

async function hydrationMismatch(page, errors) {
  edit(MISMATCH);
  await dev.until(
    'the server renders the edited component',
    async () => (await siteHtml()).includes('class="dev-check">undefined</i>'),
    UPDATE_MS * 2,
  );
  errors.length = 0;
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('.dev-check')?.textContent === 'object', null, {
    timeout: UPDATE_MS,
  });
  const end = Date.now() + 5000;
  while (!errors.some((text) => /hydrat/i.test(text)) && Date.now() < end) await sleep(200);
  const warning = errors.find((text) => /hydrat/i.test(text));
  if (!warning) fail(`no hydration mismatch reported; the console had:\n${errors.join('\n') || '(nothing)'}`);
  step(`React reports the mismatch: ${warning.split('\n')[0].slice(0, 100)}`);
}

/** Restores the files, closes the browser, stops `npm run dev` (keeping its output on a failure): once. */
let cleaning = null;
function cleanUp(failed) {
  cleaning ??= (async () => {
    restoreFiles();
    await browser?.close().catch(() => undefined);
    await dev.stop({ keepLog: failed && dev.child !== null });
  })();
  return cleaning;
}

let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = signal;
    step(`${signal}: stopping everything and restoring the files`);
    void cleanUp(false).finally(() => process.exit(1));
  });
}
// Whatever happens, the edited files are restored.
process.on('exit', restoreFiles);

let failed = false;
try {
  await startDev();
  const { page, errors } = await openPage();
  await setState(page);
  await fastRefresh(page, errors);
  await hydrationMismatch(page, errors);
} catch (error) {
  failed = true;
  // Interrupted: the signal's handler reports and exits once everything is stopped.
  if (interrupted) await new Promise(() => undefined);
  console.error(`[dev:check] FAILED: ${error.message}`);
  if (dev.child) console.error(`[dev:check] the last lines of npm run dev (all in ${dev.logFile}):\n${dev.tail()}`);
} finally {
  await cleanUp(failed);
}
step(`${failed ? 'failed' : 'passed'}; everything stopped and the files restored`);
process.exit(failed ? 1 : 0);
