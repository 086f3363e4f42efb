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

/** Navigate and wait until React has hydrated (network idle), so key presses and clicks are not lost. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}
