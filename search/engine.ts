/**
 * The search engine behind our Algolia-compatible service: the term index finds candidates (typos,
 * prefixes, camelCase parts, scored as MiniSearch scores them), our ranking rules order them the way
 * DocSearch's Algolia index does, and the answer has Algolia's shape.
 */
import type { DocSearchRecord } from './records';
import { HIERARCHY_LEVELS } from './hierarchy';
import { Highlighter, type HighlightResult, type SnippetResult, type Tags } from './highlight';
import { editDistance, indexTerms, queryTerms, stemOf, TokenCache } from './text';
import { recordWords, wordPositions, type RecordWords } from './record-words';
import { topRanked } from './top-ranked';
import { newQueryID } from './query-id';
import { headingKeys, isNamedBy, nameKey, queryNameKey } from './heading-names';
import { SITE_SUBJECT } from './site-subject';
import { hitShape, retrieve, type HitShape } from './hit-shape';
import { TermIndex, type IndexQuery, type IndexResult } from './term-index';
import {
  planQuery,
  synonymRules,
  type PlanContext,
  type QueryPlan,
  type QueryUnit,
  type QueryWord,
} from './query-plan';
import { resolveRelevance, type RankingCriterion, type Relevance } from './relevance-settings';
import type { SearchParams } from './search-schemas';
import type { Synonym } from './synonym-types';

/** One query's parameters, already validated: the type comes from the schema that validates them. */
export type { SearchParams };

export type Hit = Record<string, unknown> & {
  objectID: string;
  _highlightResult: Record<string, unknown>;
  _snippetResult?: Record<string, unknown>;
};

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

export const DEFAULT_HITS_PER_PAGE = 20;
/*
 * An index setting a DocSearch index has, used when a request does not say otherwise (the theme's
 * /search page sends none and relies on it): highlight tags whose class the page restyles.
 */
const DEFAULT_TAGS: Tags = { pre: '<span class="algolia-docsearch-suggestion--highlight">', post: '</span>' };

/** Attribute rule (Algolia's `searchableAttributes` order): a record's own heading first, then its
 *  page and section titles from the top down, then the category, then body text. */
const FIELDS = ['self', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'lvl0', 'content'] as const;

interface Ranked {
  record: DocSearchRecord;
  /** The record's position in the index (the term index's id for it). */
  id: number;
  /** How many query words the record matches (all of them unless words were made optional). */
  words: number;
  typos: number;
  attribute: number;
  /** Summed distance between consecutive matched query words (Algolia's proximity criterion),
   *  measured only when a comparison gets that far. */
  proximity: number;
  exact: number;
  /** Among exact words, how many the record has as whole words rather than camelCase parts
   *  ("Linked nodes" before `linkedNodes` for `linked nodes`); measured only on a tie. */
  whole: number;
  /** 1 when the query is the name the record's headings give it (heading-names.ts), measured on a tie. */
  named: number;
  naming: Naming;
  score: number;
  /** How each unit matched, and the record's words: what the two criteria above are measured on. */
  matches: Array<UnitMatch | null>;
  text: RecordWords;
}

/** What a query's name is checked against, shared by every record the query ranks. */
interface Naming {
  /** The query's words as one name (nameKey); '' when there are none. */
  key: string;
  /** Each record's heading keys, by id, made on first use. */
  headings: Array<string[] | undefined>;
  records: DocSearchRecord[];
  /** The query is about the library itself: the records of its introduction count as named. */
  subject: boolean;
  /** Which records are on the library's introduction page. */
  onSubjectPage: Uint8Array;
}

/** How one record answers one unit of the query; null when it does not. */
interface UnitMatch {
  typos: number;
  exact: number;
  /**
   * The record's words that answered it (for proximity and whole words): a synonym's words, or the
   * unit's own, listed only when a comparison needs them (see wordsOf).
   */
  words?: string[];
  unit: QueryUnit;
  found: IndexResult;
  /** The best field those words were found in (the attribute criterion, per unit). */
  attribute: number;
}

export interface EngineOptions {
  /** The index's Algolia settings; what it does not set falls back to a DocSearch index's. */
  settings?: Record<string, unknown>;
  synonyms?: Synonym[];
}

/** Algolia removes at most this many words with lastWords / firstWords. */
const MAX_REMOVED_WORDS = 5;
/** Algolia's proximity counts at most this distance between two words. */
const MAX_PROXIMITY = 8;

export class SearchEngine {
  private readonly records: DocSearchRecord[];
  private readonly index: TermIndex;
  private readonly tokens = new TokenCache();
  private readonly highlighter = new Highlighter(this.tokens);
  private readonly words: RecordWords[];
  /** The records having an attribute that is this one word and nothing else. */
  private readonly bySoleWord: Map<string, number[]>;
  /** Each record's heading keys (heading-names.ts), made when a query first needs them. */
  private readonly headings: Array<string[] | undefined>;
  /** How many pages each indexed word (lowercased) is on, and how many pages there are. */
  private readonly pagesOfWord: Map<string, number>;
  private readonly pageCount: number;
  /** The pages' titles as heading-names.ts keys: a query word that is one names a topic. */
  private readonly pageTitles: Set<string>;
  private readonly onSubjectPage: Uint8Array;
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
    this.index = new TermIndex(
      records.map((record) =>
        FIELDS.map((field) => {
          if (field === 'self') return ownHeading(record);
          if (field === 'content') return record.content ?? '';
          return record.hierarchy[field] ?? '';
        }),
      ),
      FIELDS,
      indexTerms,
    );
    this.words = records.map((record) => recordWords(record, this.tokens));
    this.bySoleWord = recordsBySoleWord(this.words);
    this.headings = new Array<string[] | undefined>(records.length);
    this.onSubjectPage = Uint8Array.from(records, (record) => (pathOf(record.url) === SITE_SUBJECT.page ? 1 : 0));
    ({ pagesOfWord: this.pagesOfWord, pageCount: this.pageCount } = pagesOfWords(records));
    this.pageTitles = new Set(records.flatMap((r) => (r.type === 'lvl1' ? headingKeys(r).slice(-1) : [])));
    this.planContext = { synonyms: synonymRules(options.synonyms ?? []), wordsByStem: this.wordsByStem() };
  }

  /** Every indexed word (lowercased) grouped by stem, for plural and inflected forms. */
  private wordsByStem(): Map<string, string[]> {
    const byStem = new Map<string, string[]>();
    for (const record of this.records) {
      const texts = [...HIERARCHY_LEVELS.map((l) => record.hierarchy[l]), record.content];
      for (const text of texts) {
        if (!text) continue;
        for (const term of indexTerms(text)) {
          const word = term.toLowerCase();
          const stem = stemOf(word);
          const list = byStem.get(stem);
          if (!list) byStem.set(stem, [word]);
          else if (!list.includes(word)) list.push(word);
        }
      }
    }
    return byStem;
  }

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
    const { ranked, total } = this.rank(plan, relevance, wanted);
    const filtered = params.facetFilters ? ranked.filter((r) => passesFilters(r.record, params.facetFilters)) : ranked;
    const nbHits = total ?? filtered.length;
    const nbPages = hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0;
    const pageItems = topRanked(filtered, (page + 1) * hitsPerPage, comparator(relevance.ranking)).slice(
      page * hitsPerPage,
    );
    const shape = hitShape(params);
    const ellipsis = params.snippetEllipsisText ?? '';
    const tags: Tags = {
      pre: params.highlightPreTag ?? DEFAULT_TAGS.pre,
      post: params.highlightPostTag ?? DEFAULT_TAGS.post,
    };

    const response: SearchResponse = {
      hits: pageItems.map((r) => this.toHit(r.record, plan, shape, ellipsis, tags)),
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

  /**
   * Records answering the query, in no order (the page is picked by the ranking), and how many there
   * are when not all of them are returned. Every unit must match, except optional words and, when
   * nothing matches them all, the words removeWordsIfNoResults lets go; only then is the wider query
   * run, so the common case costs one lookup.
   */
  private rank(plan: QueryPlan, relevance: Relevance, wanted?: number): { ranked: Ranked[]; total?: number } {
    const { units } = plan;
    if (units.length === 0) {
      const all = this.records.map((record, id) => ({
        record,
        id,
        words: 0,
        typos: 0,
        attribute: 0,
        proximity: 0,
        exact: 0,
        whole: 0,
        named: 0,
        naming: NO_NAMING,
        score: 0,
        matches: [],
        text: this.words[id],
      }));
      return { ranked: this.withoutExcluded(all, plan) };
    }
    const required = units.map((u) => !u.optional);
    const anyOptional = required.some((r) => !r);
    if (!anyOptional) {
      const strict = this.candidates(plan, 'AND');
      if (strict.length > 0 || relevance.removeWordsIfNoResults === 'none' || units.length === 1) {
        return { ranked: this.finish(strict, plan, relevance, required) };
      }
      // Every word optional, ranked by words first: the page's hits are among the records that
      // answer the most words, and every record found answers at least one (none does them all).
      if (
        relevance.removeWordsIfNoResults === 'allOptional' &&
        relevance.ranking[0] === 'words' &&
        units.every((unit) => !unit.phrase) &&
        wanted !== undefined &&
        wanted > 0
      ) {
        const { found, total } = this.heaviestCandidates(plan, wanted);
        return {
          ranked: this.finish(
            found,
            plan,
            relevance,
            units.map(() => false),
          ),
          total,
        };
      }
    }
    const wide = this.candidates(plan, 'OR');
    for (const mask of relaxations(required, relevance.removeWordsIfNoResults)) {
      const ranked = this.finish(wide, plan, relevance, mask);
      if (ranked.length > 0) return { ranked };
    }
    return { ranked: [] };
  }

  private candidates(
    plan: QueryPlan,
    combineWith: 'AND' | 'OR',
  ): Array<{ result: IndexResult; matches: Array<UnitMatch | null> }> {
    const query: IndexQuery = { combineWith, queries: plan.units.map(unitQuery) };
    // In no order: the ranking orders them, down to heading level, score, position and URL.
    const { results } = this.index.searchTop(query, plan.excluded);
    return results.map((result) => ({ result, matches: matchUnits(plan.units, result) }));
  }

  /** Records answering any unit, only those answering the most words (at least `wanted` of them). */
  private heaviestCandidates(
    plan: QueryPlan,
    wanted: number,
  ): { found: Array<{ result: IndexResult; matches: Array<UnitMatch | null> }>; total: number } {
    const query: IndexQuery = { combineWith: 'OR', queries: plan.units.map(unitQuery) };
    const top = { weights: plan.units.map((unit) => unit.words.length), count: wanted };
    const { results, total } = this.index.searchTop(query, plan.excluded, top);
    const found = results.map((result) => ({ result, matches: matchUnits(plan.units, result) }));
    return { found, total };
  }

  /** The candidates that match every required unit (and quoted phrases in order), with their ranking criteria. */
  private finish(
    found: Array<{ result: IndexResult; matches: Array<UnitMatch | null> }>,
    plan: QueryPlan,
    relevance: Relevance,
    required: boolean[],
  ): Ranked[] {
    const wantsProximity = relevance.ranking.includes('proximity') && plan.units.length > 1;
    const only = plan.units.length === 1 && plan.units[0].words.length === 1 ? plan.units[0].words[0] : undefined;
    // Algolia's exactOnSingleWordQuery "attribute": one word counts as exact only when an
    // attribute is that word and nothing else (the `setProp` heading, not a sentence using it).
    const exactAlone = only && new Set([only.text, ...only.variants].flatMap((w) => this.bySoleWord.get(w) ?? []));
    const ranked: Ranked[] = [];
    const { units } = plan;
    const naming: Naming = {
      key: queryNameKey(units.flatMap((unit) => unit.words.map((word) => word.text))),
      headings: this.headings,
      records: this.records,
      subject: this.isAboutSubject(plan),
      onSubjectPage: this.onSubjectPage,
    };
    // Plain loops: this runs for every candidate, and closures here would be allocated for each.
    candidates: for (const { result, matches } of found) {
      const id = result.id;
      let words = 0;
      let typos = 0;
      let exact = 0;
      let attribute = 0;
      let matchedAny = false;
      for (let i = 0; i < units.length; i += 1) {
        const match = matches[i];
        if (match === null) {
          if (required[i]) continue candidates;
          continue;
        }
        if (units[i].phrase && !this.hasPhrase(id, units[i])) continue candidates;
        matchedAny = true;
        words += units[i].words.length;
        typos += match.typos;
        exact += match.exact;
        attribute += match.attribute;
      }
      if (!matchedAny) continue;
      const record = this.records[id];
      if (exactAlone) exact = exactAlone.has(id) ? 1 : 0;
      // Measured only when a comparison gets that far (NaN until then).
      const proximity = wantsProximity ? NaN : 0;
      const whole = units.length > 1 ? NaN : 0;
      const text = this.words[id];
      const named = NaN;
      ranked.push({
        record,
        id,
        words,
        typos,
        attribute,
        proximity,
        exact,
        whole,
        named,
        naming,
        score: result.score,
        matches,
        text,
      });
    }
    return ranked;
  }

  /**
   * True when the query names the library and otherwise only words that do not tell pages apart:
   * each is on a good share of them (or is a synonym of such a word) and is no page's title.
   */
  private isAboutSubject(plan: QueryPlan): boolean {
    let named = false;
    for (const unit of plan.units) {
      const key = nameKey(unit.words.map((w) => w.text));
      if (SUBJECT_KEYS.has(key) || unit.alternatives.some((a) => SUBJECT_KEYS.has(nameKey(a.words)))) {
        named = true;
        continue;
      }
      const typed = unit.words.flatMap((w) => [w.text, ...w.variants]);
      const words = [...typed, ...unit.alternatives.flatMap((a) => a.words)];
      const common = words.some((w) => (this.pagesOfWord.get(w) ?? 0) >= SITE_SUBJECT.commonShare * this.pageCount);
      if (!common || typed.some((w) => this.pageTitles.has(nameKey([w])))) return false;
    }
    return named;
  }

  private withoutExcluded<T extends { id: number }>(ranked: T[], plan: QueryPlan): T[] {
    if (plan.excluded.length === 0) return ranked;
    const excluded = new Set(plan.excluded);
    return ranked.filter(
      ({ id }) =>
        !this.words[id].fields.some((tokens) =>
          tokens.some((t) => excluded.has(t.lower) || t.parts.some((p) => excluded.has(p.lower))),
        ),
    );
  }

  /** True when the phrase's words follow each other in one of the record's attributes. */
  private hasPhrase(id: number, unit: QueryUnit): boolean {
    const phrase = unit.words.map((w) => w.text);
    return this.words[id].fields.some((tokens) => {
      for (let i = 0; i + phrase.length <= tokens.length; i += 1) {
        if (phrase.every((w, k) => tokens[i + k].lower === w)) return true;
      }
      return false;
    });
  }

  private toHit(record: DocSearchRecord, plan: QueryPlan, shape: HitShape, ellipsis: string, tags: Tags): Hit {
    const hit = retrieve(record, shape.retrieve) as Hit;
    const highlightResult: Record<string, unknown> = {};
    const hierarchyHighlight: Record<string, HighlightResult> = {};
    let anyLevel = false;
    for (const level of shape.highlightLevels) {
      const value = record.hierarchy[level];
      if (value == null) continue;
      hierarchyHighlight[level] = this.highlighter.highlight(value, plan, tags);
      anyLevel = true;
    }
    if (anyLevel) highlightResult.hierarchy = hierarchyHighlight;
    if (record.content != null && shape.highlightContent)
      highlightResult.content = this.highlighter.highlight(record.content, plan, tags);
    hit._highlightResult = highlightResult;

    const snippetResult: Record<string, unknown> = {};
    const hierarchySnippet: Record<string, SnippetResult> = {};
    let anySnippet = false;
    let anyLevelSnippet = false;
    for (const { target, words } of shape.snippets) {
      if (target === 'content') {
        if (record.content == null) continue;
        snippetResult.content = this.highlighter.snippet(record.content, plan, words, ellipsis, tags);
        anySnippet = true;
      } else {
        const value = record.hierarchy[target];
        if (value == null) continue;
        hierarchySnippet[target] = this.highlighter.snippet(value, plan, words, ellipsis, tags);
        anyLevelSnippet = true;
      }
    }
    if (anyLevelSnippet) snippetResult.hierarchy = hierarchySnippet;
    if (anySnippet || anyLevelSnippet) hit._snippetResult = snippetResult;
    return hit;
  }
}

const CRITERIA: Partial<Record<RankingCriterion, (a: Ranked, b: Ranked) => number>> = {
  words: (a, b) => b.words - a.words,
  typo: (a, b) => a.typos - b.typos,
  attribute: (a, b) => a.attribute - b.attribute,
  proximity: (a, b) => proximityOf(a) - proximityOf(b),
  exact: (a, b) => b.exact - a.exact || wholeOf(b) - wholeOf(a),
  // Heading level ↓, then text relevance ↓, then position on the page ↑.
  custom: (a, b) =>
    b.record.weight.level - a.record.weight.level ||
    b.score - a.score ||
    a.record.weight.position - b.record.weight.position,
};

const NO_NAMING: Naming = { key: '', headings: [], records: [], subject: false, onSubjectPage: new Uint8Array() };
const SUBJECT_KEYS = new Set(SITE_SUBJECT.names.map((name) => nameKey(queryTerms(name))));

function pathOf(url: string): string {
  return url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[#?].*$/, '');
}

/** How many pages (URLs without anchor) each lowercased word of the records is on. */
function pagesOfWords(records: DocSearchRecord[]): { pagesOfWord: Map<string, number>; pageCount: number } {
  const pagesOfWord = new Map<string, number>();
  const lastPage = new Map<string, string>();
  const pages = new Set<string>();
  for (const record of records) {
    const page = pathOf(record.url);
    pages.add(page);
    for (const text of [...HIERARCHY_LEVELS.map((l) => record.hierarchy[l]), record.content]) {
      if (!text) continue;
      for (const term of indexTerms(text)) {
        const word = term.toLowerCase();
        if (lastPage.get(word) === page) continue;
        lastPage.set(word, page);
        pagesOfWord.set(word, (pagesOfWord.get(word) ?? 0) + 1);
      }
    }
  }
  return { pagesOfWord, pageCount: pages.size };
}

/** Named first: the entry a name like `query.node` or `Element canvas` spells out by its headings. */
function namedOf(ranked: Ranked): number {
  if (Number.isNaN(ranked.named)) {
    const { naming, id } = ranked;
    if (naming.subject && naming.onSubjectPage[id]) ranked.named = 1;
    else {
      const headings = (naming.headings[id] ??= headingKeys(naming.records[id]));
      ranked.named = isNamedBy(naming.key, headings, ranked.typos) ? 1 : 0;
    }
  }
  return ranked.named;
}

/**
 * Before the attribute criterion: a record the query names by its headings outranks one that holds
 * the same words in a heading of its own (`Canvas becomes Element canvas` for `Element canvas`).
 */
const byName = (a: Ranked, b: Ranked): number => namedOf(b) - namedOf(a);

function wholeOf(ranked: Ranked): number {
  if (Number.isNaN(ranked.whole)) ranked.whole = wholeWords(ranked.text, ranked.matches);
  return ranked.whole;
}

function proximityOf(ranked: Ranked): number {
  if (Number.isNaN(ranked.proximity)) ranked.proximity = proximity(ranked.text, ranked.matches);
  return ranked.proximity;
}

function recordsBySoleWord(words: RecordWords[]): Map<string, number[]> {
  const records = new Map<string, number[]>();
  words.forEach(({ soleWords }, id) => {
    for (const word of new Set(soleWords)) {
      const list = records.get(word);
      if (list) list.push(id);
      else records.set(word, [id]);
    }
  });
  return records;
}

function wholeWords(text: RecordWords, matches: Array<UnitMatch | null>): number {
  return matches.filter((m) => m !== null && wordsOf(m).some((w) => text.whole.has(w))).length;
}

/**
 * Algolia's proximity: for each pair of consecutive matched units, the smallest distance between
 * their words within one attribute (1 when adjacent), at most 8, summed.
 */
function proximity(text: RecordWords, matches: Array<UnitMatch | null>): number {
  const matched = matches.filter((m): m is UnitMatch => m !== null);
  if (matched.length < 2) return 0;
  // A word answering several units stands for the last of them.
  const unitOf = new Map<string, number>();
  matched.forEach((m, u) => wordsOf(m).forEach((w) => unitOf.set(w, u)));
  const positions = wordPositions(text);
  const unitPositions: number[][] = matched.map(() => []);
  for (const [word, unit] of unitOf) {
    const at = positions.get(word);
    if (at) unitPositions[unit] = unitPositions[unit].length === 0 ? at : mergeSorted(unitPositions[unit], at);
  }
  let sum = 0;
  for (let u = 0; u + 1 < matched.length; u += 1) sum += closest(unitPositions[u], unitPositions[u + 1]);
  return sum;
}

/** The smallest distance between two ascending position lists, at most MAX_PROXIMITY. */
function closest(a: number[], b: number[]): number {
  let best = MAX_PROXIMITY;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length && best > 0) {
    const distance = a[i] - b[j];
    if (Math.abs(distance) < best) best = Math.abs(distance);
    if (distance < 0) i += 1;
    else j += 1;
  }
  return best;
}

function mergeSorted(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++]);
  return out;
}

/** The index's ranking criteria in order (geo and filters do not apply here), then the URL. */
function comparator(ranking: RankingCriterion[]): (a: Ranked, b: Ranked) => number {
  const steps = ranking.flatMap((c) => (c === 'attribute' ? [byName, CRITERIA[c]!] : (CRITERIA[c] ?? [])));
  if (!ranking.includes('custom')) steps.push(CRITERIA.custom!);
  return (a, b) => {
    for (const step of steps) {
      const order = step(a, b);
      if (order !== 0) return order;
    }
    return a.record.url.localeCompare(b.record.url);
  };
}

/**
 * Which units must match, in the order removeWordsIfNoResults tries them: lastWords lets go of the
 * last required word, then the one before, up to 5; firstWords the same from the start;
 * allOptional asks for any one word. The words of each attempt still count when they match.
 */
function* relaxations(required: boolean[], strategy: Relevance['removeWordsIfNoResults']): Generator<boolean[]> {
  yield required;
  const positions = required.flatMap((r, i) => (r ? [i] : []));
  if (strategy === 'allOptional') {
    yield required.map(() => false);
  } else if (strategy === 'lastWords' || strategy === 'firstWords') {
    const order = strategy === 'lastWords' ? [...positions].reverse() : positions;
    const mask = [...required];
    for (const position of order.slice(0, Math.min(MAX_REMOVED_WORDS, positions.length - 1))) {
      mask[position] = false;
      yield [...mask];
    }
  }
}

/** A unit as an index query: its own words (typos, prefix, plural forms) or one of its synonyms. */
function unitQuery(unit: QueryUnit): IndexQuery {
  const own: IndexQuery = { combineWith: 'AND', queries: unit.words.map(wordQuery) };
  if (unit.alternatives.length === 0) return own;
  return {
    combineWith: 'OR',
    queries: [
      own,
      ...unit.alternatives.map((a): IndexQuery => ({ combineWith: 'AND', queries: a.words.map(exactly) })),
    ],
  };
}

function wordQuery(word: QueryWord): IndexQuery {
  const typed: IndexQuery = { term: word.text, typos: word.typos, prefix: word.prefix };
  if (word.variants.length === 0) return typed;
  return { combineWith: 'OR', queries: [typed, { combineWith: 'OR', queries: word.variants.map(exactly) }] };
}

function exactly(term: string): IndexQuery {
  return { term, typos: 0, prefix: false };
}

function matchUnits(units: QueryUnit[], found: IndexResult): Array<UnitMatch | null> {
  const matches = new Array<UnitMatch | null>(units.length);
  for (let i = 0; i < units.length; i += 1) matches[i] = matchUnit(units[i], found);
  return matches;
}

/** How the record's matched words answer a unit: the best of its own words and its synonyms. */
function matchUnit(unit: QueryUnit, found: IndexResult): UnitMatch | null {
  let best: UnitMatch | null = null;
  const own = ownMatch(unit, found);
  if (own) best = own;
  for (const alternative of unit.alternatives) {
    if (best && best.typos <= alternative.typos) break;
    const positions = alternative.words.map((w) => found.terms.indexOf(w));
    if (positions.every((k) => k >= 0)) {
      best = {
        typos: alternative.typos,
        exact: alternative.typos === 0 ? unit.words.length : 0,
        words: alternative.words,
        unit,
        found,
        attribute: Math.min(...positions.map((k) => bestField(found.fields[k]))),
      };
    }
  }
  return best;
}

/** The typos it takes for a record's word to answer a typed word, or -1 when it does not answer it. */
function typosFor(word: QueryWord, candidate: string): number {
  if (candidate === word.text || word.variants.includes(candidate)) return 0;
  if (word.prefix && candidate.startsWith(word.text)) return 0;
  if (word.typos === 0) return -1;
  const typos = editDistance(word.text, candidate, word.typos);
  return typos > word.typos ? -1 : typos;
}

function ownMatch(unit: QueryUnit, found: IndexResult): UnitMatch | null {
  const documentWords = found.terms;
  let typos = 0;
  let exact = 0;
  let attribute: number = FIELDS.length;
  for (const word of unit.words) {
    let bestTypos = Infinity;
    let bestExact = false;
    // The attribute of the words counted for the typo criterion: "iframe" in a heading (a typo)
    // does not stand for "frame" found as typed in body text.
    let bestAttribute: number = FIELDS.length;
    for (let k = 0; k < documentWords.length; k += 1) {
      const candidate = documentWords[k];
      const candidateTypos = typosFor(word, candidate);
      if (candidateTypos < 0 || candidateTypos > bestTypos) continue;
      const isExact = candidate === word.text || word.variants.includes(candidate);
      const field = bestField(found.fields[k]);
      if (candidateTypos < bestTypos) bestAttribute = field;
      else bestAttribute = Math.min(bestAttribute, field);
      if (candidateTypos < bestTypos || (isExact && !bestExact)) {
        bestTypos = candidateTypos;
        bestExact = isExact;
      }
    }
    if (bestTypos === Infinity) return null;
    attribute = Math.min(attribute, bestAttribute);
    typos += bestTypos;
    if (bestExact) exact += 1;
  }
  return { typos, exact, attribute, unit, found };
}

/** The record's words that answered the unit, listed on first use (most rankings never ask). */
function wordsOf(match: UnitMatch): string[] {
  if (match.words) return match.words;
  const words: string[] = [];
  for (const word of match.unit.words)
    for (const candidate of match.found.terms) if (typosFor(word, candidate) >= 0) words.push(candidate);
  return (match.words = words);
}

/**
 * The attribute criterion per query word: each matched unit counts the best attribute its words
 * were found in, so a record whose headings hold more of the query ranks before one that holds a
 * single word in its title and the rest in body text. Fields are numbered in attribute order.
 */
function bestField(fields: number): number {
  return fields === 0 ? FIELDS.length : 31 - Math.clz32(fields & -fields);
}

/** A heading record's own heading; for body text, the heading of the section it sits in. */
function ownHeading(record: DocSearchRecord): string {
  if (record.type !== 'content') return record.hierarchy[record.type] ?? '';
  for (let i = HIERARCHY_LEVELS.length - 1; i > 1; i -= 1) {
    const value = record.hierarchy[HIERARCHY_LEVELS[i]];
    if (value) return value;
  }
  return '';
}

function attributeValue(record: DocSearchRecord, attribute: string): unknown {
  let value: unknown = record;
  for (const key of attribute.split('.')) {
    // Own properties only: `constructor` or `__proto__` are not record attributes.
    if (value == null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function passesFilters(record: DocSearchRecord, filters: SearchParams['facetFilters']): boolean {
  if (!filters) return true;
  return filters.every((group) => {
    const alternatives = Array.isArray(group) ? group : [group];
    return alternatives.length === 0 || alternatives.some((filter) => passesFilter(record, filter));
  });
}

function passesFilter(record: DocSearchRecord, filter: string): boolean {
  const colon = filter.indexOf(':');
  if (colon < 0) return false;
  const attribute = filter.slice(0, colon);
  let expected = filter.slice(colon + 1);
  const negated = expected.startsWith('-');
  if (negated) expected = expected.slice(1);
  const value = attributeValue(record, attribute);
  const values = Array.isArray(value) ? value : [value];
  const found = values.some((v) => v != null && String(v) === expected);
  return negated ? !found : found;
}

function facetCounts(records: DocSearchRecord[], facets: string[]): Record<string, Record<string, number>> {
  const names = facets.includes('*') ? ['language', 'docusaurus_tag', 'type', 'hierarchy.lvl0'] : facets;
  const counts: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const facet: Record<string, number> = {};
    for (const record of records) {
      const value = attributeValue(record, name);
      for (const v of Array.isArray(value) ? value : [value]) {
        if (v == null || typeof v === 'object') continue;
        facet[String(v)] = (facet[String(v)] ?? 0) + 1;
      }
    }
    counts[name] = facet;
  }
  return counts;
}
