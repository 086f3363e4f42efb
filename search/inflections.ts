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
type FirstUse = [record: number, text: number, word: number];

export class Inflections {
  /** Query words come back on every later keystroke of the same query. */
  private readonly found = boundedCache<string, readonly string[]>(10_000);

  constructor(
    private readonly index: TermIndex,
    private readonly records: DocSearchRecord[],
    private readonly terms: TextTerms,
  ) {}

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
    const uses = new Map(forms.map((form) => [form, this.firstUse(form)]));
    return forms.sort((a, b) => compareUses(uses.get(a)!, uses.get(b)!));
  }

  private firstUse(word: string): FirstUse {
    const [record] = this.index.recordsOf(word);
    const texts = fieldTexts(this.records[record]);
    for (let text = 0; text < texts.length; text += 1) {
      const at = this.terms.lowerOf(texts[text]).indexOf(word);
      if (at >= 0) return [record, text, at];
    }
    return [record, texts.length, 0];
  }
}

function compareUses(a: FirstUse, b: FirstUse): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
