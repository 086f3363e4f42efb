/**
 * Size budgets for the first load, checked on the production build: the gzip size of the scripts
 * Chromium executes until network idle (no interaction), and of what a phone's first view
 * prefetches for other pages. Sizes are deterministic, so they are asserted; speed is in the bench.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, gotoHydrated } from './support/test';
import { DOC_ROUTES } from './support/routes';
import { PHONE, describeChunks, measureFirstLoad, type FirstLoad } from '../../scripts/support/first-load';

const BUILD_DIR = path.resolve(__dirname, '../../build');
const KiB = 1024;

/**
 * Every doc page (145 KiB at most while the browser still ran Prism; 140.1 KiB now, useEditor, of which 0.13 KiB
 * loads the samples' type popups' keys on intent); the search modal, the example editors, the live code blocks'
 * editor and the type popups' keys load only when used. The issues' budget is 150 KiB; this one is kept
 * tighter, so growth shows early.
 */
const DOC_PAGE_BUDGET = 141 * KiB;
/** The app shell every page runs (196 KiB before the search modal, Prism and unused theme parts left it; 101.6 KiB now). */
const MAIN_JS_BUDGET = 104 * KiB;
/**
 * The home page (the Landing example's own bundle is 145.5 KiB of it) and /search, each below what
 * they executed before: 345 KiB and 207 KiB.
 */
const HOME_BUDGET = 270 * KiB;
const SEARCH_PAGE_BUDGET = 148 * KiB;
/**
 * What a phone's first view of a doc page prefetches for other pages: 31 KiB since the eighth audit's fixes made
 * api/editor's page 0.3 KiB larger (editor-state, which links to it, prefetches 30.4 KiB; 30 KiB before).
 */
const PHONE_PREFETCH_BUDGET = 31 * KiB;

/** A class name only DocSearch's modal code has, and the user agent only the algoliasearch client has. */
const MODAL_MARKER = 'DocSearch-Modal';
const CLIENT_MARKER = 'Algolia for JavaScript';
/** A string each copy of DocSearch's code holds once: the storage key of the favourite searches. */
const DOCSEARCH_COPY_MARKER = '__DOCSEARCH_FAVORITE_SEARCHES__';
/**
 * A script that can highlight code has one of these: Prism's grammars extend each other with
 * `languages.insertBefore`, and Shiki names its errors `ShikiError`.
 */
const HIGHLIGHTER_MARKERS = ['languages.insertBefore', 'ShikiError'];
/** The live code editor's chunk (react-simple-code-editor with Prism), which a live block loads on intent. */
const LIVE_EDITOR_MARKER = 'npm__react-simple-code-editor__textarea';

const holdsHighlighter = (file: string) => {
  const code = fs.readFileSync(file, 'utf8');
  return HIGHLIGHTER_MARKERS.some((marker) => code.includes(marker));
};

/** The scripts of a first load that hold a highlighter: code is highlighted at build time, so none should. */
const highlighterChunks = (load: FirstLoad) =>
  load.executed
    .filter((chunk) => holdsHighlighter(path.join(BUILD_DIR, chunk.file)))
    .map((chunk) => `${load.page}: ${chunk.file}`);

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
const overBudget = (load: FirstLoad, budget: number) =>
  `${load.page} executes ${kib(load.executedBytes)} of JS (budget ${kib(budget)}); biggest chunks: ${describeChunks(load.executed)}`;

test.describe('first-load size budgets', () => {
  test.describe.configure({ timeout: 180_000 });

  // One test per page: each measures a cold first load in a fresh context, so they run side by side.
  for (const { path: route } of DOC_ROUTES) {
    test(`${route} executes at most 141 KiB of gzip JS, no highlighter, and main.js stays in its budget`, async ({
      browser,
      baseURL,
    }) => {
      const load = await measureFirstLoad(browser, baseURL!, route, BUILD_DIR);
      expect(load.executedBytes, overBudget(load, DOC_PAGE_BUDGET)).toBeLessThanOrEqual(DOC_PAGE_BUDGET);
      expect(highlighterChunks(load), 'first-load scripts holding a highlighter').toEqual([]);
      const main = load.executed.find((chunk) => /\/main\.[0-9a-f]+\.js$/.test(chunk.file));
      expect(main, `${route} runs main.js`).toBeDefined();
      expect(main!.gzipBytes, `main.js is ${kib(main!.gzipBytes)} (budget ${kib(MAIN_JS_BUDGET)})`).toBeLessThanOrEqual(
        MAIN_JS_BUDGET,
      );
    });
  }

  test('the home page and /search stay within their budgets, without a highlighter', async ({ browser, baseURL }) => {
    const home = await measureFirstLoad(browser, baseURL!, '/', BUILD_DIR);
    expect(home.executedBytes, overBudget(home, HOME_BUDGET)).toBeLessThanOrEqual(HOME_BUDGET);
    const search = await measureFirstLoad(browser, baseURL!, '/search?q=node', BUILD_DIR);
    expect(search.executedBytes, overBudget(search, SEARCH_PAGE_BUDGET)).toBeLessThanOrEqual(SEARCH_PAGE_BUDGET);
    expect(
      [...highlighterChunks(home), ...highlighterChunks(search)],
      'first-load scripts holding a highlighter',
    ).toEqual([]);
  });

  test('no script of the build holds a highlighter but the live code editor, loaded on intent', () => {
    const jsDir = path.join(BUILD_DIR, 'assets/js');
    const chunks = fs
      .readdirSync(jsDir)
      .filter((file) => file.endsWith('.js') && holdsHighlighter(path.join(jsDir, file)));
    // The markers are real ones: the live editor's chunk colours code with Prism.
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).not.toMatch(/^main\./);
    expect(fs.readFileSync(path.join(jsDir, chunks[0]), 'utf8')).toContain(LIVE_EDITOR_MARKER);
  });

  test('the search modal and the search client load only on intent, not with a doc page', async ({
    browser,
    baseURL,
    page,
  }) => {
    const load = await measureFirstLoad(browser, baseURL!, '/docs/overview', BUILD_DIR);
    const firstLoadCode = load.executed
      .map((chunk) => fs.readFileSync(path.join(BUILD_DIR, chunk.file), 'utf8'))
      .join('\n');
    expect(firstLoadCode).toContain('DocSearch-Button');
    expect(firstLoadCode).not.toContain(MODAL_MARKER);
    expect(firstLoadCode).not.toContain(CLIENT_MARKER);

    // Hovering the button (intent) fetches them.
    const fetched: string[] = [];
    page.on('response', async (response) => {
      // The page's own scripts: the search worker's ends once our service has answered its probe.
      const url = response.url();
      if (/\/assets\/js\/.*\.js$/.test(url) && !url.includes('search-worker')) fetched.push(await response.text());
    });
    await gotoHydrated(page, '/docs/overview');
    await page.getByRole('button', { name: /^Search/ }).hover();
    await expect.poll(() => fetched.some((code) => code.includes(MODAL_MARKER))).toBe(true);
    expect(fetched.some((code) => code.includes(CLIENT_MARKER))).toBe(true);
    // One copy of DocSearch: the theme's Ask AI hook would add its UMD build beside the patched one.
    expect(fetched.join('\n').split(DOCSEARCH_COPY_MARKER).length - 1).toBe(1);
  });

  for (const { path: route } of DOC_ROUTES) {
    test(`${route}: a phone first view prefetches at most 31 KiB for other pages`, async ({ browser, baseURL }) => {
      const load = await measureFirstLoad(browser, baseURL!, route, BUILD_DIR, PHONE);
      expect(
        load.prefetchedBytes,
        `${route} prefetches ${kib(load.prefetchedBytes)} at 412 px (budget ${kib(PHONE_PREFETCH_BUDGET)}): ${describeChunks(load.prefetched)}`,
      ).toBeLessThanOrEqual(PHONE_PREFETCH_BUDGET);
    });
  }

  test('a desktop view still prefetches the pages its visible links lead to', async ({ browser, baseURL }) => {
    const load = await measureFirstLoad(browser, baseURL!, '/docs/overview', BUILD_DIR);
    expect(load.prefetched.length).toBeGreaterThan(0);
  });
});
