import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './support/test';
import { openModal, searchInput, serveWithHosts, typeQuery, deadHost } from './search-helpers';

/** WCAG 2.1 AA and axe's best practices on every search screen, modal and page, in both colour modes. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/*
 * DocSearch 3.9's own modal markup (not ours to change without copying it): the container is a
 * role="button" holding the search box and result links (nested-interactive), whose label differs
 * from its text (label-content-name-mismatch), and the input's aria-controls names list ids that
 * axe does not find in the page (aria-valid-attr-value); its search bar is a <header> and its footer a
 * <footer> inside the dialog, which axe counts as a second banner and contentinfo landmark. Everything
 * else, contrast included, is checked.
 */
const DOCSEARCH_MARKUP_RULES = [
  'nested-interactive',
  'label-content-name-mismatch',
  'aria-valid-attr-value',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
];
/** A query no page matches. */
const NOTHING = 'qqzxjv';

async function violations(page: Page, modalOnly = false): Promise<string[]> {
  // As in every-page.spec.ts: axe in the page itself (no cross-origin frames here), reporting violations only.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS);
  if (modalOnly) builder = builder.include('.DocSearch-Container').disableRules(DOCSEARCH_MARKUP_RULES);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`search accessibility in ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    });

    test('the modal: start screen, results, no results', async ({ page }) => {
      await gotoHydrated(page, '/docs/overview');
      await openModal(page);
      expect(await violations(page, true)).toEqual([]);
      await typeQuery(page, 'node');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      expect(await violations(page, true)).toEqual([]);
      await typeQuery(page, NOTHING);
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
      expect(await violations(page, true)).toEqual([]);
    });

    test('the modal: error screen', async ({ page }) => {
      await serveWithHosts(page, [await deadHost()]);
      await gotoHydrated(page, '/docs/overview');
      await openModal(page);
      await searchInput(page).fill('node');
      await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
      expect(await violations(page, true)).toEqual([]);
    });

    test('the search page: empty, with results, no results', async ({ page }) => {
      await gotoHydrated(page, '/search');
      expect(await violations(page)).toEqual([]);
      await gotoHydrated(page, '/search?q=node');
      await expect(page.locator('article').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await gotoHydrated(page, `/search?q=${NOTHING}`);
      await expect(page.getByText('No results were found')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the search page: loading and error', async ({ page, browser, baseURL }) => {
      await serveWithHosts(page, [await deadHost()]);
      // Time stands still, so the loading screen stays until it has been copied.
      await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
      await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
      await page.goto('/search?q=node');
      await expect(page.locator('h1')).toHaveText('Search results for "node"');
      await expect(page.getByRole('status')).toHaveText('Loading results…');
      // axe needs running timers: check a copy of the loading screen (markup and styles, no scripts).
      const loadingHtml = await page.evaluate(() =>
        document.documentElement.outerHTML.replace(/<script\b[\s\S]*?<\/script>/g, ''),
      );
      const context = await browser.newContext();
      // No script runs in the copy: the site's app would otherwise hydrate the copied markup.
      await context.route(/\.js(\?|$)/, (route) => route.abort());
      const copy = await context.newPage();
      await copy.goto(`${baseURL}/search`);
      await copy.setContent(loadingHtml, { waitUntil: 'load' });
      await expect(copy.getByRole('status')).toHaveText('Loading results…');
      expect(await violations(copy)).toEqual([]);
      await context.close();

      await page.clock.resume();
      await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
      expect(await violations(page)).toEqual([]);
    });
  });
}
