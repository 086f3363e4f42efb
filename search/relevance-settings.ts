/**
 * The relevance settings the engine honours, read from an index's settings and overridden per
 * query where Algolia allows it. Settings an index does not set fall back to those a DocSearch
 * index has (algolia-settings.ts), because every index this service holds is a DocSearch index.
 */
import { ALGOLIA_INDEX_SETTINGS } from './algolia-settings';

export const REMOVE_WORDS_STRATEGIES = ['none', 'lastWords', 'firstWords', 'allOptional'] as const;
export type RemoveWordsIfNoResults = (typeof REMOVE_WORDS_STRATEGIES)[number];
export const RANKING_CRITERIA = [
  'typo',
  'geo',
  'words',
  'filters',
  'proximity',
  'attribute',
  'exact',
  'custom',
] as const;
export type RankingCriterion = (typeof RANKING_CRITERIA)[number];

/** `true`, `false` or a list of ISO 639-1 codes, as Algolia takes them. */
export type LanguageSwitch = boolean | string[];

/** The relevance parameters a query may send (Algolia's names). */
export interface RelevanceParams {
  removeWordsIfNoResults?: RemoveWordsIfNoResults;
  optionalWords?: string[];
  ignorePlurals?: LanguageSwitch;
  removeStopWords?: LanguageSwitch;
  queryLanguages?: string[];
  advancedSyntax?: boolean;
}

export interface Relevance {
  removeWordsIfNoResults: RemoveWordsIfNoResults;
  optionalWords: Set<string>;
  /** Whether English plural and inflected forms are equivalent. */
  ignorePlurals: boolean;
  /** Whether English stop words (and question frames) leave the query. */
  removeStopWords: boolean;
  advancedSyntax: boolean;
  ranking: RankingCriterion[];
}

/** Only English is supported: a setting is on when it names English, or is true while the query languages allow English. */
function englishOn(value: LanguageSwitch | undefined, queryLanguages: string[] | undefined): boolean {
  if (value === undefined || value === false) return false;
  if (Array.isArray(value)) return value.includes('en');
  return !queryLanguages || queryLanguages.length === 0 || queryLanguages.includes('en');
}

/** Optional words are given as strings each holding one or more words. */
function optionalWordSet(list: unknown): Set<string> {
  const words = new Set<string>();
  if (!Array.isArray(list) && typeof list !== 'string') return words;
  for (const entry of Array.isArray(list) ? list : [list]) {
    if (typeof entry !== 'string') continue;
    for (const word of entry.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) words.add(word);
  }
  return words;
}

function pick<T>(
  params: RelevanceParams,
  settings: Record<string, unknown>,
  key: keyof RelevanceParams & string,
): T | undefined {
  if (params[key] !== undefined) return params[key] as T;
  if (settings[key] !== undefined) return settings[key] as T;
  return (ALGOLIA_INDEX_SETTINGS as Record<string, unknown>)[key] as T | undefined;
}

export function resolveRelevance(settings: Record<string, unknown>, params: RelevanceParams = {}): Relevance {
  const queryLanguages = pick<string[]>(params, settings, 'queryLanguages');
  const strategy = pick<string>(params, settings, 'removeWordsIfNoResults');
  const ranking = (settings.ranking ?? ALGOLIA_INDEX_SETTINGS.ranking) as unknown[];
  return {
    removeWordsIfNoResults: (REMOVE_WORDS_STRATEGIES as readonly string[]).includes(strategy ?? '')
      ? (strategy as RemoveWordsIfNoResults)
      : 'none',
    optionalWords: optionalWordSet(pick(params, settings, 'optionalWords')),
    ignorePlurals: englishOn(pick(params, settings, 'ignorePlurals'), queryLanguages),
    removeStopWords: englishOn(pick(params, settings, 'removeStopWords'), queryLanguages),
    advancedSyntax: pick<boolean>(params, settings, 'advancedSyntax') === true,
    ranking: (Array.isArray(ranking) ? ranking : []).filter((c): c is RankingCriterion =>
      (RANKING_CRITERIA as readonly unknown[]).includes(c),
    ),
  };
}
