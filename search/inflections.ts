/**
 * The index words that are plural or inflected forms of a query word (`nodes` for `node`, `dragging`
 * for `drag`: isInflection), found when a query first has the word: only the words that can be one
 * are looked up (inflectionCandidates), so an engine built in a reader's browser does not stem every
 * word of the records before its first answer.
 */
import { boundedCache } from './bounded-cache';
import type { DocSearchRecord } from './records';
import { fieldTexts } from './record-words';
import type { TermIndex } from './term-index';
import { inflectionCandidates, isInflection, type TextTerms } from './text';

/** Where the records first use a word: the record, its text (record-words.ts order), the word's place in it. */
export type FirstUse = [record: number, text: number, word: number];

/**
 * Where the records first use each of `words` (index words): read from the records' texts here; a static
 * host's shards carry it, worked out the same way when they are written (firstUseIn).
 */
export type FirstUses = (words: readonly string[]) => FirstUse[];

/** Where `record` (the first holding `word`) uses it first: its text (record-words.ts order) and place there. */
export function firstUseIn(record: DocSearchRecord, word: string, terms: TextTerms): [text: number, word: number] {
  const texts = fieldTexts(record);
  for (let text = 0; text < texts.length; text += 1) {
    const at = terms.lowerOf(texts[text]).indexOf(word);
    if (at >= 0) return [text, at];
  }
  return [texts.length, 0];
}

export class Inflections {
  /** Query words come back on every later keystroke of the same query. */
  private readonly found = boundedCache<string, readonly string[]>(10_000);

  private readonly firstUses: FirstUses;

  /** `firstUses`: where given (a static host's shards), instead of reading the records' texts. */
  constructor(
    private readonly index: TermIndex,
    records: DocSearchRecord[],
    terms: TextTerms,
    firstUses?: FirstUses,
  ) {
    this.firstUses =
      firstUses ??
      ((words) =>
        words.map((word) => {
          const [record] = index.recordsOf(word);
          return [record, ...firstUseIn(records[record], word, terms)];
        }));
  }

  /** The inflections of `word` among the index words, in the order the records first use them. */
  of(word: string): readonly string[] {
    let forms = this.found.get(word);
    if (!forms) this.found.set(word, (forms = this.find(word)));
    return forms;
  }

  private find(word: string): string[] {
    const forms = inflectionCandidates(word).filter((form) => this.index.has(form) && isInflection(form, word));
    if (forms.length < 2) return forms;
    // The order decides how a record's scores for them add up, to the last bit.
    const firstUses = this.firstUses(forms);
    const uses = new Map(forms.map((form, i) => [form, firstUses[i]]));
    return forms.sort((a, b) => compareUses(uses.get(a)!, uses.get(b)!));
  }
}

function compareUses(a: FirstUse, b: FirstUse): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
