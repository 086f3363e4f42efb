import { test, expect, gotoHydrated } from './support/test';

// Below 996 px the navbar collapses into the drawer.
test.use({ viewport: { width: 800, height: 900 } });

test.describe('mobile drawer', () => {
  test('opens with the docs sidebar as secondary menu, and goes back to the main menu', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    // On a doc page the drawer opens on the docs sidebar.
    await expect(drawer.getByRole('link', { name: 'Migrating from 0.1.x' })).toBeVisible();
    await drawer.getByRole('button', { name: '← Back to main menu' }).click();
    const primary = drawer.locator('.navbar-sidebar__item').first();
    await expect(primary.getByRole('link', { name: 'Documentation' })).toBeVisible();
    await expect(primary.getByRole('link', { name: 'Sponsor' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('a link in the drawer navigates and closes it', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.locator('.navbar-sidebar').getByRole('link', { name: 'Nodes', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/concepts\/nodes$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('the back button closes the open drawer', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await page.locator('footer').getByRole('link', { name: 'Tutorial' }).click();
    await expect(page).toHaveURL(/\/docs\/guides\/basic-tutorial$/);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.goBack();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('the drawer closes when the window grows to desktop width', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});
