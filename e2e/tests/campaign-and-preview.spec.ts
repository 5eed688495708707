import { expect, test } from '@playwright/test';
import { browserOf, STAFF } from './staff-inbox-helpers';

/*
 * Previews from the visitor's side: `?preview=` pins a browser to a release that is not live, so
 * only a staff member's own browser may ask for it, and never through a link on another site.
 */

test.describe('?preview= of a release', () => {
  const PREVIEW = '/hledani?preview=mf-content@1.0.0-0000000';

  test('a guest is refused, plainly, and nothing is set', async ({ browser, baseURL }) => {
    const { context, page } = await browserOf(browser, baseURL!);
    try {
      const answer = await page.goto(PREVIEW);
      expect(answer?.status()).toBe(403);
      expect(answer?.headers()['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.locator('body')).toContainText("Preview refused: previews are for this site's staff");
      await expect(page.locator('body')).toContainText('Nothing was changed.');
      expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'remote-preview' }));
      // Ending a preview stays open to anyone.
      await page.goto('/hledani?preview=off');
      expect(new URL(page.url()).pathname).toBe('/hledani');
      expect(new URL(page.url()).search).toBe('');
    } finally {
      await context.close();
    }
  });

  test("a staff member's browser is refused a preview through a link on another site, and gets past that check when the address is typed", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await browserOf(browser, baseURL!, { as: STAFF });
    try {
      // Another site's page with a link to the preview: the browser sends the staff session along.
      await page.route('http://elsewhere.example/', (route) =>
        route.fulfill({ contentType: 'text/html', body: `<a href="${baseURL}${PREVIEW}">Try the new search</a>` }),
      );
      await page.goto('http://elsewhere.example/');
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('preview=')),
        page.getByRole('link', { name: 'Try the new search' }).click(),
      ]);
      expect(answer.status()).toBe(403);
      await expect(page.locator('body')).toContainText(
        'Preview refused: a preview is turned on from this site itself, not by a link on another site',
      );
      expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'remote-preview' }));
      // Typed into the address bar, the staff member's request reaches the release check (this server
      // holds no such release).
      const typed = await page.goto(PREVIEW);
      expect(typed?.status()).toBe(400);
      await expect(page.locator('body')).toContainText(
        "Preview refused: mf-content has no release 1.0.0-0000000 in this site's releases",
      );
    } finally {
      await context.close();
    }
  });
});
