import { test, expect, gotoHydrated, waitForHydration } from './support/test';

const bar = '.theme-announcement-bar';

test.describe('announcement bar', () => {
  test('shows with its colours and a link to the migration guide', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    const announcement = page.locator(bar);
    await expect(announcement).toBeVisible();
    await expect(announcement).toHaveCSS('background-color', 'rgb(30, 58, 138)');
    await expect(announcement).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(announcement.getByRole('link', { name: 'migration guide' })).toHaveAttribute(
      'href',
      '/docs/migrating/migrating-0.1.x',
    );
  });

  test('closing it is remembered across reloads and pages', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await page.locator(bar).getByRole('button', { name: 'Close' }).click();
    await expect(page.locator(bar)).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(bar)).toHaveCount(0);
    await gotoHydrated(page, '/docs/sponsor');
    await expect(page.locator(bar)).toHaveCount(0);
  });

  test('a new bar id shows the bar again', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await page.locator(bar).getByRole('button', { name: 'Close' }).click();
    await expect(page.locator(bar)).toHaveCount(0);
    // What a reader has stored after dismissing an older announcement.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(bar)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('migrating-to-0-2');
  });
});
