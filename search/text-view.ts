/**
 * What highlighting needs of one record text, worked out once per text and kept by the engine: the
 * same headings and paragraphs come back in the hits of many queries. Its words, its
 * whitespace-separated words (what a snippet's length counts), and its HTML-escaped form with where
 * each character lands in it, so that a slice of the text is cut from the escaped text rather than
 * escaped again for every query.
 */
import { boundedCache } from './bounded-cache';
import type { Token, TokenCache } from './text';

interface Span {
  start: number;
  end: number;
}

export interface TextView {
  tokens: Token[];
  /** The text HTML-escaped: the text itself when it holds nothing to escape (most texts). */
  escaped: string;
  /** Where each character of the text, and its end, start in `escaped`; null when nothing was escaped. */
  offsets: Int32Array | null;
  /** Made when a snippet first needs them. */
  spaced?: Span[];
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const SPECIAL = /[&<>"']/;

/** Each text's view; bounded (least recently used out first), like the token cache it reads. */
export class TextViews {
  private readonly views = boundedCache<string, TextView>(20_000);

  constructor(private readonly tokens: TokenCache) {}

  of(text: string): TextView {
    let view = this.views.get(text);
    if (!view) {
      view = { tokens: this.tokens.tokensOf(text), ...escaped(text) };
      this.views.set(text, view);
    }
    return view;
  }
}

function escaped(text: string): Pick<TextView, 'escaped' | 'offsets'> {
  if (!SPECIAL.test(text)) return { escaped: text, offsets: null };
  const offsets = new Int32Array(text.length + 1);
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    offsets[i] = out.length;
    out += ENTITIES[text[i]] ?? text[i];
  }
  offsets[text.length] = out.length;
  return { escaped: out, offsets };
}

/** `text[from, to)`, HTML-escaped. */
export function escapedSlice(view: TextView, from: number, to: number): string {
  const { escaped, offsets } = view;
  return offsets === null ? escaped.slice(from, to) : escaped.slice(offsets[from], offsets[to]);
}

/** Whitespace-separated words (what a snippet's word count counts). */
export function spacedWords(view: TextView, text: string): Span[] {
  view.spaced ??= Array.from(text.matchAll(/\S+/g), (m) => ({ start: m.index, end: m.index + m[0].length }));
  return view.spaced;
}
