/**
 * The index settings `npm run search:upload` gives an Algolia index, so Algolia ranks and filters
 * our records the way our own engine does (search/engine.ts): headings before body text, higher
 * levels first, then page order; typos from 4 and 8 letters; camelCase names split into words;
 * the facets the modal and the /search page filter on. For questions as readers type them: English
 * plurals and stop words, all words optional when no record has them all, quoted phrases and
 * `-word` exclusions, and words close together ranked first (proximity).
 */
import { HIERARCHY_LEVELS } from './hierarchy';

export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: [
    ...HIERARCHY_LEVELS.map((level) => `unordered(hierarchy.${level})`),
    'unordered(keywords)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  removeWordsIfNoResults: 'allOptional',
  // Readers ask for "an example" of what a page shows without using the word: it ranks a record that has it
  // higher, and leaves in one that answers without it (otherwise the only hit may be a tutorial that says it).
  optionalWords: ['example', 'examples'],
  queryLanguages: ['en'],
  indexLanguages: ['en'],
  ignorePlurals: true,
  removeStopWords: true,
  advancedSyntax: true,
  separatorsToIndex: '_',
  // At most two records of one page among the hits, so the first places name different pages.
  attributeForDistinct: 'url_without_anchor',
  distinct: 2,
} as const;
