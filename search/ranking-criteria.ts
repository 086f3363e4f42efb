/**
 * The index's ranking criteria as comparators, in the order the relevance settings give them, ending
 * with our custom ranking and the URL. Costly criteria (proximity, whole words, naming) are measured
 * on a record only when a comparison gets that far.
 */
import type { DocSearchRecord } from './records';
import { wholeWords as wholeWordsOf, type RecordWords } from './record-words';
import { namedBy, type HeadingKeys } from './heading-names';
import type { RankingCriterion } from './relevance-settings';
import { wordsOf, type UnitMatch } from './unit-match';
import { proximity } from './word-proximity';

/** A record answering the query, with what each criterion compares. */
export interface Ranked {
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
  /**
   * How each unit matched, and the record's words (made on first use): what the two criteria above are
   * measured on. Empty for a query of one word, where neither is measured.
   */
  matches: Array<UnitMatch | null>;
  textOf: (id: number) => RecordWords;
}

/** What a query's name is checked against, shared by every record the query ranks. */
export interface Naming {
  /** The query's words as one name (nameKey); '' when there are none. */
  key: string;
  /** Each record's heading keys, by id. */
  headings: Pick<HeadingKeys, 'of'>;
  /** The query is about the library itself: the records of its introduction count as named. */
  subject: boolean;
  /** Which records are on the library's introduction page. */
  onSubjectPage: Uint8Array;
}

/** For an empty query, where no record is named. */
export const NO_NAMING: Naming = {
  key: '',
  headings: { of: () => [] },
  subject: false,
  onSubjectPage: new Uint8Array(),
};

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

/** The index's ranking criteria in order (geo and filters do not apply here), then the URL. */
export function comparator(ranking: RankingCriterion[]): (a: Ranked, b: Ranked) => number {
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

/** A criterion of a ranking's lead (leadingCriteria), read as a number where lower ranks first. */
export type LeadCriterion = 'words' | 'typo' | 'named' | 'attribute' | 'exact' | 'level';

/**
 * The criteria a ranking starts with that read only what matching measured (words, typos, naming,
 * attribute): records that differ in them are ordered without the costly criteria after them
 * (proximity, whole words), so those are measured only among equals. A query of one unit has neither
 * (both 0), so its lead runs on through exactness and heading level.
 */
export function leadingCriteria(ranking: RankingCriterion[], oneUnit = false): LeadCriterion[] {
  const lead: LeadCriterion[] = [];
  for (const criterion of ranking) {
    if (criterion === 'words') lead.push('words');
    else if (criterion === 'typo') lead.push('typo');
    else if (criterion === 'attribute') lead.push('named', 'attribute');
    else if (oneUnit && criterion === 'proximity') continue;
    else if (oneUnit && criterion === 'exact') lead.push('exact');
    else if (oneUnit && criterion === 'custom') {
      // Then text relevance, a score: no bucket.
      lead.push('level');
      break;
    } else if (CRITERIA[criterion]) break;
  }
  return lead;
}

/** A lead criterion's value for a ranked entry, lower first. */
export function leadValue(criterion: LeadCriterion, ranked: Ranked): number {
  switch (criterion) {
    case 'words':
      return -ranked.words;
    case 'typo':
      return ranked.typos;
    case 'named':
      return -namedOf(ranked);
    case 'attribute':
      return ranked.attribute;
    case 'exact':
      return -ranked.exact;
    case 'level':
      return -ranked.record.weight.level;
  }
}

/** Named first: the entry a name like `query.node` or `Element canvas` spells out by its headings. */
function namedOf(ranked: Ranked): number {
  if (Number.isNaN(ranked.named)) ranked.named = namedBy(ranked.naming, ranked.id, ranked.typos);
  return ranked.named;
}

/**
 * Before the attribute criterion: a record the query names by its headings outranks one that holds
 * the same words in a heading of its own (`Canvas becomes Element canvas` for `Element canvas`).
 */
const byName = (a: Ranked, b: Ranked): number => namedOf(b) - namedOf(a);

function wholeOf(ranked: Ranked): number {
  if (Number.isNaN(ranked.whole)) ranked.whole = wholeWords(ranked.textOf(ranked.id), ranked.matches);
  return ranked.whole;
}

function proximityOf(ranked: Ranked): number {
  if (Number.isNaN(ranked.proximity)) ranked.proximity = proximity(ranked.textOf(ranked.id), ranked.matches);
  return ranked.proximity;
}

function wholeWords(text: RecordWords, matches: Array<UnitMatch | null>): number {
  const whole = wholeWordsOf(text);
  return matches.filter((m) => m !== null && wordsOf(m).some((w) => whole.has(w))).length;
}
