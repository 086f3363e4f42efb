/**
 * Words, identifiers and typo rules shared by indexing, matching and highlighting, so that what is
 * found is also what is highlighted.
 */
import { boundedCache } from './bounded-cache';
import { stemmer } from 'stemmer';
import { eng as ENGLISH_STOP_WORDS } from 'stopword';

/** A word: letters and digits. `query.serialize()` → `query`, `serialize`; `snake_case` → two words. */
const WORD = /[\p{L}\p{N}]+/gu;
/** camelCase / PascalCase / acronym parts: `useNode` → use|Node, `HTMLElement` → HTML|Element. */
const CAMEL_PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;

export interface WordSpan {
  text: string;
  start: number;
}

/*
 * For ASCII text, where \p{L} is [A-Za-z], \p{Lu} [A-Z], \p{Ll} [a-z] and \p{N} [0-9], words and
 * camelCase parts are found without Unicode property lookups: splitting the records when an engine
 * is built takes a fraction of the time. Nearly every text of the docs is ASCII, and the others
 * mostly have ASCII words only: what is not ASCII in them (`…`, `→`, `’`) parts words as any
 * punctuation does.
 */
const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_WORD_CHAR = /(?![\0-\x7f])[\p{L}\p{N}]/u;
const ASCII_CAMEL_PART = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g;
const ASCII_WORDS = /[A-Za-z0-9]+/g;
const DIGIT = /[0-9]/;

/** The words of a text with their offsets. */
export function wordSpans(text: string): WordSpan[] {
  if (NON_ASCII.test(text) && NON_ASCII_WORD_CHAR.test(text))
    return Array.from(text.matchAll(WORD), (m) => ({ text: m[0], start: m.index ?? 0 }));
  // ASCII words: the runs of [A-Za-z0-9] by one native match, each found again from where the last
  // one ended (only non-word characters lie between them). A loop over the characters runs as
  // slow, not yet optimised code when a reader's browser builds the engine.
  const words = text.match(ASCII_WORDS) ?? [];
  const spans = new Array<WordSpan>(words.length);
  let from = 0;
  for (let k = 0; k < words.length; k += 1) {
    const start = text.indexOf(words[k], from);
    spans[k] = { text: words[k], start };
    from = start + words[k].length;
  }
  return spans;
}

/** The camelCase parts of one word with offsets relative to the word; [] when it has only one part. */
export function camelParts(word: string): WordSpan[] {
  const shape = asciiShape(word);
  // Most words are lowercase, or capitalised: always one part.
  if (shape === 'one part' || (shape === 'other' && ONE_PART.test(word))) return [];
  const pattern = shape === 'other' ? CAMEL_PART : ASCII_CAMEL_PART;
  const parts: WordSpan[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(word); match !== null; match = pattern.exec(word))
    parts.push({ text: match[0], start: match.index });
  return parts.length > 1 ? parts : [];
}
const ONE_PART = /^\p{Lu}?\p{Ll}*$/u;

/** For an ASCII word, whether it is ONE_PART (an optional capital, then lowercase letters); 'other' when not ASCII. */
function asciiShape(word: string): 'one part' | 'parts' | 'other' {
  let shape: 'one part' | 'parts' = 'one part';
  for (let i = 0; i < word.length; i += 1) {
    const code = word.charCodeAt(i);
    if (code > 127) return 'other';
    const lower = code >= 97 && code <= 122;
    if (!lower && !(i === 0 && code >= 65 && code <= 90)) shape = 'parts';
  }
  return shape;
}

export interface Token {
  text: string;
  /** Lowercased once, for matching. */
  lower: string;
  start: number;
  end: number;
  /** `lower`'s number among the words this cache has seen, from 0 up (the highlighter indexes arrays by it). */
  id: number;
  /** camelCase parts (offsets in the text), [] when the word is one part. */
  parts: Array<{ lower: string; id: number; start: number; length: number }>;
}

const ONE_PART_WORD: Token['parts'] = [];

/**
 * The words of record texts, tokenized once and kept by the engine that owns this cache: the same
 * headings and paragraphs are highlighted again for every query that finds them. Bounded (least
 * recently used out first) so a service that lives for weeks never grows without limit.
 */
export class TokenCache {
  private readonly tokens = boundedCache<string, Token[]>(20_000);
  /** Lowercased word → its number, so per-query answers can live in arrays rather than maps. */
  private readonly ids = new Map<string, number>();

  private idOf(lower: string): number {
    let id = this.ids.get(lower);
    if (id === undefined) this.ids.set(lower, (id = this.ids.size));
    return id;
  }

  tokensOf(text: string): Token[] {
    let tokens = this.tokens.get(text);
    if (tokens) return tokens;
    tokens = wordSpans(text).map(({ text: word, start }) => {
      const lower = word.toLowerCase();
      return {
        text: word,
        lower,
        id: this.idOf(lower),
        start,
        end: start + word.length,
        parts: this.partsOf(word, start),
      };
    });
    this.tokens.set(text, tokens);
    return tokens;
  }

  private partsOf(word: string, start: number): Token['parts'] {
    const parts = camelParts(word);
    // Most words are one part: they share one empty list (never changed) instead of each having one.
    if (parts.length === 0) return ONE_PART_WORD;
    return parts.map((part) => {
      const lower = part.text.toLowerCase();
      return { lower, id: this.idOf(lower), start: start + part.start, length: part.text.length };
    });
  }
}

/** A text's index terms: each word as typed, followed by its camelCase parts, and the same lowercased. */
export interface TermsOfText {
  typed: string[];
  lower: string[];
  /** The text's word, lowercased, when it is one word and nothing else. */
  sole?: string;
}

/**
 * The terms stored in the index (every word as typed, plus its camelCase parts) of each distinct
 * text, as typed and lowercased, worked out once while an engine is built: a page's title and a
 * section's headings come back on every record under them, and the term index, the words by stem
 * and the subject's word counts all read them. Lighter than the token cache's tokens (no offsets, no
 * word numbers), which ranking and highlighting make only for the records they look at.
 */
export class TextTerms {
  private readonly split = new Map<string, TermsOfText>();

  /** The text's terms, lowercased. */
  lowerOf(text: string): string[] {
    return this.termsOf(text).lower;
  }

  /** The text's word, lowercased, when it is one word and nothing else. */
  soleWordOf(text: string): string | undefined {
    return this.termsOf(text).sole;
  }

  /** The text's terms: each word as typed, followed by its camelCase parts, and lowercased. */
  readonly termsOf = (text: string): TermsOfText => {
    let terms = this.split.get(text);
    if (!terms) this.split.set(text, (terms = splitTerms(text)));
    return terms;
  };
}

/**
 * A text's terms. This runs for every distinct text when an engine is built (on a static host, in
 * the reader's browser, where it must be ready by the first keystroke), so ASCII text is split by one
 * native regex match, as typed and lowercased, instead of a loop over its characters; only a word
 * with a capital or a digit is looked at for camelCase parts.
 */
function splitTerms(text: string): TermsOfText {
  const allAscii = !NON_ASCII.test(text);
  const ascii = allAscii || !NON_ASCII_WORD_CHAR.test(text);
  const words = ascii ? (text.match(ASCII_WORDS) ?? []) : wordSpans(text).map((span) => span.text);
  // The whole text lowercased keeps its words where they were only when it is all ASCII.
  const lowered = allAscii ? (text.toLowerCase().match(ASCII_WORDS) ?? []) : words.map((word) => word.toLowerCase());
  const digits = DIGIT.test(text);
  // Most texts have no word with parts: their terms are the matches' own arrays. Pushing every word
  // into new ones measured about 10 ms slower for an engine built in a fresh process.
  let typed = words;
  let lower = lowered;
  for (let k = 0; k < words.length; k += 1) {
    // An ASCII word of lowercase letters is one part; other scripts have letters of neither case.
    const mayHaveParts = !ascii || words[k] !== lowered[k] || (digits && DIGIT.test(words[k]));
    const parts = mayHaveParts ? camelParts(words[k]) : [];
    if (parts.length === 0) {
      if (typed !== words) {
        typed.push(words[k]);
        lower.push(lowered[k]);
      }
      continue;
    }
    // The first word with parts: from here on, the lists are copies that take the parts in.
    if (typed === words) {
      typed = words.slice(0, k);
      lower = lowered.slice(0, k);
    }
    typed.push(words[k]);
    lower.push(lowered[k]);
    for (const part of parts) {
      typed.push(part.text);
      lower.push(part.text.toLowerCase());
    }
  }
  return { typed, lower, sole: words.length === 1 ? lowered[0] : undefined };
}

/** Terms of a query: the words as typed (a typed camelCase name stays whole). Lowercased. */
export function queryTerms(query: string): string[] {
  return wordSpans(query).map((w) => w.text.toLowerCase());
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** Typo budget, Algolia's default word sizes: 1 typo from 4 letters, 2 from 8, none below 4. */
export function allowedTypos(term: string): number {
  // Letters, not UTF-16 units; spreading the string only when it has surrogate pairs (it runs per word).
  const length = SURROGATE.test(term) ? [...term].length : term.length;
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/**
 * Typos between two words, as Algolia counts them: a missing, extra or wrong letter is one typo, and
 * so is a pair of adjacent letters typed in the wrong order (`hlelo` for `hello`), which plain
 * Levenshtein counts as two. That is the optimal string alignment distance: each letter takes part
 * in one edit at most. Answers it when it is at most `max`, else `max + 1`. Typo budgets are 0 to 2,
 * so trying each budget in turn with the few edits it allows beats filling a table, and allocates
 * nothing (it runs for every word a query is compared with).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  for (let edits = 0; edits <= max; edits += 1) if (withinEdits(a, 0, b, 0, edits)) return edits;
  return max + 1;
}

/** True when `a` from `i` and `b` from `j` differ by at most `edits` typos (see editDistance). */
function withinEdits(a: string, i: number, b: string, j: number, edits: number): boolean {
  // Equal characters are always best matched with each other.
  while (i < a.length && j < b.length && a.charCodeAt(i) === b.charCodeAt(j)) {
    i += 1;
    j += 1;
  }
  if (i === a.length || j === b.length) return a.length - i + (b.length - j) <= edits;
  if (edits === 0) return false;
  const swapped =
    i + 1 < a.length &&
    j + 1 < b.length &&
    a.charCodeAt(i) === b.charCodeAt(j + 1) &&
    a.charCodeAt(i + 1) === b.charCodeAt(j);
  return (
    (swapped && withinEdits(a, i + 2, b, j + 2, edits - 1)) ||
    withinEdits(a, i + 1, b, j + 1, edits - 1) ||
    withinEdits(a, i + 1, b, j, edits - 1) ||
    withinEdits(a, i, b, j + 1, edits - 1)
  );
}

/** `word` with its letters at `at` and `at + 1` swapped. */
export function swapAt(word: string, at: number): string {
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
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
export function matchTerm(
  queryTerm: string,
  word: string,
  isLast: boolean,
  /** allowedTypos(queryTerm), when the caller compares many words with one term. */
  budget = allowedTypos(queryTerm),
): TermMatch | null {
  if (word === queryTerm) return { kind: 'exact', typos: 0 };
  if (isLast && word.startsWith(queryTerm)) return { kind: 'prefix', typos: 0 };
  if (budget === 0) return null;
  const distance = editDistance(queryTerm, word, budget);
  return distance <= budget ? { kind: 'typo', typos: distance } : null;
}

/** The stem shared by a word's plural and other inflected forms: `nodes`, `node` → `node`. */
export function stemOf(word: string): string {
  return stemmer(word);
}

const ENDINGS = new Set(['', 's', 'es', 'e', 'ed', 'd', 'ing', 'y', 'ies', 'ied']);

/**
 * True when two words of one stem differ only by a plural or verb ending (`node`/`nodes`,
 * `serialize`/`serialized`, `drag`/`dragging`), not by a derivation (`delete`/`deletable`,
 * `select`/`selection`), which changes the meaning.
 */
export function isInflection(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  const ending = (word: string) => {
    const rest = word.slice(common);
    // A doubled final consonant: drag → dragging.
    return rest.length > 1 && common > 0 && rest[0] === word[common - 1] ? rest.slice(1) : rest;
  };
  // The endings first: they rule out most words without stemming them.
  return ENDINGS.has(ending(a)) && ENDINGS.has(ending(b)) && stemOf(a) === stemOf(b);
}

/** The most letters isInflection may take as an ending: `ied` after a doubled consonant. */
const LONGEST_ENDING = Math.max(...[...ENDINGS].map((ending) => ending.length)) + 1;

/**
 * Every word that can be an inflection of `word` (see isInflection), to be looked up rather than
 * compared with every word there is: all of `word` but an ending of its own, then another ending,
 * after a doubled letter or not. The two share at least a first letter, unless `word` is an ending
 * itself (`s`, `ed`): then the other may be one too.
 */
export function inflectionCandidates(word: string): string[] {
  const candidates = new Set<string>();
  for (let common = Math.max(1, word.length - LONGEST_ENDING); common <= word.length; common += 1) {
    const rest = word.slice(common);
    const doubled = rest.length > 1 && rest[0] === word[common - 1];
    if (!ENDINGS.has(doubled ? rest.slice(1) : rest)) continue;
    const shared = word.slice(0, common);
    for (const ending of ENDINGS) {
      candidates.add(shared + ending);
      candidates.add(shared + word[common - 1] + ending);
    }
  }
  if (ENDINGS.has(word)) for (const ending of ENDINGS) if (ending !== '') candidates.add(ending);
  candidates.delete(word);
  return [...candidates];
}

/*
 * English stop words, less those that name a topic in these docs ("many nodes", "read only"), plus the
 * words that join the two sides of a comparison ("useNode vs useEditor").
 */
const TOPIC_WORDS = new Set(['many', 'only']);
const COMPARISON_WORDS = ['vs', 'versus'];
const STOP_WORDS = new Set([...ENGLISH_STOP_WORDS.filter((word) => !TOPIC_WORDS.has(word)), ...COMPARISON_WORDS]);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/*
 * The frame a reader puts around a question: "how do I …", "how to …", "what is a …", "can I …",
 * "why does my …". Only at the start, and only words that carry no topic of their own.
 */
const QUESTION_OPENERS = new Set([
  'how',
  'what',
  'whats',
  'why',
  'where',
  'when',
  'which',
  'who',
  'can',
  'could',
  'should',
  'is',
  'are',
  'does',
  'do',
]);
const QUESTION_FILLERS = new Set([
  'do',
  'does',
  'did',
  'can',
  'could',
  'should',
  'would',
  'will',
  'i',
  'we',
  'you',
  'one',
  'to',
  'is',
  'are',
  'was',
  'a',
  'an',
  'the',
  'my',
  'our',
  'your',
  'there',
  'it',
]);

/*
 * The frame of a comparison, after the question frame or alone: "(what is the) difference between X
 * and Y", "compare X with Y". Its words name no topic; the two things compared do, and the record that
 * names both should lead, not one that happens to say "difference".
 */
const COMPARISON_FRAMES = [['difference', 'between'], ['differences', 'between'], ['compare'], ['comparing']];

/** The words after a leading question frame; the words unchanged when they are not a question or are only a frame. */
export function withoutQuestionFrame(words: string[]): string[] {
  let i = 0;
  if (words.length > 0 && QUESTION_OPENERS.has(words[0])) {
    i = 1;
    while (i < words.length && QUESTION_FILLERS.has(words[i])) i += 1;
  }
  const comparison = COMPARISON_FRAMES.find((frame) => frame.every((word, k) => words[i + k] === word));
  if (comparison) i += comparison.length;
  return i < words.length ? words.slice(i) : words;
}
