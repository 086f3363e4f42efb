/**
 * The search engine behind our Algolia-compatible service: the term index finds candidates (typos,
 * prefixes, camelCase parts, scored as MiniSearch scores them), our ranking rules order them the way
 * DocSearch's Algolia index does, and the answer has Algolia's shape. This file ties the steps
 * together: plan the query, match records, rank the page, build the hits and facets.
 */
import type { DocSearchRecord } from './records';
import { Highlighter } from './highlight';
import { TextTerms, TokenCache } from './text';
import { topRanked } from './top-ranked';
import { newQueryID } from './query-id';
import { hitShape } from './hit-shape';
import { planQuery, synonymRules, type PlanContext } from './query-plan';
import { resolveRelevance, type Relevance } from './relevance-settings';
import { RecordMatcher } from './record-matcher';
import { comparator } from './ranking-criteria';
import { buildHit, hitOptions, type Hit } from './hit-builder';
import { facetCounts, passesFilters } from './facets';
import type { SearchParams } from './search-schemas';
import type { Synonym } from './synonym-types';

/** One query's parameters, already validated: the type comes from the schema that validates them. */
export type { SearchParams };

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
  queryID?: string;
}

const DEFAULT_HITS_PER_PAGE = 20;

export interface EngineOptions {
  /** The index's Algolia settings; what it does not set falls back to a DocSearch index's. */
  settings?: Record<string, unknown>;
  synonyms?: Synonym[];
}

export class SearchEngine {
  private readonly records: DocSearchRecord[];
  private readonly tokens = new TokenCache();
  private readonly highlighter = new Highlighter(this.tokens);
  private readonly matcher: RecordMatcher;
  private readonly settings: Record<string, unknown>;
  private readonly relevance: Relevance;
  private readonly planContext: Omit<PlanContext, 'relevance'>;

  constructor(
    records: DocSearchRecord[],
    readonly indexName: string,
    options: EngineOptions = {},
  ) {
    this.records = records;
    this.settings = options.settings ?? {};
    this.relevance = resolveRelevance(this.settings);
    // Each distinct text is split into words once, for every structure built here.
    const terms = new TextTerms();
    this.matcher = new RecordMatcher(records, this.tokens, terms);
    const { inflections } = this.matcher;
    this.planContext = {
      synonyms: synonymRules(options.synonyms ?? []),
      inflectionsOf: (word) => inflections.of(word),
    };
  }

  /** The index's relevance, unless the query overrides one of its settings. */
  private relevanceFor(params: SearchParams): Relevance {
    const overrides = [
      params.removeWordsIfNoResults,
      params.optionalWords,
      params.ignorePlurals,
      params.removeStopWords,
      params.queryLanguages,
      params.advancedSyntax,
    ];
    return overrides.every((o) => o === undefined) ? this.relevance : resolveRelevance(this.settings, params);
  }

  get size(): number {
    return this.records.length;
  }

  search(params: SearchParams): SearchResponse {
    const started = performance.now();
    const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = params.page ?? 0;
    const relevance = this.relevanceFor(params);
    const plan = planQuery(params.query, { ...this.planContext, relevance });
    // Without filters or facets, only the records that can reach the asked page need ranking.
    const wanted = params.facetFilters || params.facets ? undefined : (page + 1) * hitsPerPage;
    const { ranked, total } = this.matcher.match(plan, relevance, wanted);
    const filtered = params.facetFilters ? ranked.filter((r) => passesFilters(r.record, params.facetFilters)) : ranked;
    const nbHits = total ?? filtered.length;
    const nbPages = hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0;
    const pageItems = topRanked(filtered, (page + 1) * hitsPerPage, comparator(relevance.ranking)).slice(
      page * hitsPerPage,
    );
    const options = hitOptions(params, hitShape(params));

    const response: SearchResponse = {
      hits: pageItems.map((r) => buildHit(this.highlighter, r.record, plan, options)),
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      exhaustiveNbHits: true,
      query: params.query,
      params: new URLSearchParams({
        query: params.query,
        hitsPerPage: String(hitsPerPage),
        page: String(page),
      }).toString(),
      index: this.indexName,
      processingTimeMS: 0,
    };
    if (params.facets && params.facets.length > 0) {
      response.facets = facetCounts(
        filtered.map((r) => r.record),
        params.facets,
      );
    }
    if (params.clickAnalytics) response.queryID = newQueryID();
    response.processingTimeMS = Math.round(performance.now() - started);
    return response;
  }
}
