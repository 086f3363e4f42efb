/**
 * What a query asks for, once Algolia's query settings have been applied: the question frame and
 * stop words removed, quoted phrases and excluded words read (advanced syntax), each word's plural
 * and inflected forms, and the synonyms that stand for a word or a run of words.
 */
import type { Synonym } from './synonym-types';
import type { Relevance } from './relevance-settings';
import { allowedTypos, isStopWord, queryTerms, stemOf, withoutQuestionFrame } from './text';

export interface QueryWord {
  text: string;
  /** The word the reader is still typing: it also matches as a prefix. */
  prefix: boolean;
  /** Typos allowed (0 inside a quoted phrase). */
  typos: number;
  /** Other words of the index with the same stem, matched as exact words. */
  variants: readonly string[];
}

/** Another way to satisfy a unit: every word, exactly, counted as `typos` typos. */
export interface Alternative {
  words: string[];
  typos: number;
}

/** One or more query words that match together: a word, a quoted phrase, or a run a synonym replaces. */
export interface QueryUnit {
  words: QueryWord[];
  alternatives: Alternative[];
  optional: boolean;
  /** Quoted: the words must follow each other in one attribute. */
  phrase: boolean;
}

export interface QueryPlan {
  units: QueryUnit[];
  /** Words no hit may contain (`-word` with advanced syntax). */
  excluded: string[];
  /** Every query word, in order (what highlighting reports as matched words). */
  terms: string[];
  /** Document words that stand for a query word: variants and synonym words. */
  alternatives: Map<string, string>;
  /** Identifies the plan's words and alternatives (the highlighter keeps marks per key). */
  key: string;
}

interface Segment {
  words: string[];
  phrase: boolean;
}

/** Quoted phrases, `-word` exclusions and plain words, in the order typed. */
function segments(query: string, advancedSyntax: boolean): { segments: Segment[]; excluded: string[] } {
  if (!advancedSyntax) return { segments: queryTerms(query).map((w) => ({ words: [w], phrase: false })), excluded: [] };
  const found: Segment[] = [];
  const excluded: string[] = [];
  // A quote runs to the next quote (or the end); a minus counts only at the start of a word.
  for (const match of query.matchAll(/"([^"]*)"?|(?<=^|\s)-(\S+)|[^\s"]+/g)) {
    if (match[1] !== undefined) {
      const words = queryTerms(match[1]);
      if (words.length > 0) found.push({ words, phrase: true });
    } else if (match[2] !== undefined) {
      excluded.push(...queryTerms(match[2]));
    } else {
      for (const word of queryTerms(match[0])) found.push({ words: [word], phrase: false });
    }
  }
  return { segments: found, excluded };
}

interface SynonymRule {
  /** The stems of the words that trigger it. */
  from: string[];
  to: Alternative[];
}

/** Synonym objects as rules keyed by their first word's stem. */
export function synonymRules(synonyms: Synonym[]): Map<string, SynonymRule[]> {
  const rules = new Map<string, SynonymRule[]>();
  const add = (from: string, to: string[], typos: number) => {
    const fromWords = queryTerms(from);
    const alternatives = to
      .map((t) => ({ words: queryTerms(t), typos }))
      .filter((a) => a.words.length > 0 && a.words.join(' ') !== fromWords.join(' '));
    if (fromWords.length === 0 || alternatives.length === 0) return;
    const rule = { from: fromWords.map(stemOf), to: alternatives };
    const key = rule.from[0];
    rules.set(key, [...(rules.get(key) ?? []), rule]);
  };
  for (const synonym of synonyms) {
    if (synonym.type === 'synonym') for (const word of synonym.synonyms) add(word, synonym.synonyms, 0);
    else if (synonym.type === 'onewaysynonym') add(synonym.input, synonym.synonyms, 0);
    else if (synonym.type === 'altcorrection1') add(synonym.word, synonym.corrections, 1);
    else if (synonym.type === 'altcorrection2') add(synonym.word, synonym.corrections, 2);
  }
  // Longest runs first, so "drag and drop" wins over "drag".
  for (const list of rules.values()) list.sort((a, b) => b.from.length - a.from.length);
  return rules;
}

export interface PlanContext {
  relevance: Relevance;
  synonyms: Map<string, SynonymRule[]>;
  /** The index words that are plural or inflected forms of a word, in the order the records first use them. */
  inflectionsOf: (word: string) => readonly string[];
}

export function planQuery(query: string, context: PlanContext): QueryPlan {
  const { relevance } = context;
  const parsed = segments(query, relevance.advancedSyntax);
  let plain = parsed.segments;
  const lastIsPlain = plain.length > 0 && !plain[plain.length - 1].phrase;

  if (relevance.removeStopWords) plain = stripFrame(plain);

  const units: QueryUnit[] = [];
  for (let i = 0; i < plain.length;) {
    const segment = plain[i];
    if (segment.phrase) {
      units.push(unitOf(segment.words, [], true, false, context));
      i += 1;
      continue;
    }
    const rule = matchingRule(plain, i, context.synonyms);
    const length = rule ? rule.from.length : 1;
    const words = plain.slice(i, i + length).map((s) => s.words[0]);
    const isLast = lastIsPlain && i + length === plain.length;
    units.push(unitOf(words, rule?.to ?? [], false, isLast, context));
    i += length;
  }

  const kept = relevance.removeStopWords ? withoutStopWords(units) : units;
  for (const unit of kept) unit.optional = unit.words.every((w) => relevance.optionalWords.has(w.text));

  const terms = kept.flatMap((u) => u.words.map((w) => w.text));
  const alternatives = new Map<string, string>();
  for (const unit of kept) {
    for (const word of unit.words)
      for (const variant of word.variants) if (!alternatives.has(variant)) alternatives.set(variant, word.text);
    for (const alternative of unit.alternatives) {
      for (const word of alternative.words) if (!alternatives.has(word)) alternatives.set(word, unit.words[0].text);
    }
  }
  const key = JSON.stringify([
    kept.map((u) => [u.words.map((w) => [w.text, w.prefix]), u.alternatives]),
    parsed.excluded,
  ]);
  return { units: kept, excluded: parsed.excluded, terms, alternatives, key };
}

function stripFrame(found: Segment[]): Segment[] {
  let leading = 0;
  while (leading < found.length && !found[leading].phrase) leading += 1;
  const words = found.slice(0, leading).map((s) => s.words[0]);
  const stripped = withoutQuestionFrame(words);
  return found.slice(leading - stripped.length);
}

/** Stop words leave the query, except the word being typed and except when nothing else would stay. */
function withoutStopWords(units: QueryUnit[]): QueryUnit[] {
  const kept = units.filter(
    (unit) =>
      unit.phrase ||
      unit.alternatives.length > 0 ||
      unit.words.length > 1 ||
      unit.words[0].prefix ||
      !isStopWord(unit.words[0].text),
  );
  return kept.some((unit) => unit.phrase || unit.words.length > 1 || !isStopWord(unit.words[0].text)) ? kept : units;
}

function matchingRule(found: Segment[], at: number, rules: Map<string, SynonymRule[]>): SynonymRule | undefined {
  if (found[at].phrase || rules.size === 0) return undefined;
  const candidates = rules.get(stemOf(found[at].words[0]));
  return candidates?.find((rule) =>
    rule.from.every((stem, k) => {
      const segment = found[at + k];
      return segment !== undefined && !segment.phrase && stemOf(segment.words[0]) === stem;
    }),
  );
}

function unitOf(
  typed: string[],
  typedAlternatives: Alternative[],
  phrase: boolean,
  lastIsPrefix: boolean,
  context: PlanContext,
): QueryUnit {
  // In a run a synonym replaces, stop words ("drag and drop") need not match.
  const meaningful = (list: string[]) => {
    if (phrase || !context.relevance.removeStopWords || list.length < 2) return list;
    const rest = list.filter((w) => !isStopWord(w));
    return rest.length > 0 ? rest : list;
  };
  const words = meaningful(typed);
  const alternatives = typedAlternatives.map((a) => ({ words: meaningful(a.words), typos: a.typos }));
  return {
    words: words.map((text, k) => ({
      text,
      prefix: lastIsPrefix && k === words.length - 1,
      typos: phrase ? 0 : allowedTypos(text),
      variants: phrase || !context.relevance.ignorePlurals ? [] : context.inflectionsOf(text),
    })),
    alternatives,
    optional: false,
    phrase,
  };
}
