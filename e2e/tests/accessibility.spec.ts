import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from 'shared/routes';
import { hydratedAt, watchHydration } from './helpers';
import { expectedKeys, LOCALES, pagesToScan, SITE_ROUTES } from './route-sample';

/**
 * Every route of the route table, in both languages, scanned with axe-core against the WCAG 2.2 A
 * and AA rules: no serious or critical violation anywhere. Each route is scanned at a phone width in
 * one language and at a desktop width in the other (alternating along the table), so every route
 * and every layout width is covered in half the time of scanning each page four times. The
 * findings of every scan (rule, page, count) go to e2e/.data/axe-report.json.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = { mobile: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
type WidthName = keyof typeof WIDTHS;

const DATA_DIR = path.join(__dirname, '..', '.data');
const PARTS_DIR = path.join(DATA_DIR, 'axe');
const REPORT = path.join(DATA_DIR, 'axe-report.json');

interface Finding {
  rule: string;
  impact: string;
  page: string;
  width: WidthName;
  count: number;
  targets: string[];
}

interface Part {
  name: string;
  scannedAt: string;
  pages: number;
  findings: Finding[];
}

/** A first visit: the cookie bar shows, the timed pop-ups are kept out of the way (they are scanned on their own). */
async function firstVisit(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies(
    ['intro-popup', 'newsletter-popup', 'top-banner'].map((name) => ({ name, value: 'hidden', url: baseURL })),
  );
}

/** The pages only a logged-in user sees (route id → who is logged in to scan them). */
const LOGINS: Record<string, { email: string; password: string }> = {
  account: { email: 'demo@example.com', password: 'demo-password' },
  adminEnquiries: { email: 'staff@example.com', password: 'staff-password' },
};

/** Logs the browser in: the page's request context shares its cookies, so the session cookie is the page's. */
async function logIn(page: Page, context: BrowserContext, user: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: user });
  expect(response.ok()).toBe(true);
  expect((await context.cookies()).some((cookie) => cookie.name === 'sid')).toBe(true);
}

/**
 * Wait until the page has settled: hydrated (the tab was opened after `watchHydration`), its heading
 * shown, no part of it still loading. (Waiting for the network to be idle instead hung now and then
 * on a busy machine with every request of the page answered.)
 */
async function settle(page: Page): Promise<void> {
  await hydratedAt(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Moves the page's clock on until a timed pop-up shows. Its timer starts when its part of the page
 * has hydrated, which can come after the network is idle; moving the clock again does no harm.
 */
async function fastForwardUntilDialog(page: Page, time: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(time);
        return page.getByRole('dialog').count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

async function scan(page: Page, where: string, width: WidthName, include?: string): Promise<Finding[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    page: where,
    width,
    count: violation.nodes.length,
    targets: violation.nodes.slice(0, 10).map((node) => node.target.join(' ')),
  }));
}

function serious(findings: Finding[]): string[] {
  return findings
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((f) => `${f.page} @${f.width}: ${f.rule} ×${f.count} (${f.targets.join(', ')})`);
}

/** Write this test's findings, then merge every part written so far into the report. */
function record(part: Part): void {
  mkdirSync(PARTS_DIR, { recursive: true });
  writeFileSync(path.join(PARTS_DIR, `${part.name}.json`), JSON.stringify(part, null, 2));
  const parts = readdirSync(PARTS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(PARTS_DIR, file), 'utf8')) as Part)
    .sort((a, b) => a.name.localeCompare(b.name));
  const findings = parts.flatMap((p) => p.findings);
  const byRule: Record<string, { impact: string; pages: number; nodes: number }> = {};
  for (const finding of findings) {
    const entry = (byRule[finding.rule] ??= { impact: finding.impact, pages: 0, nodes: 0 });
    entry.pages += 1;
    entry.nodes += finding.count;
  }
  const report = {
    generatedAt: new Date().toISOString(),
    tags: TAGS,
    scans: parts.reduce((sum, p) => sum + p.pages, 0),
    seriousOrCritical: serious(findings).length,
    byRule,
    parts: parts.map(({ name, scannedAt, pages }) => ({ name, scannedAt, pages })),
    findings: findings.map(({ rule, impact, page, width, count }) => ({ rule, impact, page, width, count })),
  };
  writeFileSync(`${REPORT}.tmp`, JSON.stringify(report, null, 2));
  renameSync(`${REPORT}.tmp`, REPORT);
}

/**
 * The width a route is scanned at in a locale: alternating along the route table (the 404 page
 * last), the other way round in the other locale, so each route is seen at both widths.
 */
function widthOf(key: string, locale: Locale): WidthName {
  const position = SITE_ROUTES.findIndex((route) => route.id === key.split(':')[0]);
  const index = position === -1 ? SITE_ROUTES.length : position;
  return (index + (locale === 'cs' ? 0 : 1)) % 2 === 0 ? 'mobile' : 'desktop';
}

/**
 * Each locale's routes are scanned in a few groups, each a test of its own: a group stays well inside
 * its time limit on a busy machine, and the groups share the workers.
 */
const GROUPS = 4;

for (const locale of LOCALES) {
  const keysOfLocale = expectedKeys().filter((key) => key.endsWith(`:${locale}`));
  const size = Math.ceil(keysOfLocale.length / GROUPS);
  for (let group = 0; group < GROUPS; group += 1) {
    const keys = keysOfLocale.slice(group * size, (group + 1) * size);
    const last = group === GROUPS - 1;
    test(`routes in ${locale}, group ${group + 1} of ${GROUPS} (phone and desktop widths alternating), have no serious axe violation`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const context = await browser.newContext({ baseURL });
      const sample = await pagesToScan(await context.newPage());
      await context.close();
      // A route added to the table without a page here would slip through: every route is scanned.
      expect(keys.filter((key) => !sample.has(key))).toEqual([]);
      // The 404 page is not in the table; the last group scans it.
      const scanned = last ? [...keys, `notFound:${locale}`] : keys;

      const findings: Finding[] = [];
      for (const key of scanned) {
        const pathname = sample.get(key)!;
        const width = widthOf(key, locale);
        const visit = await browser.newContext({ viewport: WIDTHS[width], baseURL });
        await firstVisit(visit, baseURL!);
        const tab = await visit.newPage();
        const user = LOGINS[key.split(':')[0]!];
        if (user) await logIn(tab, visit, user);
        await watchHydration(tab);
        await tab.goto(pathname);
        await settle(tab);
        findings.push(...(await scan(tab, pathname, width)));
        await visit.close();
      }
      record({
        name: `pages-${locale}-${group + 1}`,
        scannedAt: new Date().toISOString(),
        pages: scanned.length,
        findings,
      });
      expect(serious(findings)).toEqual([]);
    });
  }
}

/** Each dialog of the chrome open over a page, and how to open it. */
const DIALOGS: { name: string; path: string; open: (page: Page) => Promise<void>; widths: WidthName[] }[] = [
  {
    name: 'global modal (person)',
    path: '/kontakt',
    widths: ['mobile', 'desktop'],
    open: async (page) => page.getByRole('button', { name: /Ing\. Petra Nováková/ }).click(),
  },
  {
    name: 'global modal (enquiry form)',
    path: '/',
    widths: ['desktop'],
    open: async (page) => page.getByRole('banner').getByRole('link', { name: 'Zeptejte se' }).click(),
  },
  {
    name: 'Smart Point bar',
    path: '/',
    widths: ['desktop'],
    open: async (page) => page.getByRole('banner').getByRole('link', { name: 'Smart Point' }).click(),
  },
  {
    name: 'cookie preferences',
    path: '/en',
    widths: ['mobile', 'desktop'],
    open: async (page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click(),
  },
  {
    name: 'intro pop-up',
    path: '/',
    widths: ['mobile', 'desktop'],
    open: async (page) => {
      await page.context().clearCookies({ name: 'intro-popup' });
      await page.reload();
      await settle(page);
      await fastForwardUntilDialog(page, '00:04');
    },
  },
  {
    name: 'newsletter pop-up',
    path: '/en',
    widths: ['mobile', 'desktop'],
    open: async (page) => fastForwardUntilDialog(page, '01:01'),
  },
  {
    name: 'lightbox',
    path: '/kontakt',
    widths: ['mobile', 'desktop'],
    open: async (page) => page.getByRole('button', { name: 'Zvětšit fotografii pobočky Praha' }).click(),
  },
];

test('every dialog open has no serious axe violation', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const findings: Finding[] = [];
  let scans = 0;
  for (const dialog of DIALOGS) {
    for (const width of dialog.widths) {
      const context = await browser.newContext({ viewport: WIDTHS[width], baseURL });
      await context.addCookies(
        ['cookie-show', 'intro-popup', 'newsletter-popup', 'top-banner']
          .filter((name) => !(name === 'newsletter-popup' && dialog.name === 'newsletter pop-up'))
          .map((name) => ({ name, value: 'hidden', url: baseURL! })),
      );
      const page = await context.newPage();
      await page.clock.install();
      await watchHydration(page);
      await page.goto(dialog.path);
      await settle(page);
      await dialog.open(page);
      await expect(page.getByRole('dialog')).toBeVisible();
      findings.push(...(await scan(page, `${dialog.path} + ${dialog.name}`, width)));
      scans += 1;
      await context.close();
    }
  }
  record({ name: 'dialogs', scannedAt: new Date().toISOString(), pages: scans, findings });
  expect(serious(findings)).toEqual([]);
});
