/**
 * The inverted index behind the engine, with MiniSearch's matching and scoring (its radix tree for
 * prefixes and typos, its BM25 with the same parameters, its AND / OR / AND_NOT), computed the way a
 * fixed set of records allows: each word's BM25 per record and its set of records are worked out
 * once, when a query first reaches the word (term-occurrences.ts counts the words when the engine is
 * built). A query then costs set operations on bits and a sum over the records it finds, where
 * MiniSearch scores every posting of every word a short prefix stands for.
 */
import { boundedCache } from './bounded-cache';
import SearchableMap from 'minisearch/SearchableMap';
import { editDistance, swapAt, type TermsOfText } from './text';
import { countOccurrences } from './term-occurrences';
import { occurrenceSource, type PostingSource } from './posting-source';

/** What a query asks of the index: a word (exact, typed prefix, typos), or a group of them. */
export type IndexQuery =
  { term: string; prefix: boolean; typos: number } | { combineWith: 'AND' | 'OR'; queries: IndexQuery[] };

/**
 * The records a query finds (by slot, in record order) with their scores, and the index words each matched
 * as a log: entry e says that the record in slot `entrySlot[e]` holds `terms[entryTerm[e]]` in the fields
 * of the bits `entryFields[e]`. A word may have more than one entry for a record.
 */
export interface FoundLog {
  ids: Int32Array;
  scores: Float64Array;
  terms: readonly string[];
  entries: number;
  entrySlot: Int32Array;
  entryTerm: Int32Array;
  entryFields: Int32Array;
  /** A word reached by two query words is logged twice: a result merges them (searchTop's results do). */
  repeated: boolean;
}

/** A record the query finds, shaped as MiniSearch's search results are. */
export interface IndexResult {
  id: number;
  score: number;
  /** The record's words that matched (typed, by prefix or with typos). */
  terms: string[];
  /** For each of those words, the fields it was found in: bit i for the i-th field. */
  fields: number[];
}

interface Posting {
  records: Int32Array;
  /** BM25 of the word in this field of each record (MiniSearch's formula and parameters). */
  scores: Float64Array;
}

interface TermData {
  /** Per field (in field order); undefined where the word never occurs. */
  fields: Array<Posting | undefined>;
  /**
   * The records holding the word in any field, in record order. A list, not a set of bits: most words are
   * in a few records, and at 100,000 records a set of bits takes 12 KB for each word a query reaches.
   */
  records: Int32Array;
}

/** MiniSearch's defaults, so scores (and the ties they break) stay as they were. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const WEIGHTS = { fuzzy: 0.5, prefix: 0.7 };

export class TermIndex {
  /** Each index word's number. */
  private readonly terms = new SearchableMap<number>();
  /**
   * Each word's postings and set of records, worked out when a query first reaches the word: most
   * words never are, and an engine built in a reader's browser must be ready at the first keystroke.
   */
  private readonly data: Array<TermData | undefined>;
  /**
   * The index words each typed word stands for. A reader's words come back on every later
   * keystroke of the same query, and walking the tree for typos is the costliest step of a search.
   */
  private readonly expansions = boundedCache<string, WordMatches>(10_000);
  private readonly records: number;
  /** How many 32-bit words a set of records (one bit per record) takes. */
  private readonly recordSetLength: number;
  /** A set of records to gather one word's records in (left empty after each use). */
  private readonly scratch: Uint32Array;

  /**
   * The index of records' field texts.
   * @param documents each record's field texts, in the order of `fields`
   * @param split a text's words as typed and lowercased (TextTerms.termsOf); the typed ones count
   *   a field's length in distinct spellings
   */
  static of(
    documents: string[][],
    fields: readonly string[],
    split: (text: string) => Pick<TermsOfText, 'typed' | 'lower'>,
  ): TermIndex {
    const { names, occurrences } = countOccurrences(documents, fields.length, split);
    return new TermIndex(occurrenceSource(names, occurrences, documents.length, fields.length), fields);
  }

  constructor(
    private readonly source: PostingSource,
    private readonly fields: readonly string[],
  ) {
    this.records = source.recordCount;
    this.recordSetLength = Math.ceil(this.records / 32);
    this.scratch = new Uint32Array(this.recordSetLength);
    const { names } = source;
    this.data = new Array<TermData | undefined>(names.length);
    // Words enter the tree in the order MiniSearch adds them, so prefixes and typos list them alike.
    for (let number = 0; number < names.length; number += 1) this.terms.set(names[number], number);
  }

  /** A word's postings (with their BM25) and records, worked out on first use. */
  private dataOf(number: number): TermData {
    const known = this.data[number];
    if (known) return known;
    const { source } = this;
    const fieldCount = this.fields.length;
    const postings = new Array<Posting | undefined>(fieldCount);
    // Scored before the shared set of records below is touched: a source may throw MissingShards.
    for (let field = 0; field < fieldCount; field += 1) {
      const found = source.posting(number, field);
      if (!found) continue;
      const matching = found.records.length;
      const posting: Posting = { records: found.records, scores: new Float64Array(matching) };
      for (let i = 0; i < matching; i += 1) {
        posting.scores[i] = bm25(
          found.counts[i],
          matching,
          this.records,
          source.fieldLength(found.records[i], field),
          source.averages[field],
        );
      }
      postings[field] = posting;
    }
    const records = this.scratch;
    for (const posting of postings) {
      if (!posting) continue;
      for (let i = 0; i < posting.records.length; i += 1) {
        const record = posting.records[i];
        records[record >> 5] |= 1 << (record & 31);
      }
    }
    const ids = recordsIn(records);
    for (const id of ids) records[id >> 5] = 0;
    return (this.data[number] = { fields: postings, records: ids });
  }

  /** The data of an index word, if it is one. */
  private dataOfWord(word: string): TermData | undefined {
    const number = this.terms.get(word);
    return number === undefined ? undefined : this.dataOf(number);
  }

  /** Whether `word` is an index word. */
  has(word: string): boolean {
    return this.terms.has(word);
  }

  /** The records holding `word` in any field, in record order; none when it is no index word. */
  recordsOf(word: string): number[] {
    const data = this.dataOfWord(word);
    return data ? Array.from(data.records) : [];
  }

  /** The records holding `word` in a field other than `field`, in no particular order, each once. */
  recordsOutside(word: string, field: number): number[] {
    const data = this.dataOfWord(word);
    if (!data) return [];
    const ids = new Set<number>();
    data.fields.forEach((posting, at) => {
      if (posting && at !== field) for (const id of posting.records) ids.add(id);
    });
    return [...ids];
  }

  /**
   * The records that answer `query` and none of `excluded` (exact words), scored as MiniSearch
   * scores them, in no particular order (the engine ranks them its own way); and for a query whose
   * parts are alternatives (OR) ranked first by which parts a record answers: with `top`, only the
   * records whose parts weigh the most are returned, at least `top.count` of them (all ties
   * included), and `total` counts every record found.
   */
  searchTop(
    query: IndexQuery,
    excluded: string[] = [],
    top?: { weights: number[]; count: number },
  ): { results: IndexResult[]; total: number } {
    const { plan, found, ids: all, words } = this.find(query, excluded);
    let ids = all;
    if (top && 'combineWith' in plan && plan.combineWith === 'OR') ids = heaviest(ids, plan.queries, top, found);
    if (ids.length === 0) return { results: [], total: all.length };
    const collected = new Collected(ids, this.records, words.sources.size);
    const score = this.scores(plan, found, collected);
    const results = collected.results();
    for (let i = 0; i < results.length; i += 1) {
      results[i].score = score[i];
      if (words.repeated) mergeRepeatedTerms(results[i]);
    }
    return { results, total: all.length };
  }

  /**
   * The same records and scores as searchTop, without an object per record: what each matched is left as
   * the log the postings were read into. A one-word query on a large index finds most of its records.
   */
  searchLog(query: IndexQuery, excluded: string[] = []): FoundLog {
    const { plan, found, ids, words } = this.find(query, excluded);
    const collected = new Collected(ids, this.records, words.sources.size);
    const scores = ids.length === 0 ? new Float64Array(0) : this.scores(plan, found, collected);
    return { ids, scores, ...collected.log(), repeated: words.repeated };
  }

  /** The records that answer `query` and none of `excluded`, as bits and in record order. */
  private find(query: IndexQuery, excluded: string[]) {
    const words = new Expansion();
    const plan = this.expand(query, words);
    const found = this.present(plan);
    for (const term of excluded) {
      const data = this.dataOfWord(term);
      if (data) for (const id of data.records) found[id >> 5] &= ~(1 << (id & 31));
    }
    return { plan, found, ids: recordsIn(found), words };
  }

  /** The found records' scores, by slot, as MiniSearch gives them. */
  private scores(plan: Expanded, found: Uint32Array, collected: Collected): Float64Array {
    const { score } = this.evaluate(plan, found, collected);
    // MiniSearch multiplies by how many distinct query words the record answers.
    for (let i = 0; i < score.length; i += 1) score[i] *= collected.sourcesOf(i) || 1;
    return score;
  }

  /** The query with each word's index words: itself, the words it begins, those within its typos. */
  private expand(query: IndexQuery, words: Expansion): Expanded {
    if ('combineWith' in query) {
      return { combineWith: query.combineWith, queries: query.queries.map((q) => this.expand(q, words)) };
    }
    const { term } = query;
    const key = `${term} ${query.typos} ${query.prefix}`;
    let expansion = this.expansions.get(key);
    if (!expansion) this.expansions.set(key, (expansion = this.wordMatches(query)));
    for (const match of expansion.matches) words.add(match.term);
    return { source: words.source(term), ...expansion };
  }

  private wordMatches({ term, typos, prefix }: { term: string; typos: number; prefix: boolean }): WordMatches {
    const exactNumber = this.terms.get(term);
    const fuzzy = typos > 0 ? this.withinTypos(term, typos) : undefined;
    const prefixed = prefix ? [...this.terms.atPrefix(term)].filter(([word]) => word.length > term.length) : [];
    // Every word's postings at once: a source loading them by shard asks for all it lacks in one go.
    this.source.require([
      ...(exactNumber === undefined ? [] : [exactNumber]),
      ...prefixed.map(([, number]) => number),
      ...(fuzzy ? [...fuzzy.values()].map(([number]) => number) : []),
    ]);
    const matches: WordMatch[] = [];
    if (exactNumber !== undefined) matches.push({ term, weight: 1, data: this.dataOf(exactNumber) });
    for (const [word, number] of prefixed) {
      const distance = word.length - term.length;
      fuzzy?.delete(word);
      const weight = (WEIGHTS.prefix * word.length) / (word.length + 0.3 * distance);
      matches.push({ term: word, weight, data: this.dataOf(number) });
    }
    if (fuzzy) {
      for (const [word, [number, distance]] of fuzzy) {
        if (distance === 0) continue;
        const data = this.dataOf(number);
        matches.push({ term: word, weight: (WEIGHTS.fuzzy * word.length) / (word.length + distance), data });
      }
    }
    const records = new Uint32Array(this.recordSetLength);
    for (const { data } of matches) for (const id of data.records) records[id >> 5] |= 1 << (id & 31);
    return { matches, records };
  }

  /**
   * The index words within `typos` of `term` and their distance, a pair of swapped adjacent letters
   * counting as one typo (see editDistance). The tree's own fuzzy walk counts a swap as two, so the
   * words one swap away from `term` are also looked up with the typos left after it.
   */
  private withinTypos(term: string, typos: number): Map<string, [number, number]> {
    const found = new Map<string, [number, number]>();
    const add = (word: string, number: number) => {
      if (found.has(word)) return;
      // A swap next to another edit can be further than the two edits apart: this distance decides.
      const distance = editDistance(term, word, typos);
      if (distance <= typos) found.set(word, [number, distance]);
    };
    const addExact = (word: string) => {
      const number = this.terms.get(word);
      if (number !== undefined) add(word, number);
    };
    for (const [word, [number]] of this.terms.fuzzyGet(term, typos)) add(word, number);
    for (let at = 0; at + 1 < term.length; at += 1) {
      if (term[at] === term[at + 1]) continue;
      const swapped = swapAt(term, at);
      if (typos === 1) {
        addExact(swapped);
        continue;
      }
      for (const [word, [number]] of this.terms.fuzzyGet(swapped, typos - 1)) add(word, number);
      // Two swaps: a second pair after the first (the pairs before it were tried from their side).
      for (let next = at + 2; next + 1 < swapped.length; next += 1)
        if (swapped[next] !== swapped[next + 1]) addExact(swapAt(swapped, next));
    }
    return found;
  }

  /** Which records each part of the query finds, as bits; the root's are returned. */
  private present(query: Expanded): Uint32Array {
    const bits = new Uint32Array(this.recordSetLength);
    if ('combineWith' in query) {
      query.queries.forEach((part, i) => {
        const partBits = this.present(part);
        if (i === 0) bits.set(partBits);
        else if (query.combineWith === 'AND') for (let w = 0; w < bits.length; w += 1) bits[w] &= partBits[w];
        else for (let w = 0; w < bits.length; w += 1) bits[w] |= partBits[w];
      });
    } else {
      bits.set(query.records);
    }
    query.bits = bits;
    return bits;
  }

  /**
   * Scores of the found records (by slot), summed as MiniSearch combines results: a part counts
   * for a record only where every group above it kept the record, and groups add their parts'
   * scores from left to right. Matched words and query words are collected on the way.
   */
  private evaluate(
    query: Expanded,
    alive: Uint32Array,
    collected: Collected,
  ): { score: Float64Array; present: Uint8Array } {
    const { count } = collected;
    const score = new Float64Array(count);
    const present = new Uint8Array(count);
    const here = new Uint32Array(alive.length);
    for (let w = 0; w < here.length; w += 1) here[w] = alive[w] & query.bits![w];
    if ('combineWith' in query) {
      for (const part of query.queries) {
        const child = this.evaluate(part, here, collected);
        for (let i = 0; i < count; i += 1) {
          if (!child.present[i]) continue;
          score[i] = present[i] ? score[i] + child.score[i] : child.score[i];
          present[i] = 1;
        }
      }
      return { score, present };
    }
    const { slot } = collected;
    for (const { term: word, weight, data } of query.matches) {
      const term = collected.termNumber(word);
      for (let field = 0; field < data.fields.length; field += 1) {
        const posting = data.fields[field];
        if (!posting) continue;
        for (let p = 0; p < posting.records.length; p += 1) {
          const record = posting.records[p];
          if (!(here[record >> 5] & (1 << (record & 31)))) continue;
          const i = slot[record];
          const weighted = weight * posting.scores[p];
          score[i] = present[i] ? score[i] + weighted : weighted;
          present[i] = 1;
          collected.found(i, query.source, term, field);
        }
      }
    }
    return { score, present };
  }
}

/** An index word a query word stands for, and the weight MiniSearch gives that kind of match. */
interface WordMatch {
  term: string;
  weight: number;
  data: TermData;
}

/** A query with its words expanded; `bits` are the records each part finds, once worked out. */
type Expanded = ({ combineWith: 'AND' | 'OR'; queries: Expanded[] } | ({ source: number } & WordMatches)) & {
  bits?: Uint32Array;
};

/** The index words one typed word stands for, and the records that hold any of them. */
interface WordMatches {
  matches: WordMatch[];
  records: Uint32Array;
}

/** The query words of one search (numbered) and whether an index word answers more than one. */
class Expansion {
  readonly sources = new Map<string, number>();
  private readonly seen = new Set<string>();
  repeated = false;

  source(word: string): number {
    let number = this.sources.get(word);
    if (number === undefined) this.sources.set(word, (number = this.sources.size));
    return number;
  }

  add(term: string): void {
    if (this.seen.has(term)) this.repeated = true;
    this.seen.add(term);
  }
}

/**
 * What one search gathers for the records it found, by slot: query words answered, words matched. The
 * words matched are logged in typed arrays as the postings are read, and each record's list is made once,
 * at its length: arrays grown word by word took a third of a search's memory at 100,000 records.
 */
class Collected {
  readonly slot: Int32Array;
  readonly count: number;
  private readonly ids: Int32Array;
  private readonly sourceWords: number;
  private readonly sources: Uint32Array;
  /** The index words matched in this search, numbered. */
  private readonly termNames: string[] = [];
  private readonly termNumbers = new Map<string, number>();
  /** The log: for each entry, its slot, its word's number and the fields (bits) the word was found in. */
  private entrySlot: Int32Array;
  private entryTerm: Int32Array;
  private entryFields: Int32Array;
  private entries = 0;
  /** Each slot's latest entry, or -1. */
  private readonly lastEntry: Int32Array;

  constructor(ids: Int32Array, records: number, sourceCount: number) {
    this.ids = ids;
    this.count = ids.length;
    this.slot = new Int32Array(records);
    ids.forEach((id, i) => (this.slot[id] = i));
    this.sourceWords = Math.ceil(sourceCount / 32);
    this.sources = new Uint32Array(ids.length * this.sourceWords);
    const capacity = Math.max(16, ids.length * 2);
    this.entrySlot = new Int32Array(capacity);
    this.entryTerm = new Int32Array(capacity);
    this.entryFields = new Int32Array(capacity);
    this.lastEntry = new Int32Array(ids.length).fill(-1);
  }

  termNumber(term: string): number {
    let number = this.termNumbers.get(term);
    if (number === undefined) {
      number = this.termNames.length;
      this.termNumbers.set(term, number);
      this.termNames.push(term);
    }
    return number;
  }

  found(i: number, source: number, term: number, field: number): void {
    this.sources[i * this.sourceWords + (source >> 5)] |= 1 << (source & 31);
    // A word's fields come one after another, so only the last word can be the same one.
    const last = this.lastEntry[i];
    if (last >= 0 && this.entryTerm[last] === term) {
      this.entryFields[last] |= 1 << field;
      return;
    }
    if (this.entries === this.entrySlot.length) this.grow();
    const entry = this.entries++;
    this.entrySlot[entry] = i;
    this.entryTerm[entry] = term;
    this.entryFields[entry] = 1 << field;
    this.lastEntry[i] = entry;
  }

  private grow(): void {
    const wider = (array: Int32Array) => {
      const next = new Int32Array(array.length * 2);
      next.set(array);
      return next;
    };
    this.entrySlot = wider(this.entrySlot);
    this.entryTerm = wider(this.entryTerm);
    this.entryFields = wider(this.entryFields);
  }

  /** The found records by slot, each with its matched words in the order they were found. */
  results(): IndexResult[] {
    const lengths = new Int32Array(this.count);
    for (let entry = 0; entry < this.entries; entry += 1) lengths[this.entrySlot[entry]] += 1;
    const results = Array.from(this.ids, (id, i): IndexResult => ({
      id,
      score: 0,
      terms: new Array<string>(lengths[i]),
      fields: new Array<number>(lengths[i]),
    }));
    const filled = new Int32Array(this.count);
    for (let entry = 0; entry < this.entries; entry += 1) {
      const i = this.entrySlot[entry];
      const at = filled[i]++;
      results[i].terms[at] = this.termNames[this.entryTerm[entry]];
      results[i].fields[at] = this.entryFields[entry];
    }
    return results;
  }

  /** What the postings logged, as FoundLog gives it. */
  log(): Omit<FoundLog, 'ids' | 'scores' | 'repeated'> {
    const { termNames: terms, entries, entrySlot, entryTerm, entryFields } = this;
    return { terms, entries, entrySlot, entryTerm, entryFields };
  }

  sourcesOf(i: number): number {
    let count = 0;
    for (let w = 0; w < this.sourceWords; w += 1) count += bitCount(this.sources[i * this.sourceWords + w]);
    return count;
  }
}

/**
 * The records whose parts (by `bits`) weigh the most, at least `count` of them with every tie; the
 * others are also cleared from `found`, so nothing is worked out for them.
 */
function heaviest(
  ids: Int32Array,
  parts: Expanded[],
  { weights, count }: { weights: number[]; count: number },
  found: Uint32Array,
): Int32Array {
  if (ids.length <= count) return ids;
  const weight = ids.map((id) =>
    parts.reduce((sum, part, i) => (part.bits![id >> 5] & (1 << (id & 31)) ? sum + weights[i] : sum), 0),
  );
  const threshold = [...weight].sort((a, b) => b - a)[count - 1];
  ids.forEach((id, i) => {
    if (weight[i] < threshold) found[id >> 5] &= ~(1 << (id & 31));
  });
  return ids.filter((_, i) => weight[i] >= threshold);
}

/** The results searchTop gives for these slots of a log, in their order. */
export function logResults(log: FoundLog, slots: ArrayLike<number>): IndexResult[] {
  const at = new Int32Array(log.ids.length).fill(-1);
  const results: IndexResult[] = [];
  for (let i = 0; i < slots.length; i += 1) {
    at[slots[i]] = i;
    results.push({ id: log.ids[slots[i]], score: log.scores[slots[i]], terms: [], fields: [] });
  }
  for (let entry = 0; entry < log.entries; entry += 1) {
    const i = at[log.entrySlot[entry]];
    if (i < 0) continue;
    results[i].terms.push(log.terms[log.entryTerm[entry]]);
    results[i].fields.push(log.entryFields[entry]);
  }
  if (log.repeated) results.forEach(mergeRepeatedTerms);
  return results;
}

/**
 * One entry per word when an index word answered more than one query word, in the order each was first
 * found, its fields merged: in place, as a record matches a few words (a map for each took megabytes a search).
 */
function mergeRepeatedTerms(result: IndexResult): void {
  const { terms, fields } = result;
  let kept = 0;
  for (let k = 0; k < terms.length; k += 1) {
    let same = 0;
    while (same < kept && terms[same] !== terms[k]) same += 1;
    if (same < kept) fields[same] |= fields[k];
    else {
      terms[kept] = terms[k];
      fields[kept] = fields[k];
      kept += 1;
    }
  }
  terms.length = kept;
  fields.length = kept;
}

function bitCount(word: number): number {
  let count = 0;
  for (let rest = word; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

function bm25(frequency: number, matching: number, total: number, length: number, average: number): number {
  const { k, b, d } = BM25;
  const inverse = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return inverse * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / average)));
}

/**
 * The ids of the set bits, ascending. A typed array, counted first: a one-word query on a large index finds most
 * records, and a plain array of them would go to the old generation, freed only by a full collection.
 */
function recordsIn(bits: Uint32Array): Int32Array {
  let count = 0;
  for (let w = 0; w < bits.length; w += 1) count += bitCount(bits[w]);
  const ids = new Int32Array(count);
  let at = 0;
  for (let w = 0; w < bits.length; w += 1) {
    let word = bits[w];
    while (word !== 0) {
      const low = word & -word;
      ids[at++] = w * 32 + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return ids;
}
