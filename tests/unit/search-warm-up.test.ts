/**
 * The search warm-up on intent (src/search/warmUp.ts): when searches go to the page's own origin,
 * the search worker is asked to probe it with one empty search, as the client would send it. Other
 * hosts (Algolia, SEARCH_HOSTS) start no worker. Once per page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchPathOf } from '../../search/search-paths';

const probeOriginInWorker = vi.fn();
vi.mock('../../src/search/staticSearch', () => ({ probeOriginInWorker }));

const ORIGIN = 'https://docs.example';
const TARGET = { appId: 'APP', apiKey: 'key 1', indexName: 'craftjs', indexUrl: `${ORIGIN}/search-index.json` };

/** A page with this `search-hosts` setting (none: the default, the origin). */
function page(setting: string | undefined) {
  // A fresh module: the warm-up runs once per page.
  vi.resetModules();
  const meta = setting === undefined ? null : { content: setting };
  vi.stubGlobal('document', { querySelector: () => meta });
  vi.stubGlobal('window', { location: { origin: ORIGIN } });
}

beforeEach(() => probeOriginInWorker.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('warming the search on intent', () => {
  it.each([[undefined], ['origin'], ['']])(
    'with search-hosts %j the worker probes the origin with the client’s empty search',
    async (setting) => {
      page(setting);
      const { warmUpSearch } = await import('../../src/search/warmUp');
      warmUpSearch(TARGET);
      // Every later intent (each mouseover of the button) starts nothing more.
      warmUpSearch(TARGET);
      expect(probeOriginInWorker).toHaveBeenCalledTimes(1);
      const [probe, indexUrl] = probeOriginInWorker.mock.calls[0] as [{ url: string; body: string }, string];
      expect(probe.url).toBe(`${ORIGIN}/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=key+1`);
      // The search paths' one table knows it as the multiple-queries search.
      expect(searchPathOf(new URL(probe.url).pathname)).toEqual({ kind: 'queries' });
      expect(JSON.parse(probe.body)).toEqual({ requests: [{ indexName: 'craftjs', query: '', hitsPerPage: 0 }] });
      expect(indexUrl).toBe(TARGET.indexUrl);
    },
  );

  it.each([['algolia'], ['https://search-1.example, https://search-2.example']])(
    'with search-hosts "%s", no worker and no probe',
    async (setting) => {
      page(setting);
      const { warmUpSearch } = await import('../../src/search/warmUp');
      warmUpSearch(TARGET);
      expect(probeOriginInWorker).not.toHaveBeenCalled();
    },
  );
});
