/**
 * The Algolia client's requester, with one addition: when the page's own origin answers a search
 * path as a static host does (404, 405 or 501, or a body that is not JSON), that search and every
 * later one are answered by the search worker over the built index instead. Every other host and
 * answer goes through algoliasearch's own XHR requester unchanged, so timeouts and host-down rules
 * stay the client's.
 */
import { createXhrRequester } from '@algolia/requester-browser-xhr';
import { searchPathOf } from '../../search/search-paths';
import { lacksSearchApi } from './staticHostAnswer';
import { isOriginStatic, markOriginStatic, searchInWorker, whenOriginProbed } from './staticSearch';

type Requester = ReturnType<typeof createXhrRequester>;

export interface StaticSearchTarget {
  /** The page's origin (`location.origin`): the only host that may turn out to be static. */
  origin: string;
  /** The built index, for the worker. */
  indexUrl: string;
}

export function createSearchRequester(
  { origin, indexUrl }: StaticSearchTarget,
  base: Requester = createXhrRequester(),
): Requester {
  return {
    async send(request) {
      const url = new URL(request.url);
      if (url.origin !== origin || !searchPathOf(url.pathname)) return base.send(request);
      // The worker's probe on intent (warmUp.ts) may know already, or soon; else this search finds out.
      await whenOriginProbed();
      if (!isOriginStatic()) {
        const response = await base.send(request);
        if (!lacksSearchApi(response)) return response;
        markOriginStatic();
      }
      const reply = await searchInWorker(indexUrl, url.pathname, request.data);
      return { ...reply, isTimedOut: false };
    },
  };
}
