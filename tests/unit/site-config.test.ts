import { describe, expect, it } from 'vitest';
import sidebars from '../../sidebars';
import { searchSettings, LOCAL_SEARCH_APP_ID } from '../../config/search';

type Category = { type: 'category'; label: string; collapsed: boolean; items: string[] };

describe('site configuration', () => {
  it('has one sidebar, docs, with the categories in their order and the migration guide first', () => {
    expect(Object.keys(sidebars)).toEqual(['docs']);
    const categories = sidebars.docs as Category[];
    expect(categories.map((c) => c.label)).toEqual([
      'Migrating',
      'Introduction',
      'Core Concepts',
      'Guides',
      'API Reference',
      'Additional Packages',
    ]);
    expect(categories.every((c) => c.collapsed === false)).toBe(true);
    expect(categories[0].items[0]).toBe('migrating/migrating-0.1.x');
    // The 20 pages of the route table, plus the five guides readers asked for.
    expect(categories.flatMap((c) => c.items)).toHaveLength(25);
    expect(categories.find((c) => c.label === 'Guides')?.items).toEqual([
      'guides/basic-tutorial',
      'guides/save-load-state',
      'guides/versioned-saving',
      'guides/server-rendering',
      'guides/iframe-editor',
      'guides/drop-indicator-and-rules',
      'guides/performance',
    ]);
  });
});

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
