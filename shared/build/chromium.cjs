// The system Chromium, for the end-to-end suite, the bench and the dev check: the browsers of
// Playwright and Lighthouse cannot be downloaded on this machine, whose network is closed.

/** The Chromium to run: `CHROMIUM_PATH`, else the system's. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Chromium on a machine without network or GPU: none of the browser's own traffic. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
