import { expect, test } from '@playwright/test';
import { blockRemote, dismissPopups } from './helpers';

test.describe('a remote that is down never blanks the page', () => {
  test.beforeEach(async ({ context, baseURL }) => dismissPopups(context, baseURL!));

  test('without mf-chrome: minimal header and footer, content still there, language links work', async ({ page }) => {
    await blockRemote(page, 'mf_chrome');
    await page.goto('/kontakt');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-fallback', 'mf_chrome');
    await expect(header.getByRole('link', { name: 'Sídlo Partner' })).toHaveAttribute('href', '/');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await header.getByRole('link', { name: 'en' }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('without mf-content: the main area says so and offers a retry that recovers', async ({ page }) => {
    await blockRemote(page, 'mf_content');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Obsah stránky se nepodařilo načíst.' })).toBeVisible();
    await expect(page.getByRole('banner')).not.toHaveAttribute('data-fallback', /.*/);
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: 'Zkusit znovu' }).click();
    await expect(page.locator('main h1')).not.toHaveText('Obsah stránky se nepodařilo načíst.');
    await expect(page.locator('[data-fallback]')).toHaveCount(0);
  });

  test('without mf-forms: the contact form page falls back, the rest of the site works', async ({ page }) => {
    await blockRemote(page, 'mf_forms');
    await page.goto('/en/contact-form');
    await expect(page.getByRole('heading', { name: 'The page content could not be loaded.' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.goto('/en');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('[data-fallback]')).toHaveCount(0);
  });

  test('without mf-commerce: the cart page falls back, header and footer stay', async ({ page }) => {
    await blockRemote(page, 'mf_commerce');
    await page.goto('/kosik');
    await expect(page.getByRole('heading', { name: 'Obsah stránky se nepodařilo načíst.' })).toBeVisible();
    await expect(page.getByRole('banner')).not.toHaveAttribute('data-fallback', /.*/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
