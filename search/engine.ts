/**
 * The search engine behind our Algolia-compatible service: MiniSearch finds candidates (typos,
 * prefixes, camelCase parts), our ranking rules order them the way DocSearch's Algolia index does,
 * and the answer has Algolia's shape.
 */
import { randomBytes } from 'node:crypto';
import MiniSearch, { type SearchResult } from 'minisearch';
import { HIERARCHY_LEVELS, type DocSearchRecord, type HierarchyLevel } from './records';
import { highlight, snippet, type HighlightResult, type SnippetResult, type Tags } from './highlight';
import { allowedTypos, indexTerms, matchTerm, queryTerms } from './text';
import type { Synonym } from './synonym-types';

/** One query's parameters, already validated (see api.ts). Names and defaults follow Algolia. */
export interface SearchParams {
  query: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  /** `attribute` or `attribute:wordCount` (Algolia's default count is 10). */
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Outer list: AND; inner list: OR; `attr:value`, `attr:-value` negates. */
  facetFilters?: Array<string | string[]>;
  facets?: string[];
  clickAnalytics?: boolean;
}

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
const DEFAULT_SNIPPET_WORDS = 10;
/*
 * Index settings a DocSearch index has, used when a request does not say otherwise (the theme's
 * /search page sends none and relies on them): highlight tags whose class the page restyles, and
 * 10-word content snippets.
 */
const DEFAULT_TAGS: Tags = { pre: '<span class="algolia-docsearch-suggestion--highlight">', post: '</span>' };
const DEFAULT_ATTRIBUTES_TO_SNIPPET = ['content:10'];
const SEARCHABLE = [...HIERARCHY_LEVELS.map((l) => `hierarchy.${l}`), 'content'];

/** Attribute rule (Algolia's `searchableAttributes` order): a record's own heading first, then its
 *  page and section titles from the top down, then the category, then body text. */
const FIELDS = ['self', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'lvl0', 'content'] as const;
type Field = (typeof FIELDS)[number];
const FIELD_RANK = new Map<string, number>(FIELDS.map((f, i) => [f, i]));

interface Ranked {
  record: DocSearchRecord;
  /** How many query words the record matches (all of them unless words were made optional). */
  words: number;
  typos: number;
  attribute: number;
  exact: number;
  score: number;
}

export class SearchEngine {
  private readonly records: DocSearchRecord[];
  private readonly index: MiniSearch<{ id: number } & Record<Field, string>>;

  constructor(
    records: DocSearchRecord[],
    readonly indexName: string,
    // The index's settings and synonyms (index-store.ts), as an Algolia index holds them.
    _options: { settings?: Record<string, unknown>; synonyms?: Synonym[] } = {},
  ) {
    this.records = records;
    this.index = new MiniSearch({
      fields: [...FIELDS],
      idField: 'id',
      tokenize: indexTerms,
      processTerm: (term) => term.toLowerCase(),
      searchOptions: { tokenize: queryTerms },
    });
    this.index.addAll(
      records.map((record, id) => {
        const doc = { id } as { id: number } & Record<Field, string>;
        for (const level of HIERARCHY_LEVELS) doc[level] = record.hierarchy[level] ?? '';
        doc.self = record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
        doc.content = record.content ?? '';
        return doc;
      }),
    );
  }

  get size(): number {
    return this.records.length;
  }

  search(params: SearchParams): SearchResponse {
    const started = performance.now();
    const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = params.page ?? 0;
    const terms = queryTerms(params.query);
    // DocSearch indexes use removeWordsIfNoResults "allOptional": when no record has every word,
    // records with the most words come first ("how to save state" still finds "save … state").
    let ranked = this.rank(terms, 'AND');
    if (ranked.length === 0 && terms.length > 1) ranked = this.rank(terms, 'OR');
    const filtered = ranked.filter((r) => passesFilters(r.record, params.facetFilters));
    const nbPages = hitsPerPage > 0 ? Math.ceil(filtered.length / hitsPerPage) : 0;
    const pageItems = filtered.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const tags: Tags = {
      pre: params.highlightPreTag ?? DEFAULT_TAGS.pre,
      post: params.highlightPostTag ?? DEFAULT_TAGS.post,
    };

    const response: SearchResponse = {
      hits: pageItems.map((r) => this.toHit(r.record, terms, params, tags)),
      nbHits: filtered.length,
      page,
      nbPages,
      hitsPerPage,
      exhaustiveNbHits: true,
      query: params.query,
      params: new URLSearchParams({ query: params.query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString(),
      index: this.indexName,
      processingTimeMS: 0,
    };
    if (params.facets && params.facets.length > 0) {
      response.facets = facetCounts(filtered.map((r) => r.record), params.facets);
    }
    if (params.clickAnalytics) response.queryID = randomBytes(16).toString('hex');
    response.processingTimeMS = Math.round(performance.now() - started);
    return response;
  }

  /** Every record matching all terms (the last one as a prefix), best first. */
  private rank(terms: string[], combineWith: 'AND' | 'OR'): Ranked[] {
    if (terms.length === 0) {
      return this.records
        .map((record) => ({ record, words: 0, typos: 0, attribute: 0, exact: 0, score: 0 }))
        .sort(compareRanked);
    }
    const results = this.index.search(terms.join(' '), {
      combineWith,
      prefix: (_term, i, all) => i === all.length - 1,
      fuzzy: (term) => allowedTypos(term) || false,
      // Our tie-breaks decide; MiniSearch's score only orders otherwise equal records.
      weights: { fuzzy: 0.5, prefix: 0.7 },
    });
    return results.map((result) => this.rankOne(result, terms)).sort(compareRanked);
  }

  private rankOne(result: SearchResult, terms: string[]): Ranked {
    const record = this.records[result.id as number];
    let typos = 0;
    let exact = 0;
    let words = 0;
    terms.forEach((term, i) => {
      let best: { typos: number; exact: boolean } | null = null;
      for (const word of result.terms) {
        const match = matchTerm(term, word, i === terms.length - 1);
        if (!match) continue;
        const candidate = { typos: match.typos, exact: match.kind === 'exact' };
        if (!best || candidate.typos < best.typos || (candidate.typos === best.typos && candidate.exact && !best.exact)) {
          best = candidate;
        }
      }
      if (!best) return;
      words += 1;
      typos += best.typos;
      if (best.exact) exact += 1;
    });
    let attribute: number = FIELDS.length;
    for (const fields of Object.values(result.match)) {
      for (const field of fields) attribute = Math.min(attribute, FIELD_RANK.get(field) ?? FIELDS.length);
    }
    return { record, words, typos, attribute, exact, score: result.score };
  }

  private toHit(record: DocSearchRecord, terms: string[], params: SearchParams, tags: Tags): Hit {
    const hit = retrieve(record, params.attributesToRetrieve) as Hit;
    const highlightable = params.attributesToHighlight ?? SEARCHABLE;
    const highlightResult: Record<string, unknown> = {};
    const hierarchyHighlight: Record<string, HighlightResult> = {};
    for (const level of HIERARCHY_LEVELS) {
      const value = record.hierarchy[level];
      if (value != null && wanted(highlightable, `hierarchy.${level}`)) hierarchyHighlight[level] = highlight(value, terms, tags);
    }
    if (Object.keys(hierarchyHighlight).length > 0) highlightResult.hierarchy = hierarchyHighlight;
    if (record.content != null && wanted(highlightable, 'content')) highlightResult.content = highlight(record.content, terms, tags);
    hit._highlightResult = highlightResult;

    const snippetResult: Record<string, unknown> = {};
    const hierarchySnippet: Record<string, SnippetResult> = {};
    const ellipsis = params.snippetEllipsisText ?? '';
    for (const spec of params.attributesToSnippet ?? DEFAULT_ATTRIBUTES_TO_SNIPPET) {
      const [attribute, count] = parseSnippetSpec(spec);
      for (const target of expandAttribute(attribute)) {
        if (target === 'content') {
          if (record.content != null) snippetResult.content = snippet(record.content, terms, count, ellipsis, tags);
        } else {
          const level = target.slice('hierarchy.'.length) as HierarchyLevel;
          const value = record.hierarchy[level];
          if (value != null) hierarchySnippet[level] = snippet(value, terms, count, ellipsis, tags);
        }
      }
    }
    if (Object.keys(hierarchySnippet).length > 0) snippetResult.hierarchy = hierarchySnippet;
    if (Object.keys(snippetResult).length > 0) hit._snippetResult = snippetResult;
    return hit;
  }
}

/** words ↓, typos ↑, attribute ↑, exact words ↓, heading level ↓, text relevance ↓, position ↑. */
function compareRanked(a: Ranked, b: Ranked): number {
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    b.record.weight.level - a.record.weight.level ||
    b.score - a.score ||
    a.record.weight.position - b.record.weight.position ||
    a.record.url.localeCompare(b.record.url)
  );
}

function wanted(list: string[], attribute: string): boolean {
  return list.some((a) => a === '*' || a === attribute || attribute.startsWith(`${a}.`));
}

/** `hierarchy` → every level, `*` → every searchable attribute, else the attribute itself. */
function expandAttribute(attribute: string): string[] {
  if (attribute === '*') return SEARCHABLE;
  if (attribute === 'hierarchy') return SEARCHABLE.filter((a) => a.startsWith('hierarchy.'));
  return SEARCHABLE.includes(attribute) ? [attribute] : [];
}

function parseSnippetSpec(spec: string): [string, number] {
  const match = /^(.*):(\d+)$/.exec(spec);
  return match ? [match[1], Number(match[2])] : [spec, DEFAULT_SNIPPET_WORDS];
}

function copyRecord(record: DocSearchRecord): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  for (const [key, value] of Object.entries(copy)) copy[key] = copyValue(value);
  return copy;
}

/** A record's values are strings, numbers, null, or one level of object or array below. */
function copyValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return Array.isArray(value) ? [...value] : { ...value };
}

/** The record with only the asked attributes (`hierarchy.lvl0` picks one level); objectID always. */
function retrieve(record: DocSearchRecord, attributes: string[] | undefined): Record<string, unknown> {
  // Records are plain JSON two levels deep: copying those levels is all a clone needs, and far cheaper.
  if (!attributes || attributes.includes('*')) return copyRecord(record);
  const hit: Record<string, unknown> = { objectID: record.objectID };
  const source = record as unknown as Record<string, unknown>;
  for (const attribute of attributes) {
    const [head, child] = attribute.split('.', 2);
    if (!Object.hasOwn(source, head)) continue;
    const value = source[head];
    if (child === undefined) {
      hit[head] = copyValue(value);
    } else if (value && typeof value === 'object' && Object.hasOwn(value, child)) {
      const target = (hit[head] ??= {}) as Record<string, unknown>;
      target[child] = (value as Record<string, unknown>)[child];
    }
  }
  return hit;
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
