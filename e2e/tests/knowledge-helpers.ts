import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Cookie bar, intro and newsletter pop-ups already dismissed, so they cover nothing. */
export async function quietVisitor(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const url = baseURL ?? 'http://127.0.0.1:8180';
  await context.addCookies(
    ['cookie-show', 'intro-popup', 'newsletter-popup', 'top-banner'].map((name) => ({ name, value: 'hidden', url })),
  );
}

/** axe-core on the page's main content: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
