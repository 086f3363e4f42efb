import { test, expect, gotoHydrated } from './support/test';
import { searchApi, serveWithHosts, deadHost } from './search-helpers';

/**
 * /search takes the query in q and lists the service's results, loading more on scroll; it is one
 * main landmark, says when it is loading, and fails as the modal does when no host answers.
 */

/** The theme's search page asks for 15 hits a page. */
const SEARCH_PAGE_HITS = 15;

test('shows the results for q, with the count the service reports', async ({ page, request, baseURL }) => {
  const { nbHits, hits } = await searchApi(request, baseURL!, 'node');
  expect(nbHits).toBeGreaterThan(0);
  await gotoHydrated(page, '/search?q=node');
  await expect(page.locator('h1')).toHaveText('Search results for "node"');
  await expect(page.getByText(nbHits === 1 ? 'One document found' : `${nbHits} documents found`)).toBeVisible();
  const first = page.locator('article').first();
  await expect(first.locator('h2 a')).toHaveAttribute(
    'href',
    new URL(hits[0].url).pathname + new URL(hits[0].url).hash,
  );
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

test('with search on our own service, pages hint no other host', async ({ page }) => {
  for (const route of ['/', '/docs/overview', '/search?q=node']) {
    await gotoHydrated(page, route);
    await expect(page.locator('meta[name="search-hosts"]')).toHaveAttribute('content', 'origin');
    await expect(page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]')).toHaveCount(0);
  }
});

test('the whole page is one main landmark, with and without results', async ({ page }) => {
  await gotoHydrated(page, '/search');
  const main = page.getByRole('main');
  await expect(main).toHaveCount(1);
  await expect(main.locator('h1')).toHaveText('Search the documentation');
  await expect(main.getByRole('searchbox', { name: 'Search' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('node');
  await expect(main.locator('article').first()).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
});

test('with every search host unreachable, shows the same error as the modal', async ({ page }) => {
  await serveWithHosts(page, [await deadHost(), await deadHost()]);
  await gotoHydrated(page, '/search?q=node');
  const error = page.getByRole('alert');
  await expect(error.locator('p').first()).toHaveText('Unable to fetch results');
  await expect(error.locator('p').nth(1)).toHaveText('You might want to check your network connection.');
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByText('No results were found')).toHaveCount(0);
  await expect(page.locator('article')).toHaveCount(0);
});

test('shows a loading state while it waits for the service, then the results', async ({ page }) => {
  // Time stands still (the page's 300 ms debounce and the client's timeouts) and the answer is held.
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/1/indexes/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/search?q=node');
  await expect(page.locator('h1')).toHaveText('Search results for "node"');
  const status = page.getByRole('status');
  await expect(status).toHaveText('Loading results…');
  const sent = page.waitForRequest('**/1/indexes/**');
  await page.clock.runFor(300);
  await sent;
  // The request is out and unanswered: still loading.
  await expect(status).toHaveText('Loading results…');
  await expect(page.locator('article')).toHaveCount(0);
  release();
  await page.clock.resume();
  await expect(page.locator('article').first()).toBeVisible();
  await expect(status).toHaveCount(0);
});

test('keeps q in the URL and comes back to the same results with the back button', async ({ page }) => {
  await gotoHydrated(page, '/search?q=node');
  const first = page.locator('article h2 a').first();
  await expect(first).toBeVisible();
  const firstTitle = await first.textContent();

  // Typing replaces q in place; a result opened from there comes back to it.
  await page.getByRole('searchbox', { name: 'Search' }).fill('editor');
  await expect(page).toHaveURL(/\/search\?q=editor$/);
  await expect(page.locator('h1')).toHaveText('Search results for "editor"');
  const editorFirst = page.locator('article h2 a').first();
  await expect(editorFirst).not.toHaveText(firstTitle!);
  const target = await editorFirst.getAttribute('href');
  await editorFirst.click();
  await expect(page).toHaveURL((url) => url.pathname + url.hash === target);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=editor$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('editor');
  await expect(page.locator('h1')).toHaveText('Search results for "editor"');
  await expect(page.locator('article h2 a').first()).toHaveAttribute('href', target!);

  // A search reached by a link is its own history entry: back returns to the previous query.
  await page.goto('/search?q=node');
  await expect(page.locator('article h2 a').first()).toHaveText(firstTitle!);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=editor$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('editor');
});

test("our own service answers: no 'Powered by Algolia'", async ({ page }) => {
  await gotoHydrated(page, '/search?q=node');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByText('Powered by')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Powered by Algolia' })).toHaveCount(0);
});
