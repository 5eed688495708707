import { expect, test } from '@playwright/test';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES } from './helpers';

/**
 * The home page may load at most this much JavaScript, gzip-compressed, shell and remotes together,
 * until the network is idle (docs/decisions/0022-javascript-budget.md says where it goes).
 */
const BUDGET_BYTES = 200 * 1024;

test('the JavaScript the home page loads stays within the gzip budget', async ({ page }) => {
  const bytes: Record<string, number> = { shell: 0, mf_chrome: 0, mf_content: 0, mf_forms: 0, mf_commerce: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || response.status() !== 200) return;
    const owner = Object.entries(REMOTES).find(([, prefix]) => url.pathname.startsWith(prefix))?.[0] ?? 'shell';
    pending.push(
      response.body().then((body) => {
        bytes[owner] = (bytes[owner] ?? 0) + gzipSync(body, { level: 9 }).length;
      }),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('main h1')).toBeVisible();
  await Promise.all(pending);
  const total = Object.values(bytes).reduce((sum, n) => sum + n, 0);
  const report = { budgetBytes: BUDGET_BYTES, totalBytes: total, byApp: bytes };
  const out = path.join(__dirname, '..', '.data');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'size-report.json'), JSON.stringify(report, null, 2));
  console.log(`home page JavaScript, gzip: ${(total / 1024).toFixed(1)} KB of ${BUDGET_BYTES / 1024} KB`, bytes);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
