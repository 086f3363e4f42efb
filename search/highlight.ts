/**
 * Algolia-shaped `_highlightResult` / `_snippetResult` entries. Values are HTML-escaped text with
 * only the highlight tags as markup, because DocSearch and the search page insert them as HTML.
 */
import { allowedTypos, matchTerm, type TokenCache } from './text';
import { escapedSlice, spacedWords, TextViews, type TextView } from './text-view';

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

interface Marks {
  view: TextView;
  ranges: Range[];
  /** Null when no word matched (most texts of a page's hits). */
  matchedWords: Set<string> | null;
  /** The last highlight and snippet rendered from these marks, with what they were rendered with:
   *  a page's headings come back in many hits of one answer, asked for with the same tags. */
  highlighted?: { tags: Tags; result: HighlightResult };
  snippeted?: { tags: Tags; wordCount: number; ellipsis: string; result: SnippetResult };
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
   * What each document word (by its TokenCache number) answers for the current query: an index in
   * `answerLists` (0: nothing, what most words answer), counted only when its generation is the
   * current query's. Typed arrays, so a query's answers allocate nothing for the words that answer nothing.
   */
  private answerIndex = new Int32Array(1024);
  private answerGeneration = new Int32Array(1024);
  private answerLists: WordAnswer[] = [[]];
  private generation = 0;
  private marksKey: string | undefined;
  /** The current query's typo budget for each of its terms. */
  private budgets: number[] = [];

  private readonly views: TextViews;

  constructor(tokens: TokenCache) {
    this.views = new TextViews(tokens);
  }

  /** Forgets the previous query's marks and answers when the query changes. */
  private startQuery(query: MarkQuery): void {
    if (this.marksKey === query.key) return;
    this.marks.clear();
    this.marksKey = query.key;
    this.answerLists = [[]];
    this.budgets = query.terms.map(allowedTypos);
    this.generation += 1;
    // A service may live for billions of queries: start the numbering again before it overflows.
    if (this.generation === 0x7fffffff) {
      this.answerGeneration.fill(0);
      this.generation = 1;
    }
  }

  /** The query words a document word answers (the words before the last whole, the last as typed prefix too). */
  private answerOf(lower: string, id: number, query: MarkQuery): WordAnswer {
    if (id >= this.answerIndex.length) this.growAnswers(id);
    if (this.answerGeneration[id] === this.generation) return this.answerLists[this.answerIndex[id]];
    return this.newAnswer(lower, id, query);
  }

  private growAnswers(id: number): void {
    const size = Math.max(id + 1, this.answerIndex.length * 2);
    const index = new Int32Array(size);
    const generation = new Int32Array(size);
    index.set(this.answerIndex);
    generation.set(this.answerGeneration);
    this.answerIndex = index;
    this.answerGeneration = generation;
  }

  private newAnswer(lower: string, id: number, query: MarkQuery): WordAnswer {
    const { terms } = query;
    const lastIndex = terms.length - 1;
    let answer: WordAnswer | undefined;
    for (let i = 0; i < terms.length; i += 1) {
      const match = matchTerm(terms[i], lower, i === lastIndex, this.budgets[i]);
      if (match) (answer ??= []).push({ term: terms[i], prefixOnly: match.kind === 'prefix' });
    }
    if (!answer) {
      const standsFor = query.alternatives.get(lower);
      if (standsFor !== undefined) answer = [{ term: standsFor, prefixOnly: false }];
    }
    this.answerGeneration[id] = this.generation;
    if (!answer) {
      this.answerIndex[id] = 0;
      return this.answerLists[0];
    }
    this.answerIndex[id] = this.answerLists.length;
    this.answerLists.push(answer);
    return answer;
  }

  /** Which parts of `text` answer the query (whole words, camelCase parts, typed prefixes, alternatives). */
  private findMarks(text: string, query: MarkQuery): Marks {
    this.startQuery(query);
    const cached = this.marks.get(text);
    if (cached) return cached;
    const view = this.views.of(text);
    const ranges: Range[] = [];
    let matchedWords: Set<string> | null = null;
    // Plain loops: this runs for every word of every text a page shows.
    for (const token of view.tokens) {
      const answer = this.answerOf(token.lower, token.id, query);
      if (answer.length > 0) {
        matchedWords ??= new Set();
        for (const { term, prefixOnly } of answer) {
          matchedWords.add(term);
          ranges.push({ start: token.start, end: token.start + (prefixOnly ? term.length : token.text.length) });
        }
        continue;
      }
      for (const part of token.parts) {
        const partAnswer = this.answerOf(part.lower, part.id, query);
        if (partAnswer.length === 0) continue;
        matchedWords ??= new Set();
        for (const { term, prefixOnly } of partAnswer) {
          matchedWords.add(term);
          ranges.push({ start: part.start, end: part.start + (prefixOnly ? term.length : part.length) });
        }
      }
    }
    const marks: Marks = { view, ranges: mergeRanges(ranges), matchedWords };
    this.marks.set(text, marks);
    return marks;
  }

  highlight(text: string, query: MarkQuery, tags: Tags): HighlightResult {
    const marks = this.findMarks(text, query);
    const known = marks.highlighted;
    if (known && sameTags(known.tags, tags)) return known.result;
    const { ranges, matchedWords } = marks;
    const matched: string[] = [];
    if (matchedWords) for (const term of query.terms) if (matchedWords.has(term)) matched.push(term);
    const result: HighlightResult = {
      value: render(marks, tags, 0, text.length),
      matchLevel: levelOf(matchedWords, query.terms),
      matchedWords: matched,
    };
    if (result.matchLevel !== 'none') result.fullyHighlighted = everyWordMarked(marks.view.tokens, ranges);
    marks.highlighted = { tags, result };
    return result;
  }

  /**
   * A window of `wordCount` words (whitespace-separated) around the first match, with the ellipsis
   * where text was cut. Short texts come back whole.
   */
  snippet(text: string, query: MarkQuery, wordCount: number, ellipsis: string, tags: Tags): SnippetResult {
    const marks = this.findMarks(text, query);
    const known = marks.snippeted;
    if (known && known.wordCount === wordCount && known.ellipsis === ellipsis && sameTags(known.tags, tags))
      return known.result;
    const result = this.renderSnippet(text, marks, query, wordCount, ellipsis, tags);
    marks.snippeted = { tags, wordCount, ellipsis, result };
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
    const words = spacedWords(marks.view, text);
    const matchLevel = levelOf(marks.matchedWords, query.terms);
    if (wordCount <= 0) return { value: '', matchLevel };
    if (words.length <= wordCount) {
      // The whole text, as its highlight (asked for first) has it.
      const known = marks.highlighted;
      return {
        value: known && sameTags(known.tags, tags) ? known.result.value : render(marks, tags, 0, text.length),
        matchLevel,
      };
    }
    const first = bestWindowStart(words, marks.ranges, wordCount);
    const last = first + wordCount - 1;
    const body = render(marks, tags, words[first].start, words[last].end);
    return {
      value: (first > 0 ? ellipsis : '') + body + (last < words.length - 1 ? ellipsis : ''),
      matchLevel,
    };
  }
}

const sameTags = (a: Tags, b: Tags) => a === b || (a.pre === b.pre && a.post === b.post);

function mergeRanges(ranges: Range[]): Range[] {
  // The ranges are the caller's own: with fewer than two there is nothing to sort or merge.
  if (ranges.length < 2) return ranges;
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** `text[from, to)` escaped, with the marked ranges inside it wrapped in the tags. */
function render({ view, ranges }: Marks, tags: Tags, from: number, to: number): string {
  let out = '';
  let cursor = from;
  for (const range of ranges) {
    const start = Math.max(range.start, from);
    const end = Math.min(range.end, to);
    if (end <= start) continue;
    out += escapedSlice(view, cursor, start) + tags.pre + escapedSlice(view, start, end) + tags.post;
    cursor = end;
  }
  return out + escapedSlice(view, cursor, to);
}

function levelOf(matched: Set<string> | null, terms: string[]): MatchLevel {
  if (!matched || matched.size === 0) return 'none';
  for (const term of terms) if (!matched.has(term)) return 'partial';
  return 'full';
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
  const hitsIn = hitsScratch(words.length);
  let r = 0;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    while (r < ranges.length && ranges[r].end <= word.start) r += 1;
    for (let k = r; k < ranges.length && ranges[k].start < word.end; k += 1) hitsIn[i] += 1;
  }
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
  let firstMatch = best;
  while (firstMatch < words.length && hitsIn[firstMatch] === 0) firstMatch += 1;
  if (firstMatch === words.length) return 0;
  const context = Math.min(2, Math.floor(wordCount / 4));
  return Math.max(0, Math.min(firstMatch - context, words.length - wordCount));
}

/** One zeroed array of match counts for every snippet (snippets are made one at a time). */
let hitsBuffer = new Int32Array(256);
function hitsScratch(length: number): Int32Array {
  if (hitsBuffer.length < length) hitsBuffer = new Int32Array(Math.max(length, hitsBuffer.length * 2));
  hitsBuffer.fill(0, 0, length);
  return hitsBuffer;
}
