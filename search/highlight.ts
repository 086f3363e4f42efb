/**
 * Algolia-shaped `_highlightResult` / `_snippetResult` entries. Values are HTML-escaped text with
 * only the highlight tags as markup, because DocSearch and the search page insert them as HTML.
 */
import { matchTerm, type TokenCache } from './text';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface Tags {
  pre: string;
  post: string;
}

interface Range {
  start: number;
  end: number;
}

/** The query words a document word answers; `prefixOnly` marks just the typed part of it. */
type WordAnswer = Array<{ term: string; prefixOnly: boolean }>;
const NO_ANSWER: WordAnswer = [];

interface Marks {
  ranges: Range[];
  /** False when the text holds a character HTML must escape (most texts hold none). */
  plain: boolean;
  matchedWords: Set<string>;
  /** Results already rendered from these marks, by tags (and snippet length): a page's headings
   *  come back in many hits of one answer. */
  rendered: Map<string, HighlightResult | SnippetResult>;
}

/**
 * What a search marks: its query words (matched exactly, as a typed prefix for the last one, or
 * within the typo budget), plus exact document words that stand for one of them (plural forms,
 * synonyms, corrections).
 */
export interface MarkQuery {
  terms: string[];
  alternatives: ReadonlyMap<string, string>;
  /** Identifies the query's words and alternatives: the marks of one text are kept per key. */
  key: string;
}

/**
 * Highlights and snippets for one engine. One search asks for the marks of each text twice
 * (highlight, then snippet) and of a page's headings once per hit: they are kept for the current
 * query only.
 */
export class Highlighter {
  private readonly marks = new Map<string, Marks>();
  /**
   * What each document word (by its TokenCache number) answers, for the current query: the same
   * words recur in every text. An answer counts only when its generation is the current query's.
   */
  private readonly answers: WordAnswer[] = [];
  private readonly answerGeneration: number[] = [];
  private generation = 0;
  private marksKey: string | undefined;

  constructor(private readonly tokens: TokenCache) {}

  /** Which parts of `text` answer the query (whole words, camelCase parts, typed prefixes, alternatives). */
  private findMarks(text: string, query: MarkQuery): Marks {
    if (this.marksKey !== query.key) {
      this.marks.clear();
      this.generation += 1;
      this.marksKey = query.key;
    }
    const cached = this.marks.get(text);
    if (cached) return cached;
    const { terms, alternatives } = query;
    const ranges: Range[] = [];
    const matchedWords = new Set<string>();
    const lastIndex = terms.length - 1;

    const answerOf = (lower: string, id: number): WordAnswer => {
      // Dense arrays (grown to every word numbered so far) stay fast to index.
      while (this.answerGeneration.length <= id) {
        this.answerGeneration.push(0);
        this.answers.push(NO_ANSWER);
      }
      if (this.answerGeneration[id] === this.generation) return this.answers[id];
      const answer: WordAnswer = [];
      for (let i = 0; i < terms.length; i += 1) {
        const match = matchTerm(terms[i], lower, i === lastIndex);
        if (match) answer.push({ term: terms[i], prefixOnly: match.kind === 'prefix' });
      }
      const standsFor = alternatives.get(lower);
      if (answer.length === 0 && standsFor !== undefined) answer.push({ term: standsFor, prefixOnly: false });
      this.answers[id] = answer;
      this.answerGeneration[id] = this.generation;
      return answer;
    };
    const tryMark = (lower: string, id: number, start: number, length: number): boolean => {
      const answer = answerOf(lower, id);
      for (const { term, prefixOnly } of answer) {
        matchedWords.add(term);
        ranges.push({ start, end: start + (prefixOnly ? term.length : length) });
      }
      return answer.length > 0;
    };

    for (const token of this.tokens.tokensOf(text)) {
      if (tryMark(token.lower, token.id, token.start, token.text.length)) continue;
      for (const part of token.parts) tryMark(part.lower, part.id, part.start, part.length);
    }
    const marks = { ranges: mergeRanges(ranges), plain: !SPECIAL.test(text), matchedWords, rendered: new Map() };
    this.marks.set(text, marks);
    return marks;
  }

  highlight(text: string, query: MarkQuery, tags: Tags): HighlightResult {
    const marks = this.findMarks(text, query);
    const key = `${tags.pre}\u0000${tags.post}`;
    const known = marks.rendered.get(key);
    if (known) return known as HighlightResult;
    const { ranges, matchedWords } = marks;
    const result: HighlightResult = {
      value: render(text, marks, tags),
      matchLevel: levelOf(matchedWords, query.terms),
      matchedWords: query.terms.filter((t) => matchedWords.has(t)),
    };
    if (result.matchLevel !== 'none') result.fullyHighlighted = everyWordMarked(this.tokens.tokensOf(text), ranges);
    marks.rendered.set(key, result);
    return result;
  }

  /**
   * A window of `wordCount` words (whitespace-separated) around the first match, with the ellipsis
   * where text was cut. Short texts come back whole.
   */
  snippet(text: string, query: MarkQuery, wordCount: number, ellipsis: string, tags: Tags): SnippetResult {
    const marks = this.findMarks(text, query);
    const key = `${tags.pre}\u0000${tags.post}\u0000${wordCount}\u0000${ellipsis}`;
    let result = marks.rendered.get(key) as SnippetResult | undefined;
    if (!result) marks.rendered.set(key, (result = this.renderSnippet(text, marks, query, wordCount, ellipsis, tags)));
    return result;
  }

  private renderSnippet(
    text: string,
    marks: Marks,
    query: MarkQuery,
    wordCount: number,
    ellipsis: string,
    tags: Tags,
  ): SnippetResult {
    const words = this.tokens.spacedWords(text);
    const matchLevel = levelOf(marks.matchedWords, query.terms);
    if (words.length <= wordCount || wordCount <= 0) {
      return { value: wordCount <= 0 ? '' : render(text, marks, tags), matchLevel };
    }
    const first = bestWindowStart(words, marks.ranges, wordCount);
    const last = first + wordCount - 1;
    const body = render(text, marks, tags, words[first].start, words[last].end);
    return {
      value: (first > 0 ? ellipsis : '') + body + (last < words.length - 1 ? ellipsis : ''),
      matchLevel,
    };
  }
}

function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const SPECIAL = /[&<>"']/;

/** One pass, and none at all for the common text with nothing to escape. */
export function escapeHtml(text: string): string {
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]) : text;
}

/** `text[from, to)` escaped, with the marked ranges inside it wrapped in the tags. */
function render(text: string, { ranges, plain }: Marks, tags: Tags, from = 0, to = text.length): string {
  const escape = plain ? (part: string) => part : escapeHtml;
  let out = '';
  let cursor = from;
  for (const range of ranges) {
    const start = Math.max(range.start, from);
    const end = Math.min(range.end, to);
    if (end <= start) continue;
    out += escape(text.slice(cursor, start)) + tags.pre + escape(text.slice(start, end)) + tags.post;
    cursor = end;
  }
  return out + escape(text.slice(cursor, to));
}

function levelOf(matched: Set<string>, terms: string[]): MatchLevel {
  if (matched.size === 0) return 'none';
  return terms.every((t) => matched.has(t)) ? 'full' : 'partial';
}

/** True when every word lies inside a marked range (both lists are in text order). */
function everyWordMarked(words: Range[], ranges: Range[]): boolean {
  if (words.length === 0) return false;
  let r = 0;
  for (const word of words) {
    while (r < ranges.length && ranges[r].end < word.end) r += 1;
    if (r === ranges.length || ranges[r].start > word.start) return false;
  }
  return true;
}

/**
 * The window holding the most matches (the earliest of equals), starting a little before its first
 * match for context, and never shorter than asked.
 */
function bestWindowStart(words: Range[], ranges: Range[], wordCount: number): number {
  // Matches per word (ranges are merged and in order, so one pass), then a sliding window sum.
  const hitsIn = new Array<number>(words.length).fill(0);
  let r = 0;
  words.forEach((word, i) => {
    while (r < ranges.length && ranges[r].end <= word.start) r += 1;
    for (let k = r; k < ranges.length && ranges[k].start < word.end; k += 1) hitsIn[i] += 1;
  });
  let count = 0;
  for (let i = 0; i < wordCount; i += 1) count += hitsIn[i];
  let best = 0;
  let bestCount = count;
  for (let start = 1; start + wordCount <= words.length; start += 1) {
    count += hitsIn[start + wordCount - 1] - hitsIn[start - 1];
    if (count > bestCount) {
      best = start;
      bestCount = count;
    }
  }
  const firstMatch = hitsIn.findIndex((n, i) => i >= best && n > 0);
  if (firstMatch < 0) return 0;
  const context = Math.min(2, Math.floor(wordCount / 4));
  return Math.max(0, Math.min(firstMatch - context, words.length - wordCount));
}
