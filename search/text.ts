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
  const parts = Array.from(word.matchAll(CAMEL_PART), (m) => ({ text: m[0], start: m.index ?? 0 }));
  return parts.length > 1 ? parts : [];
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

/** Typo budget (issue #6): 1 typo from 4 letters, 2 from 8, none below 4. */
export function allowedTypos(term: string): number {
  const length = [...term].length;
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > max) return max + 1;
    previous = current;
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
