import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, waitForHydration } from './support/test';
import {
  FAVORITE_KEY,
  RECENT_KEY,
  modal,
  openModal,
  pageTitles,
  searchApi,
  searchInput,
  section,
  storedHit,
  typeQuery,
} from './search-helpers';

/** The DocSearch modal against our own search service. */

test.describe('opening and closing', () => {
  test('the search button opens it and Escape closes it', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await openModal(page);
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
  });

  test('Ctrl+K and Cmd+K open it', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('Meta+k');
    await expect(modal(page)).toBeVisible();
  });

  test("'/' opens it only when no input is focused", async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);

    await gotoHydrated(page, '/search');
    const pageInput = page.locator('input[name="q"]');
    await pageInput.focus();
    await page.keyboard.press('/');
    await expect(pageInput).toHaveValue('/');
    await expect(modal(page)).toHaveCount(0);
  });

  test('the modal code loads only once the button is hovered, focused, touched or clicked', async ({ page }) => {
    // Every script and stylesheet of the visit, from the first request on, and when it was asked for.
    const loaded: Array<{ url: string; afterIntent: boolean }> = [];
    let intent = false;
    page.on('request', (r) => {
      if (['script', 'stylesheet'].includes(r.resourceType())) loaded.push({ url: r.url(), afterIntent: intent });
    });
    await gotoHydrated(page, '/docs/overview');
    const beforeIntent = loaded.map((entry) => entry.url);
    expect(beforeIntent.length).toBeGreaterThan(0);

    intent = true;
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(() => loaded.filter((entry) => entry.afterIntent).length).toBeGreaterThan(0);
    // What the hover fetched was not on the page before: the modal's code waited for intent.
    for (const { url } of loaded.filter((entry) => entry.afterIntent)) expect(beforeIntent).not.toContain(url);
    await expect(modal(page)).toHaveCount(0);
  });
});

/**
 * The modal's search request for `query`: the worker's warm-up on intent (an empty search for no hits) may
 * reach the same path after the modal opens, so the request is told by the query it carries.
 */
function searchRequest(page: Page, query: string) {
  return page.waitForRequest(
    (r) =>
      r.url().includes('/1/indexes/*/queries') &&
      (JSON.parse(r.postData() ?? '{}') as { requests?: Array<{ query?: string }> }).requests?.[0]?.query === query,
  );
}

test.describe('results', () => {
  test('asks for 20 hits, 10-word snippets and mark tags on a desktop screen', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await openModal(page);
    const request = searchRequest(page, 'node');
    await searchInput(page).fill('node');
    const body = JSON.parse((await request).postData() ?? '{}');
    const params = body.requests[0];
    expect(params).toMatchObject({
      query: 'node',
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
    });
    expect(params.attributesToSnippet).toContain('content:10');
    expect(params.attributesToRetrieve).toEqual(
      expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl6', 'content', 'type', 'url']),
    );
    expect((await request).url()).toContain('x-algolia-application-id=');
  });

  test('asks for 5-word snippets on screens up to 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await gotoHydrated(page, '/docs/overview');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    const request = searchRequest(page, 'node');
    await searchInput(page).fill('node');
    expect(JSON.parse((await request).postData() ?? '{}').requests[0].attributesToSnippet).toContain('content:5');
  });

  test('groups hits by sidebar category, at most 5 per group, highlighting the query', async ({
    page,
    request,
    baseURL,
  }) => {
    // Find a query whose hits span several categories, whatever the pages say today.
    const candidates = ['node', 'editor', 'the', 'component', 'state'];
    let query = '';
    let expected: string[] = [];
    for (const candidate of candidates) {
      const { hits } = await searchApi(request, baseURL!, candidate);
      const groups = [...new Set(hits.map((h) => h.hierarchy.lvl0!))];
      if (groups.length >= 2) {
        query = candidate;
        expected = groups;
        break;
      }
    }
    expect(query, 'some query must span two categories').not.toBe('');

    await gotoHydrated(page, '/docs/overview');
    await openModal(page);
    await typeQuery(page, query);
    await expect(page.locator('.DocSearch-Hits .DocSearch-Hit-source')).toHaveText(expected);
    for (const group of await page.locator('.DocSearch-Hits').all()) {
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
    await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
    await expect(page.locator('.DocSearch-HitsFooter')).toHaveText(/^See all \d+ results$/);
  });

  test('shows at most two places of one page, so the first results name different pages', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await openModal(page);
    // The useNode page has dozens of sections that name useNode.
    await typeQuery(page, 'useNode');
    const links = page.locator('.DocSearch-Hit a');
    await expect(links.first()).toBeVisible();
    const pages = (await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname))).sort();
    const perPage = new Map<string, number>();
    for (const path of pages) perPage.set(path, (perPage.get(path) ?? 0) + 1);
    expect(Math.max(...perPage.values()), `places per page: ${JSON.stringify([...perPage])}`).toBe(2);
    expect(perPage.size).toBeGreaterThanOrEqual(3);
  });

  test('shows the stalled state while the service is slow', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    // Hold the answer (fetched at once) until the modal shows it is waiting; the client's own
    // 1 s connect timeout bounds how long it may be held.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/1/indexes/**', async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await openModal(page);
    await searchInput(page).fill('node');
    await expect(page.locator('.DocSearch-Container')).toHaveClass(/DocSearch-Container--Stalled/);
    release();
    // Then it leaves the stalled state: results, or the error screen if the hold outlasted the
    // client's 1 s connect timeout on a busy machine (this site has one host).
    await expect(page.locator('.DocSearch-Container')).not.toHaveClass(/DocSearch-Container--Stalled/);
    await expect(page.locator('.DocSearch-Hit, .DocSearch-ErrorScreen').first()).toBeVisible();
  });

  test('caps the query at 64 characters', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await openModal(page);
    await expect(searchInput(page)).toHaveAttribute('maxlength', '64');
    await searchInput(page).pressSequentially('x'.repeat(70));
    await expect(searchInput(page)).toHaveValue('x'.repeat(64));
  });

  test('no results: texts, up to 3 suggestions and a prefilled issue link', async ({ page }) => {
    await gotoHydrated(page, '/docs/overview');
    await openModal(page);
    await typeQuery(page, 'node');
    await typeQuery(page, 'qqzzxxwv');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen.locator('.DocSearch-Title')).toHaveText('No results for "qqzzxxwv"');
    await expect(screen).toContainText('Try searching for');
    const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List button');
    expect(await suggestions.count()).toBeGreaterThanOrEqual(1);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(screen).toContainText('Believe this query should return results?');
    const link = screen.getByRole('link', { name: 'Let us know.' });
    const href = new URL((await link.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://github.com/prevwong/craft.js/issues/new');
    expect(href.searchParams.get('title')).toContain('qqzzxxwv');

    // A suggestion searches for itself.
    // DocSearch fills the input with the suggestion, lowercased, plus a space.
    const suggestion = (await suggestions.first().textContent())!.replace(/^"|"$/g, '');
    await suggestions.first().click();
    await expect(searchInput(page)).toHaveValue(`${suggestion.toLowerCase()} `);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('selecting a result goes to its page and anchor', async ({ page, request, baseURL }) => {
    const titles = await pageTitles(request, baseURL!);
    const all = await searchApi(request, baseURL!, '', { hitsPerPage: 1000 });
    const withAnchor = all.hits.find((h) => h.anchor && h.type !== 'content' && h.type !== 'lvl1');
    const target = withAnchor ?? titles[0];
    const heading = target.hierarchy[target.type]!;

    await gotoHydrated(page, '/docs/overview');
    await openModal(page);
    await typeQuery(page, heading);
    const link = page
      .locator('.DocSearch-Hit a', { has: page.locator('.DocSearch-Hit-title', { hasText: heading }) })
      .first();
    await link.click();
    const expected = new URL(target.url);
    await expect(page).toHaveURL((url) => url.pathname === expected.pathname && url.hash === expected.hash);
    await expect(modal(page)).toHaveCount(0);
    if (target.anchor) await expect(page.locator(`[id="${target.anchor}"]`)).toBeInViewport();
    else await expect(page.locator('article h1')).toHaveText(target.hierarchy.lvl1!);
  });

  test("'See all {count} results' opens /search?q= with that query", async ({ page, request, baseURL }) => {
    const { nbHits } = await searchApi(request, baseURL!, 'node');
    await gotoHydrated(page, '/docs/overview');
    await openModal(page);
    await typeQuery(page, 'node');
    await page.getByRole('link', { name: `See all ${nbHits} results` }).click();
    await expect(page).toHaveURL(/\/search\?q=node$/);
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('article').first()).toBeVisible();
  });
});

test.describe('recent and favourite searches', () => {
  test('a selected page becomes a recent search; favouriting moves it; removing deletes it; both persist', async ({
    page,
    request,
    baseURL,
  }) => {
    const [title] = await pageTitles(request, baseURL!);
    const name = title.hierarchy.lvl1!;
    await gotoHydrated(page, '/docs/overview');
    await openModal(page);
    await typeQuery(page, name);
    await page
      .locator('.DocSearch-Hit a', { has: page.locator('.DocSearch-Hit-title', { hasText: name }) })
      .first()
      .click();
    await expect(modal(page)).toHaveCount(0);

    // Kept in browser storage, without highlight and snippet data.
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)) ?? '[]');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ objectID: title.objectID, type: 'lvl1' });
    expect(stored[0]).not.toHaveProperty('_highlightResult');
    expect(stored[0]).not.toHaveProperty('_snippetResult');

    await openModal(page);
    await expect(section(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(section(page, 'Recent')).toContainText(name);
    await page.reload();
    await waitForHydration(page);
    await openModal(page);
    await expect(section(page, 'Recent')).toContainText(name);

    await section(page, 'Recent').getByTitle('Save this search').click();
    await expect(section(page, 'Recent')).toHaveCount(0);
    await expect(section(page, 'Favorite').locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(section(page, 'Favorite')).toContainText(name);

    await page.reload();
    await waitForHydration(page);
    await openModal(page);
    await expect(section(page, 'Favorite')).toContainText(name);
    await section(page, 'Favorite').getByTitle('Remove this search from favorites').click();
    await expect(section(page, 'Favorite')).toHaveCount(0);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    expect(await page.evaluate((key) => localStorage.getItem(key), FAVORITE_KEY)).toBe('[]');
  });

  test("typing writes nothing to browser storage, so the site's other tabs get no storage event", async ({
    page,
    context,
  }) => {
    const otherTab = await context.newPage();
    await gotoHydrated(otherTab, '/docs/overview');
    await otherTab.evaluate(() => {
      const keys: Array<string | null> = [];
      (window as unknown as { storageKeys: typeof keys }).storageKeys = keys;
      addEventListener('storage', (event) => keys.push(event.key));
    });
    const storageKeys = () =>
      otherTab.evaluate(() => [...(window as unknown as { storageKeys: Array<string | null> }).storageKeys]);
    await gotoHydrated(page, '/docs/overview');
    await openModal(page);
    await typeQuery(page, 'node');
    const beforeTyping = (await storageKeys()).length;

    for (const query of ['nodes', 'node tree', 'editor', 'useEditor']) await typeQuery(page, query);
    // Storage events arrive in order: once this one is in, any the typing caused are too.
    await page.evaluate(() => localStorage.setItem('typing-done', '1'));
    await expect.poll(async () => (await storageKeys()).at(-1)).toBe('typing-done');
    expect((await storageKeys()).slice(beforeTyping)).toEqual(['typing-done']);
  });

  test('removing a recent search deletes it', async ({ page, request, baseURL }) => {
    const titles = await pageTitles(request, baseURL!);
    await page.addInitScript(
      ([key, items]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, items);
      },
      [RECENT_KEY, JSON.stringify(titles.slice(0, 2).map(storedHit))] as const,
    );
    await gotoHydrated(page, '/docs/overview');
    await openModal(page);
    await expect(section(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(2);
    await section(page, 'Recent').getByTitle('Remove this search from history').first().click();
    await expect(section(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(section(page, 'Recent')).not.toContainText(titles[0].hierarchy.lvl1!);
  });

  test('limits: 7 recent, 4 recent once favourites exist, 10 favourites', async ({ page, request, baseURL }) => {
    const titles = (await pageTitles(request, baseURL!)).map(storedHit);
    expect(titles.length).toBeGreaterThanOrEqual(20);
    const recents = JSON.stringify(titles.slice(12, 20));
    await page.addInitScript(([key, items]) => localStorage.setItem(key, items), [RECENT_KEY, recents] as const);
    await gotoHydrated(page, '/docs/overview');
    await openModal(page);
    await expect(section(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(7);
    await page.keyboard.press('Escape');

    const favourites = titles.slice(0, 12);
    await page.evaluate(([key, items]) => localStorage.setItem(key, items), [
      FAVORITE_KEY,
      JSON.stringify(favourites),
    ] as const);
    await page.reload();
    await waitForHydration(page);
    await openModal(page);
    await expect(section(page, 'Favorite').locator('.DocSearch-Hit')).toHaveCount(10);
    await expect(section(page, 'Recent').locator('.DocSearch-Hit')).toHaveCount(4);
  });
});

test("our own service answers: the footer does not say 'Powered by Algolia'", async ({ page }) => {
  await gotoHydrated(page, '/docs/overview');
  await openModal(page);
  await typeQuery(page, 'node');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  await expect(modal(page).getByText('Powered by')).toBeHidden();
  // The footer's key hints stay.
  await expect(page.locator('.DocSearch-Commands')).toBeVisible();
});
