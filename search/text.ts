/**
 * Words, identifiers and typo rules shared by indexing, matching and highlighting, so that what is
 * found is also what is highlighted.
 */

/** A word: letters and digits. `query.serialize()` → `query`, `serialize`; `snake_case` → two words. */
const WORD = /[\p{L}\p{N}]+/gu;
/** camelCase / PascalCase / acronym parts: `useNode` → use|Node, `HTMLElement` → HTML|Element. */
const CAMEL_PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;

export interface WordSpan {
  text: string;
  start: number;
}

/** The words of a text with their offsets. */
export function wordSpans(text: string): WordSpan[] {
  return Array.from(text.matchAll(WORD), (m) => ({ text: m[0], start: m.index ?? 0 }));
}

/** The camelCase parts of one word with offsets relative to the word; [] when it has only one part. */
export function camelParts(word: string): WordSpan[] {
  // Most words are lowercase, or capitalised: always one part.
  if (ONE_PART.test(word)) return [];
  const parts = Array.from(word.matchAll(CAMEL_PART), (m) => ({ text: m[0], start: m.index ?? 0 }));
  return parts.length > 1 ? parts : [];
}
const ONE_PART = /^\p{Lu}?\p{Ll}*$/u;

export interface Token {
  text: string;
  /** Lowercased once, for matching. */
  lower: string;
  start: number;
  end: number;
  /** camelCase parts (offsets in the text), [] when the word is one part. */
  parts: Array<{ lower: string; start: number; length: number }>;
}

/**
 * The words of a record's text, tokenized once and kept: the same headings and paragraphs are
 * highlighted again for every query that finds them. Bounded so a service that lives for weeks
 * (or indexes that get replaced) never grows without limit.
 */
const tokenCache = new Map<string, Token[]>();
const TOKEN_CACHE_TEXTS = 20_000;

export function tokensOf(text: string): Token[] {
  let tokens = tokenCache.get(text);
  if (tokens) return tokens;
  tokens = wordSpans(text).map(({ text: word, start }) => ({
    text: word,
    lower: word.toLowerCase(),
    start,
    end: start + word.length,
    parts: camelParts(word).map((part) => ({ lower: part.text.toLowerCase(), start: start + part.start, length: part.text.length })),
  }));
  if (tokenCache.size >= TOKEN_CACHE_TEXTS) tokenCache.clear();
  tokenCache.set(text, tokens);
  return tokens;
}

/** Terms stored in the index: every word as typed, plus its camelCase parts. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const { text: word } of wordSpans(text)) {
    terms.push(word);
    for (const part of camelParts(word)) terms.push(part.text);
  }
  return terms;
}

/** Terms of a query: the words as typed (a typed camelCase name stays whole). Lowercased. */
export function queryTerms(query: string): string[] {
  return wordSpans(query).map((w) => w.text.toLowerCase());
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** Typo budget (issue #6): 1 typo from 4 letters, 2 from 8, none below 4. */
export function allowedTypos(term: string): number {
  // Letters, not UTF-16 units; spreading the string only when it has surrogate pairs (it runs per word).
  const length = SURROGATE.test(term) ? [...term].length : term.length;
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/** Levenshtein distance, stopping early once it exceeds `max`. Two reused rows: no allocation per call. */
let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);

export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > previousRow.length) {
    previousRow = new Int32Array(b.length + 1);
    currentRow = new Int32Array(b.length + 1);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

export type MatchKind = 'exact' | 'prefix' | 'typo';

export interface TermMatch {
  kind: MatchKind;
  typos: number;
}

/**
 * How a document word (lowercased) answers a query term: exactly, as a prefix (only the last query
 * term, which the reader is still typing), or within the typo budget. Null when it does not.
 */
export function matchTerm(queryTerm: string, word: string, isLast: boolean): TermMatch | null {
  if (word === queryTerm) return { kind: 'exact', typos: 0 };
  if (isLast && word.startsWith(queryTerm)) return { kind: 'prefix', typos: 0 };
  const budget = allowedTypos(queryTerm);
  if (budget === 0) return null;
  const distance = editDistance(queryTerm, word, budget);
  return distance <= budget ? { kind: 'typo', typos: distance } : null;
}
