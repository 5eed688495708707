import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Serious and critical WCAG 2.2 A/AA faults inside `selector`, by rule and element. */
export async function seriousFaults(page: Page, selector: string) {
  const scan = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return scan.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

/**
 * Staff confirm the ready-made company's pending reservation. Every test visitor comes from one
 * address, which may hold one pending reservation: a test that books leaves none pending.
 */
export async function confirmReservation(request: APIRequestContext, company: string | number): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'staff@example.com', password: 'staff-password' },
  });
  const { token } = (await login.json()) as { token: string };
  let id = company;
  if (typeof company === 'string') {
    const listing = (await (await request.get('/api/readymade')).json()) as { data: { id: number; title: string }[] };
    id = listing.data.find((item) => item.title === company)!.id;
  }
  const confirmed = await request.post(`/api/readymade/${id}/reservation/confirm`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(confirmed.ok()).toBe(true);
}
