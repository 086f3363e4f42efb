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
