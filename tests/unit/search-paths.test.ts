import { describe, expect, it } from 'vitest';
import { ALGOLIA_ROUTES } from '../../search/routes';
import { SEARCH_ROUTES, searchPathOf } from '../../search/search-paths';

describe("Algolia's search paths, one table for the server, the requester and the worker", () => {
  it('names the multiple-queries search and a one-index search, with the index name decoded', () => {
    expect(searchPathOf('/1/indexes/*/queries')).toEqual({ kind: 'queries' });
    expect(searchPathOf('/1/indexes/craftjs-docs/query')).toEqual({ kind: 'query', indexName: 'craftjs-docs' });
    expect(searchPathOf('/1/indexes/docs%20v2/query')).toEqual({ kind: 'query', indexName: 'docs v2' });
  });

  it('is no search path otherwise: queries of one named index, other paths, a malformed escape', () => {
    for (const pathname of [
      '/1/indexes/craftjs-docs/queries',
      '/1/indexes/craftjs-docs',
      '/1/indexes/craftjs-docs/settings',
      '/2/indexes/*/queries',
      '/docs/1/indexes/*/queries',
      '/1/indexes/%E0%A4%A/query',
    ])
      expect(searchPathOf(pathname), pathname).toBeUndefined();
  });

  it("the server's route table registers both search paths from it", () => {
    const urls = ALGOLIA_ROUTES.map((route) => route.url);
    expect(urls).toContain(SEARCH_ROUTES.queries);
    expect(urls).toContain(SEARCH_ROUTES.query);
    expect(ALGOLIA_ROUTES.find((route) => route.url === SEARCH_ROUTES.query)?.methods.POST).toBeDefined();
  });
});
