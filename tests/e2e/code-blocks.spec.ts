/**
 * Code blocks are highlighted at build time by Shiki (plugins/code-highlight): the page's HTML holds
 * the tokens with both themes' colours, hydration keeps them as they are, and the first load ships
 * neither the code nor a highlighter, while the block looks and works as the theme's CodeBlock does.
 */
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type { Page } from '@playwright/test';
import { codeThemes } from '../../plugins/code-highlight/themes';
import { findApi, type ApiData } from '../../config/api-model';
import { apiDataFile } from '../../plugins/api-types/index';
import { readApiPage } from '../support/api-pages';
import { test, expect, gotoHydrated, waitForHydration, waitForPrefetches } from './support/test';

const TUTORIAL = '/docs/guides/basic-tutorial';
const root = path.resolve(__dirname, '../..');
const exampleFile = (file: string) => readFileSync(path.join(root, 'examples/basic', file), 'utf8');

/** Markers of a highlighter in a script: Prism's grammars and Shiki's errors (see page-weight.spec.ts). */
const HIGHLIGHTER_MARKERS = ['languages.insertBefore', 'ShikiError'];
const holdsHighlighter = (body: string) => HIGHLIGHTER_MARKERS.some((marker) => body.includes(marker));

/** Counts changes to highlighted code from the end of parsing (before any script runs) on. */
async function watchCodeMutations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { codeMutations: number };
    w.codeMutations = 0;
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      new MutationObserver((records) => {
        w.codeMutations += records.filter((r) => (r.target as Element).closest?.('code[data-highlighted]')).length;
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  });
}

const codeMutations = (page: Page) =>
  page.evaluate(() => (window as unknown as { codeMutations: number }).codeMutations);

/** The texts of the scripts the page loads from now on. */
function loadedScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  return scripts;
}

/** A colour as the browser reports computed colours. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** A Shiki theme's colour for a TextMate scope (its first entry naming it). */
function scopeColor(theme: typeof codeThemes.light, scope: string): string {
  return theme.tokenColors!.find((entry) => [entry.scope].flat().includes(scope))!.settings.foreground!;
}

test.describe('build-time highlighted code blocks', () => {
  test('the page HTML holds the tokens, and hydration leaves every code line untouched', async ({ page, request }) => {
    const html = await (await request.get(TUTORIAL)).text();
    expect(html).toContain('<code class="codeBlockLines_e6Vv" data-highlighted=');
    // Shiki's dual themes: each token has its light colour and its dark one (a CSS variable).
    const keyword = `color:${scopeColor(codeThemes.light, 'keyword')};--shiki-dark:${scopeColor(codeThemes.dark, 'keyword')}`;
    expect(html.toLowerCase()).toContain(`<span class="line"><span style="${keyword}">import</span>`.toLowerCase());
    const blocks = html.match(/<code[^>]*data-highlighted=[\s\S]*?<\/code>/g)!;
    expect(blocks).toHaveLength(17);
    // No Prism tokens, and every coloured token has both modes' colours.
    expect(blocks.filter((block) => /class="token /.test(block))).toEqual([]);
    const styles = blocks.flatMap((block) => block.match(/ style="[^"]*"/g) ?? []);
    expect(styles.length).toBeGreaterThan(1000);
    expect(styles.filter((style) => !/^ style="color:#\w+;(.*;)?--shiki-dark:#\w+/.test(style))).toEqual([]);

    // Watch the code elements from the end of parsing (before any script runs) to network idle.
    await watchCodeMutations(page);
    const scripts = loadedScripts(page);
    await gotoHydrated(page, TUTORIAL);
    await expect(page.locator('code[data-highlighted]')).toHaveCount(17);
    // Hydration happened: the copy buttons render only in the browser.
    await expect(page.locator('.theme-code-block button[aria-label="Copy code to clipboard"]')).toHaveCount(17);
    expect(await codeMutations(page)).toBe(0);

    // No script of the first load carries a listing's source or the lazily loaded lines.
    const listing = exampleFile('src/components/SettingsPanel.tsx')
      .split('\n')
      .find((l) => l.includes('useEditor'))!;
    expect(listing.length).toBeGreaterThan(20);
    expect(scripts.filter((body) => body.includes(listing.trim())).length, 'scripts holding the source').toBe(0);
    expect(scripts.filter((body) => body.includes('--shiki-dark')).length, 'scripts holding highlighted lines').toBe(0);
    expect(scripts.filter(holdsHighlighter).length, 'scripts holding a highlighter').toBe(0);
  });

  test("the tutorial's code markup stays lean: compressed bytes per character of code and elements per line", async ({
    page,
    request,
  }) => {
    // Prism with a span and an inline style per token: 19.4 bytes per character and 12.3 elements per
    // line; hand-made short classes: under 5 and 5. Shiki's two-theme styles (a span per token, plain text
    // included): 13.2 bytes per character, 1.0 gzip, and 6.4 elements per line; with each name a focus
    // target for its type (code-types.spec.ts), 16.3 bytes and 7.7 elements. The popups themselves are left
    // out here: the page as a whole stays within 60 KiB.
    const html = await (await request.get(TUTORIAL)).text();
    const $ = cheerio.load(html);
    // What a reader downloads for the whole page (gzip), code and its types included.
    expect(gzipSync(html).length).toBeLessThan(60 * 1024);
    $('code[data-highlighted] [role="tooltip"], code[data-highlighted] > [hidden]').remove();
    const pres = $('pre:has(code[data-highlighted])').toArray();
    expect(pres).toHaveLength(17);
    const markup = pres.map((pre) => $.html(pre)).join('');
    const characters = $('code[data-highlighted] > .line').text().length;
    expect(characters).toBeGreaterThan(20_000);
    expect(Buffer.byteLength(markup) / characters).toBeLessThan(17);
    expect(gzipSync(markup).length / characters).toBeLessThan(1.2);

    await gotoHydrated(page, TUTORIAL);
    const { elements, lines } = await page.evaluate(() => ({
      elements: Array.from(document.querySelectorAll('code[data-highlighted] *')).filter(
        (element) => !element.closest('[role="tooltip"]'),
      ).length,
      lines: document.querySelectorAll('code[data-highlighted] > .line').length,
    }));
    expect(lines).toBeGreaterThan(700);
    expect(elements / lines).toBeLessThan(8);
  });

  test('the copy button copies the exact source of a listing', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, TUTORIAL);
    await page.getByRole('tab', { name: 'Topbar.tsx', exact: true }).click();
    const block = page.locator('[role="tabpanel"]:not([hidden]) .theme-code-block');
    await expect(block.locator('.codeBlockTitle_OeMC')).toHaveText('src/components/Topbar.tsx');
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(exampleFile('src/components/Topbar.tsx').replace(/\n$/, ''));
  });

  test("hydration reads no block's lines: the copy button reads them when clicked", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      const w = window as unknown as { lineReads: number };
      w.lineReads = 0;
      const original = Element.prototype.querySelectorAll;
      Element.prototype.querySelectorAll = function (this: Element, selector: string) {
        if (selector.includes('> .line')) w.lineReads += 1;
        return original.call(this, selector);
      } as typeof original;
    });
    await gotoHydrated(page, TUTORIAL);
    await expect(page.locator('.theme-code-block button[aria-label="Copy code to clipboard"]')).toHaveCount(17);
    const reads = () => page.evaluate(() => (window as unknown as { lineReads: number }).lineReads);
    expect(await reads()).toBe(0);

    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await reads()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'npm create vite@latest basic-editor -- --template react-ts\ncd basic-editor\nnpm install @craftjs/core lzutf8',
    );
  });

  test('without the clipboard API (plain HTTP) the copy button copies through the fallback it loads', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
      // What the copy command takes: the selection it copies.
      document.addEventListener('copy', () => {
        (window as unknown as { copied: string }).copied = document.getSelection()?.toString() ?? '';
      });
    });
    await gotoHydrated(page, TUTORIAL);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(
      'npm create vite@latest basic-editor -- --template react-ts\ncd basic-editor\nnpm install @craftjs/core lzutf8',
    );
  });

  test('tokens take the light theme colours, and the dark ones in dark mode, from the first paint', async ({
    page,
  }) => {
    await gotoHydrated(page, TUTORIAL);
    const code = 'code[data-highlighted] .line span';
    const keyword = page.locator(code, { hasText: /^import$/ }).first();
    const string = page.locator(code, { hasText: /^@craftjs\/core$/ }).first();
    // Dracula writes a TypeScript type's name in italics (as the user's `UserComponent<…>` here), GitHub Light does not.
    const typeName = page.locator(code, { hasText: /^ UserComponent$/ }).first();
    const [light, dark] = [codeThemes.light, codeThemes.dark];
    await expect(keyword).toHaveText('import');
    await expect(keyword).toHaveCSS('color', rgb(scopeColor(light, 'keyword')));
    await expect(keyword).toHaveCSS('font-style', 'normal');
    await expect(string).toHaveCSS('color', rgb(scopeColor(light, 'string')));
    await expect(typeName).toHaveCSS('font-style', 'normal');
    await expect(page.locator('code[data-highlighted]').first()).toHaveCSS(
      'color',
      rgb(light.colors!['editor.foreground']),
    );
    await expect(page.locator('.highlighted-code pre').first()).toHaveCSS('background-color', 'rgb(246, 248, 250)');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(keyword).toHaveCSS('color', rgb(scopeColor(dark, 'keyword')));
    await expect(string).toHaveCSS('color', rgb(scopeColor(dark, 'string')));
    await expect(string).toHaveCSS('font-style', 'normal');
    await expect(typeName).toHaveCSS('font-style', 'italic');
    await expect(page.locator('code[data-highlighted]').first()).toHaveCSS(
      'color',
      rgb(dark.colors!['editor.foreground']),
    );

    // A reader whose stored choice is dark gets dark tokens without any re-render of the code.
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(keyword).toHaveCSS('color', rgb(scopeColor(dark, 'keyword')));
    await expect(string).toHaveCSS('color', rgb(scopeColor(dark, 'string')));
    await expect(page.locator('.highlighted-code pre').first()).toHaveCSS('background-color', 'rgb(40, 42, 54)');
  });

  test('after a client-side navigation the blocks load their lines and work the same', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/overview');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tutorial' }).click();
    await expect(page).toHaveURL(/\/docs\/guides\/basic-tutorial$/);
    const first = page.locator('code[data-highlighted]').first();
    await expect(first.locator('.line')).toHaveCount(3);
    await expect(first).toHaveText(
      'npm create vite@latest basic-editor -- --template react-ts\ncd basic-editor\nnpm install @craftjs/core lzutf8',
    );
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'npm create vite@latest basic-editor -- --template react-ts\ncd basic-editor\nnpm install @craftjs/core lzutf8',
    );
  });
});

/**
 * The API reference's signatures are code blocks of the page like the others: highlighted at build time
 * through the same component, so the reader's browser neither loads a highlighter nor re-renders them.
 */
test.describe('API signatures (build-time highlighted)', () => {
  const API_PAGE = '/docs/api/useNode';
  const data = JSON.parse(readFileSync(apiDataFile(path.join(root, '.docusaurus')), 'utf8')) as ApiData;
  /** The signature of each <ApiSignature>/<ApiMember> of the page, in page order, as the packages declare it. */
  const shown = readApiPage(root, 'docs/api/useNode.mdx').references.filter((ref) => ref.component !== 'ApiMembers');
  const signatures = shown.map((ref) => {
    const found = findApi(data, ref.of, ref.path)!;
    return (found.member ?? found.item).signature;
  });
  const SIGNATURE_CODE = '[class^="signature_"] code[data-highlighted]';

  test('the page HTML holds every signature as tokens, hydration leaves them untouched, and no script highlights', async ({
    page,
    request,
  }) => {
    expect(signatures).toHaveLength(13);
    expect(signatures[0]).toMatch(/^function useNode</);
    const $ = cheerio.load(await (await request.get(API_PAGE)).text());
    const blocks = $(SIGNATURE_CODE).toArray();
    // Names carry their types (code-types.spec.ts reads them); the code is the lines without the popups.
    expect($(blocks[0]).find('.twoslash-hover [role="tooltip"]').length).toBeGreaterThan(0);
    $(SIGNATURE_CODE).find('[role="tooltip"]').remove();
    const lines = blocks.map((code) =>
      $(code)
        .find('.line')
        .toArray()
        .map((line) => $(line).text())
        .join('\n'),
    );
    expect(lines).toEqual(signatures);
    // Highlighted: tokens are spans with both themes' colours.
    const coloured = blocks.filter((code) => $(code).find('.line span[style*="--shiki-dark"]').length > 0);
    expect(coloured.length).toBeGreaterThan(blocks.length / 2);
    expect($(blocks[0]).find('.line span').first().text()).toBe('function');
    // The export's signature is titled with the package it comes from; a member's is not.
    const titles = $('[class^="signature_"] .theme-code-block')
      .toArray()
      .map((block) => $(block).find('[class^="codeBlockTitle_"]').text());
    expect(titles).toEqual(shown.map((ref) => (ref.component === 'ApiSignature' ? '@craftjs/core 0.2.12' : '')));
    expect(titles.filter(Boolean)).toHaveLength(2);

    await watchCodeMutations(page);
    const scripts = loadedScripts(page);
    await gotoHydrated(page, API_PAGE);
    await expect(page.locator(SIGNATURE_CODE)).toHaveCount(13);
    // Hydration happened (copy buttons render only in the browser, one per block of the page's HTML) and changed no
    // line of any code block.
    const codeBlocks = $('.theme-code-block').length;
    expect(codeBlocks).toBeGreaterThan(13);
    await expect(page.locator('.theme-code-block button[aria-label="Copy code to clipboard"]')).toHaveCount(codeBlocks);
    expect(await codeMutations(page)).toBe(0);

    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter(holdsHighlighter).length, 'scripts holding a highlighter').toBe(0);
  });

  test('a signature looks and copies like a markdown code block, in both colour modes', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, API_PAGE);
    const block = page.locator('[class^="signature_"] .theme-code-block').first();
    await expect(block.locator('[class^="codeBlockTitle_"]')).toHaveText('@craftjs/core 0.2.12');
    const keyword = block.locator('code .line span').first();
    await expect(keyword).toHaveText('function');
    await expect(keyword).toHaveCSS('color', rgb(scopeColor(codeThemes.light, 'keyword')));
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(signatures[0]);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(keyword).toHaveCSS('color', rgb(scopeColor(codeThemes.dark, 'keyword')));
  });

  test('after a client-side navigation the signatures load their lines, still without a highlighter', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/overview');
    const scripts = loadedScripts(page);
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'useNode()', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/api\/useNode$/);
    expect(signatures[3]).toMatch(/^setProp\(cb: any, throttleRate\?: number/);
    const setProp = page.locator('h3#setprop ~ [class^="signature_"]').first().locator('code[data-highlighted]');
    await expect(setProp.locator('.line')).toHaveText([signatures[3]]);
    await expect(setProp.locator('.line span').first()).toBeVisible();
    await waitForPrefetches(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(holdsHighlighter).length, 'scripts holding a highlighter').toBe(0);
  });
});
