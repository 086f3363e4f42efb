/**
 * The reader showed intent to search (hover, focus, touch or click of the search button, the shortcut,
 * or the /search page). When the page's origin is the search host, ask it one empty search now, with
 * no wait for the modal's code: a static host's answer starts the search worker and its index load
 * while the modal opens; a search service answers in a moment, on a connection the first keystroke
 * then reuses. Once per page. An unreachable host is left to the first search, which reports it.
 */
import { pageHostsSetting, searchesOrigin } from './hosts';
import { lacksSearchApi, markOriginStatic } from './requester';
import { loadIndexInWorker } from './staticSearch';

export interface WarmUpTarget {
  appId: string;
  apiKey: string;
  indexName: string;
  /** The built index (`search-index.json` under the site's base URL), for a static host. */
  indexUrl: string;
}

let warmed = false;

export function warmUpSearch({ appId, apiKey, indexName, indexUrl }: WarmUpTarget): void {
  if (warmed || !searchesOrigin(pageHostsSetting())) return;
  warmed = true;
  // The client's own request: credentials in the query, the body as text (no preflight).
  const credentials = new URLSearchParams({ 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey });
  fetch(`${window.location.origin}/1/indexes/*/queries?${credentials}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ requests: [{ indexName, query: '', hitsPerPage: 0 }] }),
  })
    .then(async (response) => {
      if (!lacksSearchApi({ status: response.status, content: await response.text(), isTimedOut: false })) return;
      markOriginStatic();
      loadIndexInWorker(indexUrl);
    })
    .catch(() => {});
}
