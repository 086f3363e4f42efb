import type { Page, Response } from '@playwright/test';
import { test, expect, gotoHydrated } from './support/test';
import { openModal, searchApi, searchInput, serveWithHosts } from './search-helpers';
import { startServer, type ServerProcess } from '../../scripts/support/server-process';

/**
 * Several replicas: three production servers of the same build, listed as search hosts,
 * and one killed (SIGKILL, an abrupt fault) while a reader searches: the reader keeps getting
 * results from the others. The page comes from the suite's server; only search goes to the replicas.
 */

/** True for the search API's answer to exactly `query` (the modal and /search page word it differently). */
function answersQuery(response: Response, query: string): boolean {
  if (!response.url().includes('/1/indexes/')) return false;
  try {
    const { requests } = JSON.parse(response.request().postData() ?? '{}') as {
      requests?: { query?: string; params?: string }[];
    };
    return !!requests?.some((r) => r.query === query || new URLSearchParams(r.params ?? '').get('query') === query);
  } catch {
    return false;
  }
}

/** Runs `act` (which sends `query`) and returns the origin that answered it; fails unless it was a 200. */
async function answeredBy(page: Page, query: string, act: () => Promise<void>): Promise<string> {
  const answer = page.waitForResponse((r) => answersQuery(r, query));
  await act();
  const response = await answer;
  expect(response.status(), `search for "${query}"`).toBe(200);
  return new URL(response.url()).origin;
}

/** Types `query` into the open modal and checks its hits are shown; returns the replica that answered. */
async function searchInModal(page: Page, query: string): Promise<string> {
  const origin = await answeredBy(page, query, () => searchInput(page).fill(query));
  await expect(page.locator('.DocSearch-Hit').first()).toContainText(new RegExp(query, 'i'));
  await expect(page.getByText('No results for')).toHaveCount(0);
  return origin;
}

test.describe('several search replicas', () => {
  // Each test starts its own three and kills some; afterAll stops whatever is left.
  const started: ServerProcess[] = [];
  async function replicas(page: Page): Promise<string[]> {
    const servers = await Promise.all([startServer(), startServer(), startServer()]);
    started.push(...servers);
    const urls = servers.map((s) => s.url);
    await serveWithHosts(page, urls);
    return urls;
  }
  async function kill(origin: string): Promise<void> {
    await started.find((s) => s.url === origin)!.kill();
  }
  test.afterAll(async () => {
    await Promise.all(started.map((s) => s.stop()));
  });

  test('the modal keeps answering while replicas are killed one by one', async ({ page }) => {
    const urls = await replicas(page);
    await gotoHydrated(page, '/docs/overview');
    await openModal(page);

    const first = await searchInModal(page, 'node');
    expect(urls).toContain(first);
    await kill(first);
    // Distinct queries: the client caches answers, and a repeated one would never reach a host.
    let second = '';
    for (const query of ['editor', 'useNode', 'serialize']) {
      const origin = await searchInModal(page, query);
      expect(origin, 'answered by a surviving replica').not.toBe(first);
      second ||= origin;
    }

    await kill(second);
    const last = urls.find((u) => u !== first && u !== second);
    for (const query of ['connectors', 'resolver']) {
      expect(await searchInModal(page, query)).toBe(last);
    }
  });

  test('the /search page keeps answering when its replica is killed', async ({ page, request }) => {
    await replicas(page);
    const first = await answeredBy(page, 'node', () => gotoHydrated(page, '/search?q=node'));
    await expect(page.locator('article').first()).toBeVisible();
    await kill(first);

    const origin = await answeredBy(page, 'editor', () => page.locator('input[name="q"]').fill('editor'));
    expect(origin, 'answered by a surviving replica').not.toBe(first);
    await expect(page.locator('h1')).toHaveText('Search results for "editor"');
    // The new results, not the ones for "node" still on screen: the first is the service's top hit.
    const top = new URL((await searchApi(request, origin, 'editor')).hits[0].url);
    await expect(page.locator('article h2 a').first()).toHaveAttribute('href', top.pathname + top.hash);
    await expect(page.locator('article').first()).toContainText(/editor/i);
  });
});
