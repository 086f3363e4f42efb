/**
 * Which records answer a query plan, each with the values the ranking criteria compare: the term
 * index finds candidates, every required unit must match (quoted phrases in order), and words are
 * let go as removeWordsIfNoResults says when nothing matches them all.
 */
import type { DocSearchRecord } from './records';
import type { TextTerms, TokenCache } from './text';
import { fieldTexts as recordTexts, recordWords, type RecordWords } from './record-words';
import { HeadingKeys, namedBy, queryNameKey } from './heading-names';
import { logResults, TermIndex, type FoundLog, type IndexQuery } from './term-index';
import { Inflections } from './inflections';
import { boundedCache } from './bounded-cache';
import type { QueryPlan, QueryUnit } from './query-plan';
import type { Relevance } from './relevance-settings';
import { fieldTexts, FIELDS } from './searchable-attributes';
import type { IndexParts } from './index-parts';
import { matchOneWord, matchUnits, matchUnitsByLog, unitQuery, type Candidate } from './unit-match';
import { NO_NAMING, type LeadCriterion, type Naming, type Ranked } from './ranking-criteria';
import { SubjectQueries } from './subject-query';
import { relaxations } from './word-removal';
import { bucketKeys, reachedBuckets } from './distinct';

/**
 * What distinct ranks a page from (distinct.ts): given it, a query read from the term index's log (every unit
 * required, none a phrase) makes ranked entries only for the records the page can reach, and counts what
 * distinct leaves of the rest without them.
 */
export interface PageReach {
  lead: LeadCriterion[];
  groups: Int32Array;
  limit: number;
  count: number;
}

/** How many records' words stay tokenized: every record of a site of a few hundred pages. */
const RECORD_WORDS_KEPT = 20_000;

export class RecordMatcher {
  private readonly index: TermIndex;
  /**
   * Records' words, tokenized when a query first needs them (see wordsOf), the most recently used kept: at
   * 100,000 records, keeping every record's words held a third of a gigabyte.
   */
  private readonly words = boundedCache<number, RecordWords>(RECORD_WORDS_KEPT);
  /** Per word, the records having an attribute that is this word and nothing else: see recordsNamed. */
  private readonly soleWordRecords = boundedCache<string, number[]>(10_000);
  /** Each record's heading keys (heading-names.ts), made when a query first needs them. */
  private readonly headings: HeadingKeys;
  private readonly subject: SubjectQueries;
  /** Each record's heading level, by id: read for every match of a one-word query, where records are far apart. */
  private readonly levels: Float64Array;

  /** The index words that are inflections of a query word. */
  readonly inflections: Inflections;

  /** Given parts (a static host's shards) instead of the ones worked out from the records here. */
  private readonly parts?: Omit<IndexParts, 'postings'>;

  constructor(
    private readonly records: DocSearchRecord[],
    private readonly tokens: TokenCache,
    private readonly terms: TextTerms,
    parts?: IndexParts,
  ) {
    this.index = parts
      ? new TermIndex(parts.postings, FIELDS)
      : TermIndex.of(records.map(fieldTexts), FIELDS, terms.termsOf);
    this.parts = parts;
    this.inflections = new Inflections(this.index, records, terms, parts?.firstUses);
    this.headings = new HeadingKeys(records);
    this.subject = new SubjectQueries(records, terms, this.index);
    this.levels = Float64Array.from(records, (record) => record.weight.level);
  }

  /** A record's words, tokenized on first use (most records never reach a comparison that reads them). */
  private readonly wordsOf = (id: number): RecordWords => {
    let words = this.words.get(id);
    if (!words) this.words.set(id, (words = recordWords(this.records[id], this.tokens)));
    return words;
  };

  /**
   * Records answering the query, in no order (the page is picked by the ranking), and how many there
   * are when not all of them are returned. Every unit must match, except optional words and, when
   * nothing matches them all, the words removeWordsIfNoResults lets go; only then is the wider query
   * run, so the common case costs one lookup.
   */
  match(
    plan: QueryPlan,
    relevance: Relevance,
    wanted?: number,
    reach?: PageReach,
  ): { ranked: Ranked[]; total?: number; kept?: number } {
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
        textOf: this.wordsOf,
      }));
      return { ranked: this.withoutExcluded(all, plan) };
    }
    const required = units.map((u) => !u.optional);
    const anyOptional = required.some((r) => !r);
    if (!anyOptional) {
      if (isOneWord(plan)) return this.oneWord(plan, reach);
      const logged =
        reach && plan.units.every((unit) => !unit.phrase && unit.alternatives.every((a) => a.words.length > 0));
      const reached = logged ? this.requiredUnits(plan, relevance, required, reach) : null;
      if (reached) return reached;
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

  private candidates(plan: QueryPlan, combineWith: 'AND' | 'OR'): Candidate[] {
    const query: IndexQuery = { combineWith, queries: plan.units.map(unitQuery) };
    // In no order: the ranking orders them, down to heading level, score, position and URL.
    const { results } = this.index.searchTop(query, plan.excluded);
    return results.map((result) => ({ result, matches: matchUnits(plan.units, result) }));
  }

  /** Records answering any unit, only those answering the most words (at least `wanted` of them). */
  private heaviestCandidates(plan: QueryPlan, wanted: number): { found: Candidate[]; total: number } {
    const query: IndexQuery = { combineWith: 'OR', queries: plan.units.map(unitQuery) };
    const top = { weights: plan.units.map((unit) => unit.words.length), count: wanted };
    const { results, total } = this.index.searchTop(query, plan.excluded, top);
    const found = results.map((result) => ({ result, matches: matchUnits(plan.units, result) }));
    return { found, total };
  }

  /**
   * A query of one word (the first keystrokes of most searches, and on a large index the costliest):
   * what finish gives for it, read from the term index's log without an object per record found. With
   * `reach`, only the records in the buckets the page reaches are made, and `kept` counts all.
   */
  private oneWord(plan: QueryPlan, reach?: PageReach): { ranked: Ranked[]; kept?: number } {
    const [unit] = plan.units;
    const [word] = unit.words;
    const log = this.index.searchLog({ combineWith: 'AND', queries: [unitQuery(unit)] }, plan.excluded);
    const { typos, attribute } = matchOneWord(word, log);
    const exactAlone = new Set([word.text, ...word.variants].flatMap(this.recordsNamed));
    const naming = this.namingFor(plan);
    // No proximity or whole words between units: `matches` is read by those criteria alone.
    const matches: Ranked['matches'] = [];
    const rankedAt = (slot: number): Ranked => {
      const id = log.ids[slot];
      return {
        record: this.records[id],
        id,
        words: 1,
        typos: typos[slot],
        attribute: attribute[slot],
        proximity: 0,
        exact: exactAlone.has(id) ? 1 : 0,
        whole: 0,
        named: NaN,
        naming,
        score: log.scores[slot],
        matches,
        textOf: this.wordsOf,
      };
    };
    const slots = answeredSlots(typos);
    const page =
      reach && slots.length > reach.count
        ? this.pageReached(log, slots, reach, { words: 1, typos, attribute, exact: exactAlone, naming })
        : undefined;
    const ranked: Ranked[] = [];
    for (let i = 0; i < slots.length; i += 1) if (!page || page.reached[i] === 1) ranked.push(rankedAt(slots[i]));
    return { ranked, kept: page?.kept };
  }

  /**
   * A query of required units, none a phrase, answered by their words or synonyms, for a page: each record's
   * leading criteria read from the term index's log, and matches made only for the records in the buckets
   * the page reaches. Null when no record has every unit (then words are let go, as match says).
   */
  private requiredUnits(
    plan: QueryPlan,
    relevance: Relevance,
    required: boolean[],
    reach: PageReach,
  ): { ranked: Ranked[]; kept?: number } | null {
    const { units } = plan;
    const log = this.index.searchLog({ combineWith: 'AND', queries: units.map(unitQuery) }, plan.excluded);
    if (log.ids.length === 0) return null;
    const { typos, attribute } = matchUnitsByLog(units, log);
    let chosen = answeredSlots(typos);
    let kept: number | undefined;
    if (chosen.length > reach.count) {
      const words = units.reduce((sum, unit) => sum + unit.words.length, 0);
      // One unit of one word: exact as finish counts it, an attribute that is the word alone.
      const only = units.length === 1 && units[0].words.length === 1 ? units[0].words[0] : undefined;
      const exact = only && new Set([only.text, ...only.variants].flatMap(this.recordsNamed));
      const page = this.pageReached(log, chosen, reach, {
        words,
        typos,
        attribute,
        exact,
        naming: this.namingFor(plan),
      });
      if (page) {
        chosen = chosen.filter((_, i) => page.reached[i] === 1);
        kept = page.kept;
      }
    }
    const candidates = logResults(log, chosen).map((result) => ({ result, matches: matchUnits(units, result) }));
    return { ranked: this.finish(candidates, plan, relevance, required), kept };
  }

  /**
   * Which of these slots of a log are in the buckets the page reaches (reachedBuckets), and how many matches
   * distinct leaves; undefined when the leading values do not fit bucket keys. The values are read from what
   * the log measured, per slot, with no entry made per record.
   */
  private pageReached(
    log: FoundLog,
    slots: Int32Array,
    reach: PageReach,
    measured: LogMeasures,
  ): ReturnType<typeof reachedBuckets> | undefined {
    const keys = bucketKeys(
      slots.length,
      reach.lead.map((criterion) => this.leadColumn(criterion, log, slots, measured)),
    );
    return keys ? reachedBuckets(keys, (i) => reach.groups[log.ids[slots[i]]], reach.limit, reach.count) : undefined;
  }

  /** One lead criterion's values for these slots of a log: what leadValue gives a Ranked of each record. */
  private leadColumn(criterion: LeadCriterion, log: FoundLog, slots: Int32Array, measured: LogMeasures): Float64Array {
    const { words, typos, attribute, exact, naming } = measured;
    const column = new Float64Array(slots.length);
    // One loop per criterion, over typed arrays: this runs for every match of a query.
    if (criterion === 'words') column.fill(-words);
    else if (criterion === 'typo') for (let i = 0; i < slots.length; i += 1) column[i] = typos[slots[i]];
    else if (criterion === 'attribute') for (let i = 0; i < slots.length; i += 1) column[i] = attribute[slots[i]];
    else if (criterion === 'level')
      for (let i = 0; i < slots.length; i += 1) column[i] = -this.levels[log.ids[slots[i]]];
    else if (criterion === 'exact') {
      // The few records named by the word alone, found by slot (the log holds ids in order).
      const named = new Uint8Array(log.ids.length);
      for (const id of exact ?? []) {
        const slot = slotOf(log.ids, id);
        if (slot >= 0) named[slot] = 1;
      }
      for (let i = 0; i < slots.length; i += 1) column[i] = -named[slots[i]];
    } else {
      const named = namedBy; // A local: under tsx an imported name is a getter, read on every call.
      for (let i = 0; i < slots.length; i += 1) column[i] = -named(naming, log.ids[slots[i]], typos[slots[i]]);
    }
    return column;
  }

  private namingFor(plan: QueryPlan): Naming {
    return {
      key: queryNameKey(plan.units.flatMap((unit) => unit.words.map((word) => word.text))),
      headings: this.headings,
      subject: this.subject.isAbout(plan),
      onSubjectPage: this.subject.onSubjectPage,
    };
  }

  /** The candidates that match every required unit (and quoted phrases in order), with their ranking criteria. */
  private finish(found: Candidate[], plan: QueryPlan, relevance: Relevance, required: boolean[]): Ranked[] {
    const wantsProximity = relevance.ranking.includes('proximity') && plan.units.length > 1;
    const only = plan.units.length === 1 && plan.units[0].words.length === 1 ? plan.units[0].words[0] : undefined;
    // Algolia's exactOnSingleWordQuery "attribute": one word counts as exact only when an
    // attribute is that word and nothing else (the `setProp` heading, not a sentence using it).
    const exactAlone = only && new Set([only.text, ...only.variants].flatMap(this.recordsNamed));
    const ranked: Ranked[] = [];
    const { units } = plan;
    const naming = this.namingFor(plan);
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
        textOf: this.wordsOf,
      });
    }
    return ranked;
  }

  /**
   * The records having an attribute that is `word` and nothing else, looked for among the records
   * holding it when a one-word query first asks (most words never are one).
   */
  readonly recordsNamed = (word: string): readonly number[] => {
    if (this.parts) return this.parts.soleRecords(word);
    let ids = this.soleWordRecords.get(word);
    if (!ids) {
      const named = (id: number) => recordTexts(this.records[id]).some((text) => this.terms.soleWordOf(text) === word);
      this.soleWordRecords.set(word, (ids = this.index.recordsOf(word).filter(named)));
    }
    return ids;
  };

  private withoutExcluded<T extends { id: number }>(ranked: T[], plan: QueryPlan): T[] {
    if (plan.excluded.length === 0) return ranked;
    const excluded = new Set(plan.excluded);
    return ranked.filter(
      ({ id }) =>
        !this.wordsOf(id).fields.some((tokens) =>
          tokens.some((t) => excluded.has(t.lower) || t.parts.some((p) => excluded.has(p.lower))),
        ),
    );
  }

  /** True when the phrase's words follow each other in one of the record's attributes. */
  private hasPhrase(id: number, unit: QueryUnit): boolean {
    const phrase = unit.words.map((w) => w.text);
    return this.wordsOf(id).fields.some((tokens) => {
      for (let i = 0; i + phrase.length <= tokens.length; i += 1) {
        if (phrase.every((w, k) => tokens[i + k].lower === w)) return true;
      }
      return false;
    });
  }
}

/** The slots of a log whose record answers the query (typos of -1: it does not). */
function answeredSlots(typos: Int32Array): Int32Array {
  let found = 0;
  const slots = new Int32Array(typos.length);
  for (let slot = 0; slot < typos.length; slot += 1) if (typos[slot] >= 0) slots[found++] = slot;
  return slots.subarray(0, found);
}

/** What a log path measured of each slot, for the lead: its typos and attribute, the query's words and naming. */
interface LogMeasures {
  words: number;
  typos: Int32Array;
  attribute: Int32Array;
  /** For a query of one word: the records an attribute of which is that word alone. */
  exact?: Set<number>;
  naming: Naming;
}

/** Where `id` is in ids sorted ascending, or -1. */
function slotOf(ids: ArrayLike<number>, id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (ids[middle] === id) return middle;
    if (ids[middle] < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** One unit of one word, no synonym and no phrase: what RecordMatcher.oneWord answers. */
function isOneWord(plan: QueryPlan): boolean {
  if (plan.units.length !== 1) return false;
  const [unit] = plan.units;
  return unit.words.length === 1 && unit.alternatives.length === 0 && !unit.phrase;
}
