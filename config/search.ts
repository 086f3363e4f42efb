/**
 * The search settings' shape and defaults, shared by the build, the server and the browser (so no
 * Node imports here). The environment is read in config/environment.ts; what the build decided is
 * written to build/site-settings.json, which the server follows.
 *
 * The `themeConfig.algolia` block: with no ALGOLIA_* variables set it names our own search
 * service's application; with real Algolia credentials the same modal and search page talk to
 * Algolia unchanged.
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

/** SEARCH_HOSTS (comma-separated http(s) origins) → normalised origins, in order; the one rule for it. */
export function parseSearchHosts(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return list.map((host) => {
    let url: URL;
    try {
      url = new URL(host);
    } catch {
      throw new Error(`SEARCH_HOSTS: ${host} is not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`SEARCH_HOSTS: ${host} is not an http(s) URL`);
    if (url.pathname !== '/' || url.search || url.hash)
      throw new Error(`SEARCH_HOSTS: ${host} must be an origin (no path)`);
    return url.origin;
  });
}

export function searchHostsSetting(env: Record<string, string | undefined>): string {
  const list = parseSearchHosts(env.SEARCH_HOSTS);
  if (list.length > 0) return list.join(',');
  if (env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_API_KEY) return 'algolia';
  return 'origin';
}

/** Algolia's own hosts for any application (what the client calls for the `algolia` setting). */
export const ALGOLIA_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com'] as const;

/** What the build decided and the pages depend on; written to build/site-settings.json for the server. */
export interface SiteSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  /** The `search-hosts` setting written into every page. */
  searchHosts: string;
}

export const SITE_SETTINGS_FILE = 'site-settings.json';

/** The built search index, in the build folder: read by the search service (and sent to Algolia by the upload). */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** The same index in shards, in the build folder: a browser on a static host reads the manifest, then the shards a query needs. */
export const SEARCH_SHARDS_FOLDER = 'search-shards';
export const SEARCH_SHARDS_MANIFEST = `${SEARCH_SHARDS_FOLDER}/manifest.json`;

export function siteSettings(env: Record<string, string | undefined>): SiteSettings {
  const { appId, apiKey, indexName } = searchSettings(env);
  return { appId, apiKey, indexName, searchHosts: searchHostsSetting(env) };
}

/** Origins the pages' search client calls besides their own: the replicas, or Algolia's hosts. */
export function searchOrigins(settings: Pick<SiteSettings, 'searchHosts'>): string[] {
  if (settings.searchHosts === 'origin') return [];
  if (settings.searchHosts === 'algolia') return [...ALGOLIA_ORIGINS];
  return settings.searchHosts.split(',');
}
