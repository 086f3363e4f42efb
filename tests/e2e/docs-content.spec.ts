import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docHeadings } from '../docs/headings';
import { docPages } from '../../scripts/support/docs-pages';
import { test, expect, gotoHydrated } from './support/test';

const root = path.resolve(__dirname, '../..');

// The written guides and concepts (the API pages have their own spec), with the source of each.
const pages = docPages()
  .filter((page) => ['Migrating', 'Introduction', 'Core Concepts', 'Guides'].includes(page.category))
  .map(({ route, file }) => ({ route, file }));

const clean = (text: string) => text.replace(/\u200b/g, '').trim();

test.describe('docs content pages', () => {
  for (const { route, file } of pages) {
    test(`${route} renders every h2 of its source, and a TOC of its h2 and h3 headings`, async ({ page }) => {
      const headings = docHeadings(path.join(root, file));
      const h2 = headings.filter((h) => h.depth === 2).map((h) => h.text);
      const tocEntries = headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => h.text);
      expect(h2.length).toBeGreaterThanOrEqual(2);

      await gotoHydrated(page, route);
      const article = page.locator('article');
      expect((await article.locator('h2').allInnerTexts()).map(clean)).toEqual(h2);

      const toc = page.locator('.theme-doc-toc-desktop');
      await expect(toc).toBeVisible();
      expect((await toc.getByRole('link').allInnerTexts()).map(clean)).toEqual(tocEntries);

      // Every TOC link leads to a heading on the page.
      for (const href of await toc.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(/^#/);
        await expect(page.locator(`[id="${href!.slice(1)}"]`)).toHaveCount(1);
      }
    });
  }

  test('the tutorial shows the Basic example source exactly as it is in examples/basic', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/basic-tutorial');
    const files = [
      ['App.tsx', 'src/App.tsx'],
      ['Toolbox.tsx', 'src/components/Toolbox.tsx'],
      ['SettingsPanel.tsx', 'src/components/SettingsPanel.tsx'],
      ['Topbar.tsx', 'src/components/Topbar.tsx'],
    ] as const;
    for (const [tab, file] of files) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      const block = page.locator('[role="tabpanel"]:not([hidden]) pre code');
      const source = readFileSync(path.join(root, 'examples/basic', file), 'utf8');
      // The highlighter renders one element per line; compare the non-empty lines, in order.
      const lines = (text: string) =>
        text
          .split('\n')
          .map((line) => line.trimEnd())
          .filter((line) => line.trim() !== '');
      expect(lines(clean(await block.innerText()))).toEqual(lines(source));
    }
  });

  test('code blocks have a copy button', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    const firstBlock = page.locator('article .theme-code-block').first();
    await firstBlock.hover();
    await expect(firstBlock.getByRole('button', { name: /copy/i })).toBeVisible();
  });

  test('bash, json and diff code blocks are highlighted on load and after a client-side navigation', async ({
    page,
  }) => {
    // Highlighted at build time by Shiki: a token has its theme's colour (GitHub Light's, made readable:
    // a command #6f42c1, a JSON key #005cc5, a deleted line #b31d28).
    const tokens = (language: string) => page.locator(`pre.language-${language} code .line span`);
    await gotoHydrated(page, '/docs/overview');
    await expect(tokens('bash').first()).toHaveText('npm');
    await expect(tokens('bash').first()).toHaveCSS('color', 'rgb(111, 66, 193)');
    await gotoHydrated(page, '/docs/api/node');
    // Shiki gives the key's quotes their own token (of the same colour in light mode).
    const key = tokens('json')
      .filter({ hasText: /^ROOT$/ })
      .first();
    await expect(key).toHaveText('ROOT');
    await expect(key).toHaveCSS('color', 'rgb(0, 92, 197)');

    await gotoHydrated(page, '/docs/acknowledgements');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Migrating from 0.1.x' })
      .click();
    await expect(page).toHaveURL(/\/docs\/migrating\/migrating-0\.1\.x$/);
    const deleted = tokens('diff').filter({ hasText: /^- / }).first();
    await expect(deleted).toHaveText(/^-\s+canMoveIn: \(incoming\) => incoming\.data\.name/);
    await expect(deleted).toHaveCSS('color', 'rgb(179, 29, 40)');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('JavaScript and TypeScript versions sit in tabs', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await expect(page.getByRole('tab', { name: 'TypeScript' }).first()).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'JavaScript' }).first().click();
    await expect(page.locator('[role="tabpanel"]:not([hidden]) code').first()).toContainText(
      'function Box({ children }) {',
    );
  });
});
