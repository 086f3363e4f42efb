import net from 'node:net';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './support/test';
import { DEFAULT_INDEX_NAME, LOCAL_SEARCH_API_KEY, LOCAL_SEARCH_APP_ID } from '../../config/search';

/** Shared by the search specs: the modal's parts and direct calls to our search API. */
export const INDEX = DEFAULT_INDEX_NAME;
export const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${INDEX}`;
export const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX}`;

export interface ApiHit {
  objectID: string;
  url: string;
  type: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Record<string, string | null>;
}

export interface ApiResult {
  hits: ApiHit[];
  nbHits: number;
}

/** Ask our service directly (what the modal will show), with the modal's own parameters. */
export async function searchApi(
  request: APIRequestContext,
  baseURL: string,
  query: string,
  params: Record<string, unknown> = {},
): Promise<ApiResult> {
  const url = `${baseURL}/1/indexes/*/queries?x-algolia-application-id=${LOCAL_SEARCH_APP_ID}&x-algolia-api-key=${LOCAL_SEARCH_API_KEY}`;
  const response = await request.post(url, {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({ requests: [{ indexName: INDEX, query, hitsPerPage: 20, ...params }] }),
  });
  expect(response.status()).toBe(200);
  return (await response.json()).results[0] as ApiResult;
}

export function modal(page: Page): Locator {
  return page.locator('.DocSearch-Modal');
}

export function searchInput(page: Page): Locator {
  return page.locator('.DocSearch-Input');
}

export async function openModal(page: Page): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await expect(modal(page)).toBeVisible();
}

/** Type into the modal and wait until the answer for exactly this query is rendered. */
export async function typeQuery(page: Page, query: string): Promise<void> {
  const answered = page.waitForResponse(
    (r) =>
      r.url().includes('/1/indexes/') && (r.request().postData() ?? '').includes(JSON.stringify(query).slice(1, -1)),
  );
  await searchInput(page).fill(query);
  await answered;
  await expect(page.locator('.DocSearch-Container')).not.toHaveClass(/DocSearch-Container--Stalled/);
}

/** The modal's section (group) titled exactly `title`. */
export function section(page: Page, title: string): Locator {
  return page
    .locator('.DocSearch-Hits')
    .filter({ has: page.locator('.DocSearch-Hit-source', { hasText: new RegExp(`^${title}$`) }) });
}

/** A lvl1 hit the service returns for a page title, e.g. to put in recent searches. */
export function storedHit(hit: ApiHit): Record<string, unknown> {
  return { objectID: hit.objectID, url: hit.url, type: hit.type, content: hit.content, hierarchy: hit.hierarchy };
}

/** Records of every page title, one per page, from the service (works on any content). */
export async function pageTitles(request: APIRequestContext, baseURL: string): Promise<ApiHit[]> {
  const all = await searchApi(request, baseURL, '', { hitsPerPage: 1000 });
  return all.hits.filter((h) => h.type === 'lvl1');
}

/**
 * Serves every page with `hosts` in <meta name="search-hosts"> instead of rebuilding with
 * SEARCH_HOSTS, and lets the page's Content-Security-Policy reach them, as the server does for SEARCH_HOSTS.
 * A page from route.fulfill does not count as a loopback page for Chromium's Local Network Access
 * check, which would block its calls to other 127.0.0.1 ports before any connection: allow them.
 */
export async function serveWithHosts(page: Page, hosts: string[]): Promise<void> {
  await page.context().grantPermissions(['local-network-access']);
  await page.route(
    (url) => !url.pathname.includes('.') && !url.pathname.startsWith('/1/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<meta name="search-hosts" content="[^"]*">/,
        `<meta name="search-hosts" content="${hosts.join(',')}">`,
      );
      // The server's Content-Security-Policy lists the hosts it was started with; add these.
      const headers = { ...response.headers() };
      const csp = headers['content-security-policy'];
      if (csp) headers['content-security-policy'] = csp.replace('connect-src', `connect-src ${hosts.join(' ')}`);
      await route.fulfill({ response, body: html, headers });
    },
  );
}

/** A 127.0.0.1 port with nothing listening: connections are refused at once. */
export async function deadHost(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
