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
import { comparator, leadingCriteria, leadValue, type Ranked } from './ranking-criteria';
import { buildHit, hitOptions, type Hit } from './hit-builder';
import { facetCounts, passesFilters } from './facets';
import { distinctGroups, distinctLimit, distinctTop, keepDistinct } from './distinct';
import type { SearchParams } from './search-schemas';
import type { Synonym } from './synonym-types';
import type { IndexParts } from './index-parts';

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
/** With distinct, how many times the asked hits are ranked before one page's records can crowd them out. */
const DISTINCT_HEADROOM = 2;

export interface EngineOptions {
  /** The index's Algolia settings; what it does not set falls back to a DocSearch index's. */
  settings?: Record<string, unknown>;
  synonyms?: Synonym[];
  /** The term index's postings and what else is not worked out from the records (a static host's shards). */
  parts?: IndexParts;
}

export class SearchEngine {
  private readonly records: DocSearchRecord[];
  private readonly tokens = new TokenCache();
  private readonly highlighter = new Highlighter(this.tokens);
  private readonly matcher: RecordMatcher;
  private readonly settings: Record<string, unknown>;
  private readonly relevance: Relevance;
  private readonly planContext: Omit<PlanContext, 'relevance'>;
  /** Each record's group under the index's attributeForDistinct, or null when it sets none. */
  private readonly groups: Int32Array | null;
  /** Told the hits before their texts are read, when the texts load by shard. */
  private readonly readTexts?: IndexParts['readTexts'];

  constructor(
    records: DocSearchRecord[],
    readonly indexName: string,
    options: EngineOptions = {},
  ) {
    this.records = records;
    this.settings = options.settings ?? {};
    this.relevance = resolveRelevance(this.settings);
    const distinctAttribute = this.settings.attributeForDistinct;
    this.groups =
      typeof distinctAttribute === 'string' && distinctAttribute !== ''
        ? distinctGroups(records, distinctAttribute)
        : null;
    // Each distinct text is split into words once, for every structure built here.
    const terms = new TextTerms();
    this.matcher = new RecordMatcher(records, this.tokens, terms, options.parts);
    this.readTexts = options.parts?.readTexts;
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
    // Distinct is on when the index names its attribute (Algolia ignores `distinct` otherwise).
    const limit = this.groups ? distinctLimit(this.settings.distinct, params.distinct) : 0;
    const distinct = limit > 0;
    const needed = (page + 1) * hitsPerPage;
    const compare = comparator(relevance.ranking);
    const filter = (ranked: Ranked[]) =>
      params.facetFilters ? ranked.filter((r) => passesFilters(r.record, params.facetFilters)) : ranked;
    // Without filters or facets, only the records that can reach the asked page need ranking: with
    // distinct, a few times more, as one page's records may take several of the places.
    const wanted = params.facetFilters || params.facets ? undefined : needed * (distinct ? DISTINCT_HEADROOM : 1);
    const lead = leadingCriteria(relevance.ranking, plan.units.length <= 1);
    const leadOf = lead.map((criterion) => (ranked: Ranked) => leadValue(criterion, ranked));
    // Distinct ranks a page from the buckets it reaches (distinct.ts): a query that can find most of the
    // index makes entries for those records only and counts the rest (record-matcher.ts).
    const reach =
      distinct && !params.facetFilters && !params.facets
        ? { lead, groups: this.groups!, limit, count: needed }
        : undefined;
    const matched = this.matcher.match(plan, relevance, wanted, reach);
    let { ranked, total } = matched;
    // Records equal in the leading criteria are told apart by their texts (proximity, whole words)
    // when the query has more than one unit: where texts load by shard, a bucket's load at once.
    const readTexts = this.readTexts;
    const prepare =
      readTexts && plan.units.length > 1 ? (bucket: Ranked[]) => readTexts(bucket.map((r) => r.id)) : undefined;
    // The asked page's items in rank order, and how many matches distinct leaves.
    const rankPage = (items: Ranked[]): { top: Ranked[]; kept: number } => {
      if (!distinct) return { top: topRanked(items, needed, compare), kept: items.length };
      const quick = distinctTop(items, compare, leadOf, this.groups!, limit, needed, prepare);
      if (quick) return quick;
      const kept = keepDistinct(items, compare, this.groups!, limit);
      return { top: topRanked(kept, needed, compare), kept: kept.length };
    };
    let filtered = filter(ranked);
    let { top, kept } = rankPage(filtered);
    kept = matched.kept ?? kept;
    if (distinct && kept < needed && total !== undefined && total > ranked.length) {
      // One page's records filled the headroom: rank every match.
      ({ ranked, total } = this.matcher.match(plan, relevance));
      filtered = filter(ranked);
      ({ top, kept } = rankPage(filtered));
    }
    // Matches not ranked (past the headroom) count as distinct ones: Algolia's count is approximate there too.
    const nbHits = kept + (total === undefined ? 0 : total - ranked.length);
    const pageItems = top.slice(page * hitsPerPage);
    const nbPages = hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0;
    const options = hitOptions(params, hitShape(params));
    this.readTexts?.(pageItems.map((r) => r.id));

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
      // Counted before distinct, as Algolia counts them unless `facetingAfterDistinct` is set.
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
