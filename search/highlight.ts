/**
 * Algolia-shaped `_highlightResult` / `_snippetResult` entries. Values are HTML-escaped text with
 * only the highlight tags as markup, because DocSearch and the search page insert them as HTML.
 */
import { camelParts, matchTerm, wordSpans } from './text';

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

interface Marks {
  ranges: Range[];
  matchedWords: Set<string>;
}

/** Which parts of `text` answer the query terms (whole words, camelCase parts, typed prefixes). */
function findMarks(text: string, terms: string[]): Marks {
  const ranges: Range[] = [];
  const matchedWords = new Set<string>();
  const lastIndex = terms.length - 1;

  const tryMark = (word: string, start: number): boolean => {
    const lower = word.toLowerCase();
    let marked = false;
    terms.forEach((term, i) => {
      const match = matchTerm(term, lower, i === lastIndex);
      if (!match) return;
      matchedWords.add(term);
      const length = match.kind === 'prefix' ? term.length : word.length;
      ranges.push({ start, end: start + length });
      marked = true;
    });
    return marked;
  };

  for (const word of wordSpans(text)) {
    if (tryMark(word.text, word.start)) continue;
    for (const part of camelParts(word.text)) tryMark(part.text, word.start + part.start);
  }
  return { ranges: mergeRanges(ranges), matchedWords };
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

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `text[from, to)` escaped, with the ranges inside it wrapped in the tags. */
function render(text: string, ranges: Range[], tags: Tags, from = 0, to = text.length): string {
  let out = '';
  let cursor = from;
  for (const range of ranges) {
    const start = Math.max(range.start, from);
    const end = Math.min(range.end, to);
    if (end <= start) continue;
    out += escapeHtml(text.slice(cursor, start)) + tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    cursor = end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

function levelOf(matched: Set<string>, terms: string[]): MatchLevel {
  if (matched.size === 0) return 'none';
  return terms.every((t) => matched.has(t)) ? 'full' : 'partial';
}

export function highlight(text: string, terms: string[], tags: Tags): HighlightResult {
  const { ranges, matchedWords } = findMarks(text, terms);
  const words = wordSpans(text);
  const fullyHighlighted =
    words.length > 0 &&
    words.every((w) => ranges.some((r) => r.start <= w.start && r.end >= w.start + w.text.length));
  const result: HighlightResult = {
    value: render(text, ranges, tags),
    matchLevel: levelOf(matchedWords, terms),
    matchedWords: terms.filter((t) => matchedWords.has(t)),
  };
  if (result.matchLevel !== 'none') result.fullyHighlighted = fullyHighlighted;
  return result;
}

/**
 * A window of `wordCount` words (whitespace-separated) around the first match, with the ellipsis
 * where text was cut. Short texts come back whole.
 */
export function snippet(text: string, terms: string[], wordCount: number, ellipsis: string, tags: Tags): SnippetResult {
  const { ranges, matchedWords } = findMarks(text, terms);
  const words = Array.from(text.matchAll(/\S+/g), (m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const matchLevel = levelOf(matchedWords, terms);
  if (words.length <= wordCount || wordCount <= 0) {
    return { value: wordCount <= 0 ? '' : render(text, ranges, tags), matchLevel };
  }
  const first = bestWindowStart(words, ranges, wordCount);
  const last = first + wordCount - 1;
  const body = render(text, ranges, tags, words[first].start, words[last].end);
  return {
    value: (first > 0 ? ellipsis : '') + body + (last < words.length - 1 ? ellipsis : ''),
    matchLevel,
  };
}

/**
 * The window holding the most matches (the earliest of equals), starting a little before its first
 * match for context, and never shorter than asked.
 */
function bestWindowStart(words: Range[], ranges: Range[], wordCount: number): number {
  const hitsIn = words.map((w) => ranges.filter((r) => r.start < w.end && r.end > w.start).length);
  const matched = hitsIn.map((n) => n > 0);
  let best = 0;
  let bestCount = -1;
  for (let start = 0; start + wordCount <= words.length; start += 1) {
    const count = hitsIn.slice(start, start + wordCount).reduce((sum, n) => sum + n, 0);
    if (count > bestCount) {
      best = start;
      bestCount = count;
    }
  }
  const firstMatch = matched.indexOf(true, best);
  if (firstMatch < 0) return 0;
  const context = Math.min(2, Math.floor(wordCount / 4));
  return Math.max(0, Math.min(firstMatch - context, words.length - wordCount));
}
