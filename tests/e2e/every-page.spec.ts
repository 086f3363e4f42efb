/**
 * The checks every page of the site must pass, made on one visit per page (each page used to be loaded
 * once per check):
 * - a doc page answers 200 with its title as heading and document title, beside the sidebar;
 * - it runs under the Content-Security-Policy the server sends: no violation, no CSP error;
 * - a doc page links its source for editing and shows the day of its last commit (dates only);
 * - axe: WCAG 2.1 A and AA and best practices in light mode; after the colour toggle, the rules that read
 *   colours in dark mode (elements, roles and names are the same in both modes).
 *
 * Highlighted code's lines are left to one page: every colour Shiki writes is checked against AA by
 * tests/unit/code-contrast.test.ts, and axe's contrast check of thousands of tokens is most of its time.
 * The lines, not their token spans, are excluded: axe tests every node against every excluded one, and
 * a page's thousands of tokens and type popups made the exclusion itself take 4 s of 6 on api/useEditor.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { lastCommitDay } from './support/git-dates';
import { test, expect, waitForHydration } from './support/test';
import { ALL_PAGES } from './support/routes';
import { docPages, type DocPage } from '../../scripts/support/docs-pages';
import { EDIT_SOURCE_URL } from '../../config/repository';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const CODE_LINES = 'pre .line';
const PAGE_WITH_EVERY_KIND_OF_CODE = '/docs/guides/basic-tutorial';

const docByRoute = new Map(docPages().map((doc) => [doc.route, doc]));

/** axe's violations as `rule: targets` lines, so a failure names what to fix. */
async function axeViolations(page: Page, pagePath: string, mode: 'light' | 'dark'): Promise<string[]> {
  // Legacy mode runs axe in the page (and its same-origin frames) at once: this site has no cross-origin frames.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (mode === 'light') axe.withTags(AXE_TAGS);
  else axe.withRules(COLOUR_RULES);
  if (pagePath !== PAGE_WITH_EVERY_KIND_OF_CODE) axe.exclude(CODE_LINES);
  const results = await axe.analyze();
  return results.violations.map((v) => `${mode} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function expectDocPageShell(page: Page, doc: DocPage): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
  await expect(page).toHaveTitle(`${doc.title} | craft.js`);
  await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
}

async function expectEditLinkAndLastUpdate(page: Page, doc: DocPage): Promise<void> {
  const footer = page.locator('article footer');
  await expect(footer.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    `${EDIT_SOURCE_URL}${doc.file}`,
  );
  const day = lastCommitDay(doc.file);
  expect(day, `${doc.file} has a commit`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(footer.locator('time[itemprop="dateModified"]')).toHaveAttribute('datetime', day);
  const shown = new Date(`${day}T00:00:00Z`).toLocaleDateString('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(footer).toContainText(`Last updated on ${shown}`);
  await expect(footer, 'dates only: no author').not.toContainText(' by ');
}

test.describe('every page', () => {
  // The largest API pages hold dozens of tables and code blocks: axe needs time on a 2-core machine.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'light');
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
  });

  for (const pagePath of ALL_PAGES) {
    const doc = docByRoute.get(pagePath);
    const checks = doc ? 'title, CSP, edit link and date, axe light and dark' : 'CSP, axe light and dark';
    test(`${pagePath}: ${checks}`, async ({ page }) => {
      const cspErrors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
      });
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      if (doc) {
        await expectDocPageShell(page, doc);
        await expectEditLinkAndLastUpdate(page, doc);
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const violations = await axeViolations(page, pagePath, 'light');

      // The app is interactive under the CSP: the colour toggle works (it needs the hashed inline theme script too).
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      violations.push(...(await axeViolations(page, pagePath, 'dark')));
      expect(violations, 'axe violations').toEqual([]);

      const cspViolations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(cspViolations, 'CSP violations').toEqual([]);
      expect(cspErrors, 'CSP errors in the console').toEqual([]);
    });
  }
});
