import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated } from './support/test';
import { ALL_PAGES } from './support/routes';

/**
 * WCAG 2.1 A and AA and axe's best practices on every page in light mode; in dark mode the rules that
 * read colours, as the page's elements, roles and names are the same in both modes. The highlighted
 * code's token spans are left to one page per mode: every colour Shiki writes is checked against AA by
 * tests/unit/code-contrast.test.ts, and axe's contrast check of thousands of tokens is most of its time.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const CODE_TOKENS = 'pre .line > span';
const PAGE_WITH_EVERY_KIND_OF_CODE = '/docs/guides/basic-tutorial';

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    // The largest API pages hold dozens of tables and code blocks: axe needs time on a 2-core machine.
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    });
    for (const path of ALL_PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        // Legacy mode runs axe in the page (and its same-origin frames) at once, without a second page to
        // merge frame results in: this site has no cross-origin frames.
        const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
        if (mode === 'light') axe.withTags(TAGS);
        else axe.withRules(COLOUR_RULES);
        if (path !== PAGE_WITH_EVERY_KIND_OF_CODE) axe.exclude(CODE_TOKENS);
        const results = await axe.analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
