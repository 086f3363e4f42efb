import type { Page, Route } from '@playwright/test';
import { test, expect, gotoHydrated, waitForHydration, waitForPrefetches } from './support/test';

/**
 * Not delayed: the app shell (runtime + main bundle), and the progress bar's chunk, which the browser prefetches
 * after the first load (a real navigation reads it from the HTTP cache, which page.route turns off). Every other
 * script is a route chunk.
 */
const isRouteChunk = (url: string) =>
  /\/assets\/js\//.test(url) && !/\/(main|runtime~main|progress-bar)\.[^/]*\.js$/.test(url);

async function clickSidebarLink(page: Page, label: string) {
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: label, exact: true }).click();
}

test.describe('page loading', () => {
  test('a slow route change shows the progress bar until the page arrives', async ({ page }) => {
    let slow = false;
    // The new page's chunks are held until the bar has shown, however fast or slow the machine.
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/assets/js/**', async (route: Route) => {
      if (slow && isRouteChunk(route.request().url())) await arrived;
      await route.continue().catch(() => {});
    });
    await gotoHydrated(page, '/docs/overview');
    slow = true;
    await clickSidebarLink(page, 'Sponsor');
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sponsor');
    arrive();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sponsor');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a fast route change shows no progress bar', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    // Chunks are prefetched when links scroll into view; wait for that, then navigate.
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Sponsor', exact: true }).hover();
    await waitForPrefetches(page);
    // The page's timers stand still until told: the route arrives before the bar's delay has run,
    // however slow the machine. Then the delay runs out, and a start still pending would show the bar.
    await page.clock.install();
    await clickSidebarLink(page, 'Sponsor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sponsor');
    await page.clock.runFor(2000);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('when a route fails to load during navigation, the page reloads and shows it', async ({ page }) => {
    let failing = false;
    await page.route('**/assets/js/**', async (route: Route) => {
      if (failing && isRouteChunk(route.request().url())) return route.abort();
      return route.continue();
    });
    await gotoHydrated(page, '/docs/overview');
    failing = true;
    const reloaded = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().endsWith('/docs/sponsor'),
    );
    // Stop failing as soon as the browser reloads: the second attempt must succeed.
    void reloaded.then(() => (failing = false));
    await clickSidebarLink(page, 'Sponsor');
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sponsor');
    const navigationType = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    );
    expect(navigationType).toBe('reload');
  });

  test('a page whose chunks cannot load shows the error with Retry, and Retry recovers', async ({ page }) => {
    let failing = true;
    await page.route('**/assets/js/**', async (route: Route) => {
      if (failing && isRouteChunk(route.request().url())) return route.abort();
      return route.continue();
    });
    await page.goto('/docs/sponsor');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This page could not finish loading.');
    await expect(alert).toContainText('ChunkLoadError');
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The app is running again: the colour toggle works.
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
