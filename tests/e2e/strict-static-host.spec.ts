import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './support/test';
import { ALL_PAGES, DOC_ROUTES } from './support/routes';
import { openModal, searchInput } from './search-helpers';
import { startStrictStaticHost, type StaticHost } from '../../scripts/support/static-host';

/**
 * build/ on the strictest kind of static host: Python's http.server maps a path only to a file or to a
 * folder's index.html (after redirecting `/docs/overview` to `/docs/overview/`), has no 404 page of ours,
 * and answers the search API's POST with 501. Every page still loads and hydrates without an error,
 * and search answers from the worker.
 */

const BUILD_DIR = path.resolve(__dirname, '../../build');

let host: StaticHost;
test.beforeAll(async () => {
  host = await startStrictStaticHost(BUILD_DIR);
});
test.afterAll(() => host?.stop());

/** Console errors and uncaught exceptions (a hydration mismatch is React error 418) while the test runs. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('every route loads on its own address and hydrates with no error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const titles = new Map(DOC_ROUTES.map(({ path: route, title }) => [route, title]));
  for (const route of ALL_PAGES) {
    const response = await page.goto(`${host.url}${route}`);
    expect(response?.status(), route).toBe(200);
    await expect(page.locator('html[data-has-hydrated="true"]'), route).toHaveCount(1);
    const title = titles.get(route);
    if (title) await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(title);
  }
  expect(errors).toEqual([]);
});

test('/docs takes the reader to the overview, and the 404 page hydrates as itself', async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, `${host.url}/docs`);
  await expect(page).toHaveURL(/\/docs\/overview\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  await gotoHydrated(page, `${host.url}/404.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  expect(errors).toEqual([]);
});

test('the modal and /search answer from the search worker, and a result opens its page', async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, `${host.url}/docs/concepts/nodes`);
  await openModal(page);
  await searchInput(page).fill('usenode');
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href!.split('#')[0]}/?(#.*)?$`));
  await gotoHydrated(page, `${host.url}/search?q=usenode`);
  await expect(page.locator('article h2 a').first()).toBeVisible();
  expect(errors).toEqual([]);
});
