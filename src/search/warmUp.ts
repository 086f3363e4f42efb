/**
 * The reader showed intent to search (hover, focus, touch or click of the search button, the shortcut,
 * or the /search page). When the page's origin is the search host, the search worker asks it one
 * empty search now, with no wait for the modal's code: a static host's answer has the worker load
 * its index while the modal opens; a search service answers in a moment, on a connection the first
 * keystroke then reuses. Once per page. An unreachable host is left to the first search, which
 * reports it.
 */
import { pageHostsSetting, searchesOrigin } from './hosts';
import { probeOriginInWorker } from './staticSearch';

export interface WarmUpTarget {
  appId: string;
  apiKey: string;
  indexName: string;
  /** The built index (`search-index.json` under the site's base URL), for a static host. */
  indexUrl: string;
}

let warmed = false;

export function warmUpSearch({ appId, apiKey, indexName, indexUrl }: WarmUpTarget): void {
  // Every mouseover of the button is intent: only the first one does anything.
  if (warmed || !searchesOrigin(pageHostsSetting())) return;
  warmed = true;
  // The client's own request: credentials in the query. The path is written out, not read from
  // search/search-paths.ts, whose module would join every page's first-load JS; a unit test checks it there.
  const credentials = new URLSearchParams({ 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey });
  probeOriginInWorker(
    {
      url: `${window.location.origin}/1/indexes/*/queries?${credentials}`,
      body: JSON.stringify({ requests: [{ indexName, query: '', hitsPerPage: 0 }] }),
    },
    indexUrl,
  );
}
