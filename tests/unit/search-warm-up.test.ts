/**
 * The search warm-up on intent (src/search/warmUp.ts): one empty search of the page's own origin,
 * sent at once; a static host's answer starts the worker's index load and sends later searches
 * straight to the worker; a search service, other hosts and a second intent start nothing more.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadIndexInWorker = vi.fn();
const searchInWorker = vi.fn(async () => ({ status: 200, content: '{"results":[]}' }));
vi.mock('../../src/search/staticSearch', () => ({ loadIndexInWorker, searchInWorker }));

const ORIGIN = 'https://docs.example';
const TARGET = { appId: 'APP', apiKey: 'key 1', indexName: 'craftjs', indexUrl: `${ORIGIN}/search-index.json` };

/** A page with this `search-hosts` setting (none: the default, the origin) whose origin answers so. */
function page(setting: string | undefined, answer: () => Promise<Response>) {
  vi.resetModules();
  const meta = setting === undefined ? null : { content: setting };
  vi.stubGlobal('document', { querySelector: () => meta });
  vi.stubGlobal('window', { location: { origin: ORIGIN } });
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  loadIndexInWorker.mockClear();
  searchInWorker.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('warming the search on intent', () => {
  it('asks the origin one empty search, as the client would send it, once per page', async () => {
    const fetch = page(undefined, async () => new Response('{"results":[]}', { status: 200 }));
    const { warmUpSearch } = await import('../../src/search/warmUp');
    warmUpSearch(TARGET);
    warmUpSearch(TARGET);
    await settled();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${ORIGIN}/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=key+1`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ requests: [{ indexName: 'craftjs', query: '', hitsPerPage: 0 }] });
    // A search service answered: no worker.
    expect(loadIndexInWorker).not.toHaveBeenCalled();
  });

  it.each([
    ['a 404 page', 404, '<!doctype html><title>Not found</title>'],
    ['405, method not allowed', 405, ''],
  ])(
    'a static host (%s): the worker loads the index now, and the first search goes straight to it',
    async (_, status, body) => {
      page('origin', async () => new Response(body, { status }));
      const { warmUpSearch } = await import('../../src/search/warmUp');
      warmUpSearch(TARGET);
      await settled();
      expect(loadIndexInWorker).toHaveBeenCalledWith(TARGET.indexUrl);

      const { createSearchRequester } = await import('../../src/search/requester');
      const base = { send: vi.fn() };
      const requester = createSearchRequester({ origin: ORIGIN, indexUrl: TARGET.indexUrl }, base as never);
      await requester.send({
        url: `${ORIGIN}/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=key`,
        method: 'POST',
        headers: {},
        data: '{"requests":[{"indexName":"craftjs","query":"node"}]}',
        connectTimeout: 1000,
        responseTimeout: 2000,
      });
      expect(base.send).not.toHaveBeenCalled();
      expect(searchInWorker).toHaveBeenCalledTimes(1);
    },
  );

  it.each([['algolia'], ['https://search-1.example, https://search-2.example']])(
    'with search-hosts "%s", the origin is not asked',
    async (setting) => {
      const fetch = page(setting, async () => new Response('', { status: 405 }));
      const { warmUpSearch } = await import('../../src/search/warmUp');
      warmUpSearch(TARGET);
      await settled();
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('an unreachable origin starts nothing and throws nothing: the first search reports it', async () => {
    page('origin', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { warmUpSearch } = await import('../../src/search/warmUp');
    warmUpSearch(TARGET);
    await settled();
    expect(loadIndexInWorker).not.toHaveBeenCalled();
  });
});
