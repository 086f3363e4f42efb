import { describe, expect, it } from 'vitest';
import { searchSettings, LOCAL_SEARCH_APP_ID } from '../../config/search';

describe('searchSettings', () => {
  it('defaults to our own search service with contextual search off', () => {
    expect(searchSettings({})).toMatchObject({
      appId: LOCAL_SEARCH_APP_ID,
      searchPagePath: 'search',
      contextualSearch: false,
    });
  });

  it('uses real Algolia credentials from the environment unchanged', () => {
    expect(searchSettings({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'idx' })).toEqual(
      { appId: 'APP', apiKey: 'key', indexName: 'idx', searchPagePath: 'search', contextualSearch: false },
    );
  });
});
