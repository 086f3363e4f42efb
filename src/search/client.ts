/**
 * The one search client factory, used by the DocSearch modal (through `transformSearchClient`) and
 * by our /search page (src/theme/SearchPage).
 * Same hosts and timeouts for both; a host that fails is marked down for 120 s (hostsCache.ts) and
 * the next one is tried. A repeated search is answered from memory, after the keystroke has painted
 * (answersCache.ts). Where the page's origin is a static host with no search API, the built
 * index answers from a worker (requester.ts).
 */
import { liteClient as algoliaLiteClient } from 'algoliasearch/lite';
import { createAnswersCache } from './answersCache';
import { hostsFromSetting, pageHostsSetting, type PageLocation } from './hosts';
import { createHostsCache } from './hostsCache';
import { createSearchRequester } from './requester';

type LiteClient = ReturnType<typeof algoliaLiteClient>;
type ClientOptions = NonNullable<Parameters<typeof algoliaLiteClient>[2]>;

/** How long a search waits for a host to connect and answer, and a write to finish, before the next host is tried. */
export const SEARCH_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 } as const;

/** The page's `search-hosts` setting; on the server (SSR) no request is ever sent, any host will do. */
function currentHosts(): ClientOptions['hosts'] {
  if (typeof document === 'undefined') return [{ url: 'localhost', protocol: 'http', accept: 'readWrite' }];
  return hostsFromSetting(pageHostsSetting(), window.location as PageLocation);
}

let hostsCache: ReturnType<typeof createHostsCache> | undefined;
/** One cache per page, so the modal and the search page agree on which hosts are down. */
function sharedHostsCache(): ClientOptions['hostsCache'] {
  hostsCache ??= createHostsCache();
  return hostsCache as unknown as ClientOptions['hostsCache'];
}

/** `indexUrl`: the built index (`search-index.json` under the site's base URL), for a static host. */
export function createSearchClient(appId: string, apiKey: string, indexUrl: string): LiteClient {
  const hosts = currentHosts();
  return algoliaLiteClient(appId, apiKey, {
    ...(hosts ? { hosts } : {}),
    timeouts: SEARCH_TIMEOUTS,
    hostsCache: sharedHostsCache(),
    responsesCache: createAnswersCache(),
    ...(typeof window === 'undefined'
      ? {}
      : { requester: createSearchRequester({ origin: window.location.origin, indexUrl }) }),
  });
}
