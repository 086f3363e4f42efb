import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated } from './support/test';
import { openModal, typeQuery } from './search-helpers';

/** WCAG 2.1 AA for the search screens with results on them, in both colour modes. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/*
 * DocSearch 3.9's own modal markup (not ours to change without copying it): the container is a
 * role="button" holding the search box and result links (nested-interactive), whose label differs
 * from its text (label-content-name-mismatch), and the input's aria-controls names list ids that
 * axe does not find in the page (aria-valid-attr-value). Everything else, contrast included, is checked.
 */
const DOCSEARCH_MARKUP_RULES = ['nested-interactive', 'label-content-name-mismatch', 'aria-valid-attr-value'];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`search accessibility in ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    });

    test('the modal with results', async ({ page }) => {
      await gotoHydrated(page, '/docs/overview');
      await openModal(page);
      await typeQuery(page, 'node');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).include('.DocSearch-Container').withTags(TAGS).disableRules(DOCSEARCH_MARKUP_RULES).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    test('the search page with results', async ({ page }) => {
      await gotoHydrated(page, '/search?q=node');
      await expect(page.locator('article').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}
