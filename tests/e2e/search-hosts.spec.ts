import { test, expect, gotoHydrated } from './support/test';
import { modal, openModal, searchInput, serveWithHosts, deadHost } from './search-helpers';

/**
 * The client tries its hosts in order, skips one that fails, and shows the error screen
 * when none answers. The built page names its hosts in <meta name="search-hosts"> (SEARCH_HOSTS at
 * build time); here the test serves the same page with another list instead of rebuilding, and
 * lets the page's Content-Security-Policy reach those hosts, as the server does for SEARCH_HOSTS.
 */

test('with the first host dead, results come from the next one', async ({ page, baseURL }) => {
  const dead = await deadHost();
  await serveWithHosts(page, [dead, baseURL!]);
  const tried: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/1/indexes/')) tried.push(new URL(r.url()).origin);
  });
  await gotoHydrated(page, '/docs/overview');
  await expect(page.locator('meta[name="search-hosts"]')).toHaveAttribute('content', `${dead},${baseURL}`);
  await openModal(page);
  await searchInput(page).fill('node');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(tried.slice(0, 2)).toEqual([dead, new URL(baseURL!).origin]);

  // The failed host is skipped for the next search.
  tried.length = 0;
  await searchInput(page).fill('editor');
  await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
  await expect.poll(() => tried.length).toBeGreaterThan(0);
  expect(tried).not.toContain(dead);
});

test('with every host dead, the modal shows the error screen', async ({ page }) => {
  await serveWithHosts(page, [await deadHost(), await deadHost()]);
  await gotoHydrated(page, '/docs/overview');
  await openModal(page);
  await searchInput(page).fill('node');
  const error = page.locator('.DocSearch-ErrorScreen');
  await expect(error.locator('.DocSearch-Title')).toHaveText('Unable to fetch results');
  await expect(error.locator('.DocSearch-Help')).toHaveText('You might want to check your network connection.');
  await expect(page.locator('.DocSearch-Container')).toHaveClass(/DocSearch-Container--Errored/);
  await expect(modal(page)).toBeVisible();
});
