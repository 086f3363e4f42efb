import { test, expect, gotoHydrated } from './support/test';
import { searchApi } from './search-helpers';

/** The /search page takes the query in q and lists the service's results, loading more on scroll. */

/** The theme's search page asks for 15 hits a page. */
const SEARCH_PAGE_HITS = 15;

test('shows the results for q, with the count the service reports', async ({ page, request, baseURL }) => {
  const { nbHits, hits } = await searchApi(request, baseURL!, 'node');
  expect(nbHits).toBeGreaterThan(0);
  await gotoHydrated(page, '/search?q=node');
  await expect(page.locator('h1')).toHaveText('Search results for "node"');
  await expect(page.getByText(nbHits === 1 ? 'One document found' : `${nbHits} documents found`)).toBeVisible();
  const first = page.locator('article').first();
  await expect(first.locator('h2 a')).toHaveAttribute('href', new URL(hits[0].url).pathname + new URL(hits[0].url).hash);
  await expect(page.locator('article mark, article .search-result-match').first()).toBeVisible();
});

test('typing on the page updates q and the results', async ({ page }) => {
  await gotoHydrated(page, '/search');
  await expect(page.locator('h1')).toHaveText('Search the documentation');
  await page.locator('input[name="q"]').fill('editor');
  await expect(page).toHaveURL(/\/search\?q=editor$/);
  await expect(page.locator('article').first()).toBeVisible();
});

test('loads more results when scrolled to the end', async ({ page, request, baseURL }) => {
  // A word common enough for more than one page of results on any content.
  let query = '';
  let total = 0;
  for (const candidate of ['the', 'a', 'and', 'to', 'of']) {
    total = (await searchApi(request, baseURL!, candidate)).nbHits;
    if (total > SEARCH_PAGE_HITS) {
      query = candidate;
      break;
    }
  }
  expect(query, 'some query must have more than one page of results').not.toBe('');
  await gotoHydrated(page, `/search?q=${query}`);
  const results = page.locator('article');
  await expect(results).toHaveCount(SEARCH_PAGE_HITS);
  // The page loads the next page when its loader scrolls into view from below.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(await results.count()).toBeGreaterThan(SEARCH_PAGE_HITS);
  }).toPass();
  // Whole pages arrive (scrolling on may already have fetched a third); never more than the total.
  await expect(async () => {
    const count = await results.count();
    expect(count).toBeLessThanOrEqual(total);
    expect(count === total || count % SEARCH_PAGE_HITS === 0).toBe(true);
  }).toPass();
});

test('talks to the same hosts as the modal (our service), not Algolia', async ({ page, baseURL }) => {
  const hosts = new Set<string>();
  page.on('request', (r) => {
    if (r.url().includes('/1/indexes/')) hosts.add(new URL(r.url()).origin);
  });
  await gotoHydrated(page, '/search?q=node');
  await expect(page.locator('article').first()).toBeVisible();
  expect([...hosts]).toEqual([new URL(baseURL!).origin]);
});
