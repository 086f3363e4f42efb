import { test as base, expect, type Page } from '@playwright/test';

/** Every e2e spec imports `test` from here: baseURL points at the server global-setup started. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from this pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };

/** Resolves once Docusaurus has marked the page hydrated (`<html data-has-hydrated="true">`, set after the first render). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Resolves once every route chunk the page has asked the browser to prefetch (`<link rel="prefetch">`)
 * has arrived, so a test can say what the page downloads, not what it had downloaded so far.
 */
export async function waitForPrefetches(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const arrived = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
        return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).every((link) =>
          arrived.has(link.href),
        );
      }),
    )
    .toBe(true);
}

/** Navigate and wait until React has hydrated, so key presses and clicks reach their handlers. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}
