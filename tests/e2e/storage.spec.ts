import { test, expect, gotoHydrated } from './support/test';

test('with browser storage unavailable the site still works with its defaults', async ({ page }) => {
  await page.addInitScript(() => {
    const deny = () => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: deny, configurable: true });
  });
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await gotoHydrated(page, '/docs/overview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();

  // Everything still responds; choices simply are not remembered.
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('.theme-announcement-bar').getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Sponsor', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sponsor');

  expect(warnings.some((w) => /storage/i.test(w))).toBe(true);
  expect(errors).toEqual([]);
});
