/**
 * The `themeConfig.algolia` block (SPEC §3). With no ALGOLIA_* variables set it names our own
 * search service's application; with real Algolia credentials in the environment the same modal
 * and search page talk to Algolia unchanged.
 */
export const LOCAL_SEARCH_APP_ID = 'CRAFTJSDOCS';
export const LOCAL_SEARCH_API_KEY = 'craftjs-docs-search-only';
export const DEFAULT_INDEX_NAME = 'craftjs-docs';

export interface AlgoliaThemeSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  searchPagePath: string;
  contextualSearch: boolean;
}

export function searchSettings(env: Record<string, string | undefined>): AlgoliaThemeSettings {
  return {
    appId: env.ALGOLIA_APP_ID || LOCAL_SEARCH_APP_ID,
    apiKey: env.ALGOLIA_SEARCH_API_KEY || LOCAL_SEARCH_API_KEY,
    indexName: env.ALGOLIA_INDEX_NAME || DEFAULT_INDEX_NAME,
    searchPagePath: 'search',
    contextualSearch: false,
  };
}

/**
 * Which hosts the browser's search client calls, decided at build time and written into every page
 * as `<meta name="search-hosts">` (see plugins/search): `origin` (the page's own origin, so the
 * site works on any host and port), `algolia` (Algolia's default hosts, when real credentials are
 * configured), or a comma list of URLs from SEARCH_HOSTS (replicas, tried in order).
 */
export const SEARCH_HOSTS_META = 'search-hosts';

export function searchHostsSetting(env: Record<string, string | undefined>): string {
  const list = (env.SEARCH_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (list.length > 0) {
    for (const host of list) {
      const url = new URL(host);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SEARCH_HOSTS: ${host} is not an http(s) URL`);
      if (url.pathname !== '/' || url.search || url.hash) throw new Error(`SEARCH_HOSTS: ${host} must be an origin (no path)`);
    }
    return list.map((h) => new URL(h).origin).join(',');
  }
  if (env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_API_KEY) return 'algolia';
  return 'origin';
}
