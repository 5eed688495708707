import { defineConfig } from '@playwright/test';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { SUITE_PORT } from './tests/server-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/build/chromium.cjs';

export const PORT = SUITE_PORT;
/**
 * The site under test: `E2E_BASE_URL` (a deployment: no server is started, and the tests tagged
 * `@local`, which need this machine's control of the server — side servers, files swapped, the
 * database — are left out), else the production build served here by the suite's own server.
 */
const DEPLOYMENT = process.env.E2E_BASE_URL?.trim().replace(/\/+$/, '') || null;
export const BASE_URL = DEPLOYMENT ?? `http://127.0.0.1:${PORT}`;

// A fresh database per run. Workers load this file too and inherit the runner's environment, so
// only the runner (the first to get here) clears the folder, never under the running server.
if (!process.env.E2E_DATA_DIR && !DEPLOYMENT) {
  process.env.E2E_DATA_DIR = path.join(__dirname, '.data', 'site');
  rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
const dataDir = process.env.E2E_DATA_DIR ?? path.join(__dirname, '.data', 'site');

/** End-to-end tests against the production build of the composed site, the real API and database. */
export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  ...(DEPLOYMENT ? { grepInvert: /@local\b/ } : {}),
  // The report (with the trace of every failed test) is in e2e/playwright-report: npx playwright show-report.
  reporter: [['list'], ['html', { open: 'never', outputFolder: path.join(__dirname, 'playwright-report') }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  ...(DEPLOYMENT
    ? {}
    : {
        webServer: {
          command: 'npm start -w site-server',
          cwd: path.join(__dirname, '..'),
          url: `${BASE_URL}/api/ready`,
          timeout: 120_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
          // Every test's enquiry, order and login comes from 127.0.0.1: more than the 10 enquiries (and
          // 10 orders, the same limit) a visitor may send in 10 minutes, and the 10 logins an address
          // may try in 5.
          env: {
            PORT: String(PORT),
            HOST: '127.0.0.1',
            SITE_URL: BASE_URL,
            DATA_DIR: dataDir,
            SEED_DEMO: '1',
            LOG_LEVEL: 'warn',
            ENQUIRY_RATE_LIMIT: '200',
            LOGIN_RATE_LIMIT: '200',
          },
        },
      }),
});
