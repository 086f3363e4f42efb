/**
 * The one search client factory, used by the DocSearch modal (through `transformSearchClient`) and
 * by our /search page (src/theme/SearchPage).
 * Same hosts and timeouts for both; a host that fails is marked down for 120 s (hostsCache.ts) and
 * the next one is tried.
 */
import { liteClient as algoliaLiteClient } from 'algoliasearch/lite';
import { hostsFromSetting, type PageLocation } from './hosts';
import { createHostsCache } from './hostsCache';
import { SEARCH_HOSTS_META } from '../../config/search';

type LiteClient = ReturnType<typeof algoliaLiteClient>;
type ClientOptions = NonNullable<Parameters<typeof algoliaLiteClient>[2]>;

/** SPEC §9: 1 s connect, 2 s read, 30 s write. */
export const SEARCH_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 } as const;

/** The page's `search-hosts` setting; on the server (SSR) no request is ever sent, any host will do. */
function currentHosts(): ClientOptions['hosts'] {
  if (typeof document === 'undefined') return [{ url: 'localhost', protocol: 'http', accept: 'readWrite' }];
  const setting = document.querySelector<HTMLMetaElement>(`meta[name="${SEARCH_HOSTS_META}"]`)?.content;
  return hostsFromSetting(setting, window.location as PageLocation);
}

let hostsCache: ReturnType<typeof createHostsCache> | undefined;
/** One cache per page, so the modal and the search page agree on which hosts are down. */
function sharedHostsCache(): ClientOptions['hostsCache'] {
  hostsCache ??= createHostsCache();
  return hostsCache as unknown as ClientOptions['hostsCache'];
}

export function createSearchClient(appId: string, apiKey: string, options: ClientOptions = {}): LiteClient {
  const hosts = currentHosts();
  return algoliaLiteClient(appId, apiKey, {
    ...options,
    ...(hosts ? { hosts } : {}),
    timeouts: SEARCH_TIMEOUTS,
    hostsCache: sharedHostsCache(),
  });
}
