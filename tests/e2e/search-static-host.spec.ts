import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, waitForPrefetches } from './support/test';
import { RECENT_KEY, deadHost, modal, openModal, searchInput, section, serveWithHosts } from './search-helpers';
import { buildWithout, startStaticHost, type StaticHost } from '../../scripts/support/static-host';
import { INDEX_BUILD_MEASURE } from '../../src/search/workerHandler';
import { SEARCH_INDEX_FILE, SEARCH_SHARDS_MANIFEST } from '../../config/search';

/**
 * The built site on a plain static file server (sirv), with no search API: the origin answers the
 * search path with its 404 page, so the modal and /search answer from the search worker over the
 * built index's shards; with the index or one of its shards missing too, the modal shows its error screen.
 */

const BUILD_DIR = path.resolve(__dirname, '../../build');
const MANIFEST = SEARCH_SHARDS_MANIFEST;

let host: StaticHost;
test.beforeAll(async () => {
  host = await startStaticHost(BUILD_DIR);
});
test.afterAll(() => host?.stop());

/** Opens a page of the static host, hydrated before any key is pressed. */
async function goto(page: Page, route: string, origin = host.url): Promise<void> {
  await gotoHydrated(page, `${origin}${route}`);
}

/** What the worker fetched or started: the index's manifest and the worker script. */
function searchDownloads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`/${MANIFEST}`) || r.url().includes('search-worker')) seen.push(r.url());
  });
  page.on('worker', (worker) => seen.push(worker.url()));
  return seen;
}

/** Every way a reader shows intent to search: each one, alone, starts the worker and its index load. */
const INTENTS: Array<[string, (page: Page) => Promise<void>]> = [
  ['hover', (page) => page.locator('.DocSearch-Button').hover()],
  ['focus', (page) => page.locator('.DocSearch-Button').focus()],
  ['touch', (page) => page.locator('.DocSearch-Button').dispatchEvent('touchstart')],
  ['click', (page) => page.locator('.DocSearch-Button').click()],
  ['Ctrl+K', (page) => page.keyboard.press('Control+k')],
  ['/', (page) => page.keyboard.press('/')],
];

for (const [intent, show] of INTENTS) {
  test(`first load fetches neither the worker nor the index; ${intent} does`, async ({ page }) => {
    const downloads = searchDownloads(page);
    await goto(page, '/docs/overview');
    // Everything the page prefetches has arrived: nothing search-related is among it.
    await waitForPrefetches(page);
    expect(downloads).toEqual([]);
    await show(page);
    await expect.poll(() => downloads.some((url) => url.endsWith(`/${MANIFEST}`))).toBe(true);
    expect(downloads.some((url) => url.includes('search-worker'))).toBe(true);
  });
}

test('the worker probes on intent: the first search goes straight to it, and the origin is asked once', async ({
  page,
}) => {
  const searchPosts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/1/indexes/')) searchPosts.push(r.url());
  });
  const downloads = searchDownloads(page);
  await goto(page, '/docs/overview');
  await page.locator('.DocSearch-Button').hover();
  await expect.poll(() => downloads.some((url) => url.endsWith(`/${MANIFEST}`))).toBe(true);
  await openModal(page);
  await searchInput(page).fill('usenode');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // Only the worker's probe: the page knew the verdict before its first search.
  expect(searchPosts).toHaveLength(1);
});

/** The built script holding the search engine, which only a static host's worker loads. */
function engineChunk(): string {
  const jsDir = path.join(BUILD_DIR, 'assets/js');
  const chunks = fs
    .readdirSync(jsDir)
    .filter(
      (file) =>
        !file.startsWith('search-worker') &&
        fs.readFileSync(path.join(jsDir, file), 'utf8').includes(INDEX_BUILD_MEASURE),
    );
  expect(chunks).toHaveLength(1);
  return chunks[0];
}

test('on our search service the worker only asks: it ends, and neither engine nor index is fetched', async ({
  page,
  baseURL,
}) => {
  const engine = engineChunk();
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  const ended = new Promise<void>((resolve) => page.on('worker', (worker) => worker.on('close', () => resolve())));
  await gotoHydrated(page, `${new URL(baseURL!).origin}/docs/overview`);
  await page.locator('.DocSearch-Button').hover();
  await ended;
  await openModal(page);
  await searchInput(page).fill('usenode');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(fetched.filter((file) => file.includes('/search-shards/') || file.endsWith(`/${engine}`))).toEqual([]);
});

/** A built file's size as a host that compresses with gzip sends it (zlib's default level, as nginx and most CDNs). */
function gzippedKiB(urlPath: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(BUILD_DIR, decodeURIComponent(urlPath)))).length / 1024;
}

test('what the first answer loads stays small: worker and engine ≤ 45 KiB gzipped, index shards ≤ 60 KiB gzipped', async ({
  page,
}) => {
  await goto(page, '/docs/overview');
  const started = page.waitForEvent('worker');
  await openModal(page);
  const worker = await started;
  await searchInput(page).fill('s');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // Every script the worker ran (its own and the chunks it imports) and every shard it read.
  const loaded = await worker.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  const scripts = [worker.url(), ...loaded.filter((url) => url.endsWith('.js'))].map((url) => new URL(url).pathname);
  expect(scripts.length).toBeGreaterThan(1);
  const engineKiB = scripts.reduce((sum, script) => sum + gzippedKiB(script), 0);
  expect(engineKiB).toBeLessThanOrEqual(45);
  const shards = loaded.map((url) => new URL(url).pathname).filter((file) => file.startsWith('/search-shards/'));
  expect(shards).toContain(`/${MANIFEST}`);
  // Only the shards of its letter's words: the other word shards wait for their queries.
  const wordShards = fs.readdirSync(path.join(BUILD_DIR, 'search-shards')).filter((f) => f.startsWith('words-'));
  expect(shards.filter((file) => file.includes('/words-')).length).toBeLessThan(wordShards.length / 4);
  expect(loaded.some((url) => url.endsWith(`/${SEARCH_INDEX_FILE}`))).toBe(false);
  // Each once: the record shards the worker fetched ahead are the ones the engine reads.
  expect(new Set(shards).size).toBe(shards.length);
  expect(shards.reduce((sum, file) => sum + gzippedKiB(file), 0)).toBeLessThanOrEqual(60);
});

test('the modal answers from the worker: grouped results, highlights, See all N results', async ({ page }) => {
  await goto(page, '/docs/overview');
  await openModal(page);
  await searchInput(page).fill('usenode');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hits mark').first()).toHaveText(/usenode/i);
  const footer = page.locator('.DocSearch-HitsFooter');
  await expect(footer).toHaveText(/^See all \d+ results$/);
  const count = Number(/\d+/.exec((await footer.textContent())!)![0]);
  expect(count).toBeGreaterThan(0);

  // The page it leads to reports the same count, from the same engine.
  await footer.getByRole('link').click();
  await expect(page).toHaveURL(/\/search\?q=usenode$/);
  await expect(page.getByText(`${count} documents found`)).toBeVisible();
});

test('no Algolia mark: the worker is not Algolia', async ({ page }) => {
  await goto(page, '/docs/overview');
  await openModal(page);
  await searchInput(page).fill('editor');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(modal(page).getByText('Powered by')).toBeHidden();
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();

  await goto(page, '/search?q=editor');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByText('Powered by')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Powered by Algolia' })).toHaveCount(0);
});

test("Algolia answers: its mark shows in the modal's footer and on /search", async ({ page, baseURL }) => {
  // The build as ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY make it (hosts "algolia", the mark on),
  // with Algolia's hosts answered by our service, whose answers have Algolia's shape.
  await page.route('**/assets/js/main.*.js', async (route) => {
    const body = (await (await route.fetch()).text()).replace('"searchByAlgolia":false', '"searchByAlgolia":true');
    await route.fulfill({ body, contentType: 'application/javascript' });
  });
  await page.route(
    (url) => url.pathname.startsWith('/docs/') || url.pathname === '/search',
    async (route) => {
      const html = (await (await route.fetch()).text()).replace(
        /<meta name="search-hosts" content="[^"]*">/,
        '<meta name="search-hosts" content="algolia">',
      );
      await route.fulfill({ body: html, contentType: 'text/html' });
    },
  );
  const algoliaHosts: string[] = [];
  await page.route(/algolia(net)?\.(net|com)\//, async (route) => {
    const url = new URL(route.request().url());
    algoliaHosts.push(url.host);
    const answer = await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` });
    await route.fulfill({ response: answer, headers: { ...answer.headers(), 'access-control-allow-origin': '*' } });
  });
  await page.context().grantPermissions(['local-network-access']);

  await goto(page, '/docs/overview');
  await openModal(page);
  await searchInput(page).fill('editor');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(algoliaHosts.length).toBeGreaterThan(0);
  expect(algoliaHosts.every((h) => /algolia(net)?\.(net|com)$/.test(h))).toBe(true);
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
  await expect(page.locator('.DocSearch-Logo')).toContainText('Powered by');
  await expect(page.locator('.DocSearch-Logo a[href*="algolia.com"] svg')).toBeVisible();

  await goto(page, '/search?q=editor');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Powered by Algolia' })).toBeVisible();
});

test('a selected result becomes a recent search', async ({ page }) => {
  await goto(page, '/docs/overview');
  await openModal(page);
  await searchInput(page).fill('Editor');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(modal(page)).toHaveCount(0);
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)) ?? '[]');
  expect(stored).toHaveLength(1);
  await openModal(page);
  await expect(section(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(1);
});

test("no results: the spec's texts", async ({ page }) => {
  await goto(page, '/docs/overview');
  await openModal(page);
  await searchInput(page).fill('node');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await searchInput(page).fill('qqzzxxwv');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen.locator('.DocSearch-Title')).toHaveText('No results for "qqzzxxwv"');
  await expect(screen).toContainText('Try searching for');
  const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List button');
  expect(await suggestions.count()).toBeGreaterThanOrEqual(1);
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
  await expect(screen).toContainText('Believe this query should return results?');
  await expect(screen.getByRole('link', { name: 'Let us know.' })).toBeVisible();

  await goto(page, '/search?q=qqzzxxwv');
  await expect(page.getByText('No results were found')).toBeVisible();
});

test('/search lists the worker results with highlights', async ({ page }) => {
  await goto(page, '/search?q=connect');
  await expect(page.locator('h1')).toHaveText('Search results for "connect"');
  await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.locator('article .search-result-match').first()).toHaveText(/connect/i);
});

test.describe('configured hosts keep priority over the worker', () => {
  /** Which hosts the page asked a search path, in order, and whether a worker started. */
  function watch(page: Page): { tried: string[]; workers: string[] } {
    const tried: string[] = [];
    const workers: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/1/indexes/')) tried.push(new URL(r.url()).origin);
    });
    page.on('worker', (worker) => workers.push(worker.url()));
    return { tried, workers };
  }

  test('our search service listed in the hosts answers; no worker starts', async ({ page, baseURL }) => {
    const service = new URL(baseURL!).origin;
    await serveWithHosts(page, [service, host.url]);
    const { tried, workers } = watch(page);
    await goto(page, '/docs/overview');
    await openModal(page);
    await searchInput(page).fill('usenode');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect([...new Set(tried)]).toEqual([service]);
    expect(workers).toEqual([]);
  });

  test('a dead host first: the client moves on to the static origin, then the worker answers', async ({ page }) => {
    const dead = await deadHost();
    await serveWithHosts(page, [dead, host.url]);
    const { tried, workers } = watch(page);
    await goto(page, '/docs/overview');
    await openModal(page);
    await searchInput(page).fill('usenode');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(tried.slice(0, 2)).toEqual([dead, host.url]);
    expect(workers).toHaveLength(1);
  });
});

/** The word shard holding `word` (the last one whose first word is at or before it). */
function wordShardOf(word: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, MANIFEST), 'utf8')) as {
    wordShards: Array<[string, string]>;
  };
  return manifest.wordShards.filter(([first]) => first <= word).at(-1)![1];
}

for (const [lost, missing] of [
  ['the index', MANIFEST],
  ['the shard of one word', `search-shards/${wordShardOf('node')}`],
]) {
  test.describe(`without ${lost}`, () => {
    let broken: StaticHost;
    let without: ReturnType<typeof buildWithout>;
    test.beforeAll(async () => {
      without = buildWithout(BUILD_DIR, missing);
      broken = await startStaticHost(without.dir);
    });
    test.afterAll(async () => {
      await broken?.stop();
      without?.remove();
    });

    test('the modal shows its error screen', async ({ page }) => {
      await goto(page, '/docs/overview', broken.url);
      await openModal(page);
      await searchInput(page).fill('node');
      const error = page.locator('.DocSearch-ErrorScreen');
      await expect(error.locator('.DocSearch-Title')).toHaveText('Unable to fetch results');
      await expect(error).toContainText('You might want to check your network connection.');
    });
  });
}
