import { test, expect, gotoHydrated } from './support/test';
import { docPages } from '../../scripts/support/docs-pages';

test.describe('routes', () => {
  test('the home page and the search page load', async ({ page }) => {
    expect((await page.goto('/'))?.status()).toBe(200);
    await expect(page).toHaveTitle(/craft\.js/);
    expect((await page.goto('/search?q=node'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Search');
  });

  test('an unknown path shows the not-found page with HTTP 404', async ({ page }) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  for (const variant of ['/docs/overview.html', '/docs/overview/index.html']) {
    test(`${variant} lands on /docs/overview`, async ({ page }) => {
      await page.goto(variant);
      await expect(page).toHaveURL(/\/docs\/overview$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
    });
  }

  test('/docs takes the reader to /docs/overview', async ({ page }) => {
    await page.goto('/docs');
    await expect(page).toHaveURL(/\/docs\/overview$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  });

  test('the migration guide is the first doc in the sidebar', async ({ page }) => {
    await page.goto('/docs/overview');
    const first = page.locator('.theme-doc-sidebar-menu a.menu__link[href^="/docs/"]').first();
    await expect(first).toHaveAttribute('href', '/docs/migrating/migrating-0.1.x');
  });

  test('every sidebar category is open, stays open when another is reopened, and the sidebar cannot be hidden', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/overview');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const categoryNames = [...new Set(docPages().map((p) => p.category))];
    const categories = sidebar.locator('.menu__link--sublist[aria-expanded]');
    await expect(categories).toHaveText(categoryNames);
    for (const category of await categories.all()) await expect(category).toHaveAttribute('aria-expanded', 'true');

    // Close one category and open it again: no other category closes (no auto-collapse).
    const guides = sidebar.locator('.menu__link--sublist', { hasText: 'Guides' });
    await guides.click();
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await guides.click();
    for (const category of await categories.all()) await expect(category).toHaveAttribute('aria-expanded', 'true');

    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveCount(0);
  });
});
