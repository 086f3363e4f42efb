import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated } from './support/test';
import { ALL_PAGES } from './support/routes';

// WCAG 2.1 A and AA and axe's best practices on every page, in both colour modes.
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
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
