/**
 * What the term index is built from: every word of the records' field texts, numbered, and where it
 * occurs (which record, which field, how often), with each field's length as BM25 measures it. One
 * pass over the texts, each distinct text read once; an engine built in a reader's browser does this
 * before its first answer, so it allocates no map or set per text.
 */
import type { TermsOfText } from './text';

/** Every word's occurrences, by word and field: what a word's postings are worked out from. */
export interface Occurrences {
  /** Where each word-and-field slot (word × fields + field) starts in `records` and `counts`. */
  starts: Int32Array;
  /** The records of each slot, in record order (the order MiniSearch's postings have). */
  records: Int32Array;
  /** How often the word occurs in that field of that record. */
  counts: Int32Array;
  /** Distinct spellings of each record's field, by record × fields + field: BM25's field length. */
  lengths: Float64Array;
  /** Each field's mean length. */
  averages: number[];
}

/** A text's distinct words (by number), how often each occurs, and how many distinct spellings it has. */
interface TextWords {
  terms: number[];
  counts: number[];
  length: number;
}

/**
 * @param documents each record's field texts, in field order
 * @param split a text's words as typed and lowercased; the typed ones count a field's length in
 *   distinct spellings, as MiniSearch counts it
 * @returns the words (lowercased) in the order MiniSearch first meets them, and their occurrences
 */
export function countOccurrences(
  documents: string[][],
  fieldCount: number,
  split: (text: string) => Pick<TermsOfText, 'typed' | 'lower'>,
): { names: string[]; occurrences: Occurrences } {
  const numbers = new Map<string, number>();
  const names: string[] = [];
  const read = new Map<string, TextWords>();
  const ofField: TextWords[] = new Array(documents.length * fieldCount);
  const lengths = new Float64Array(documents.length * fieldCount);
  const averages = new Array<number>(fieldCount).fill(0);
  const counted = new Counted();
  for (let record = 0; record < documents.length; record += 1) {
    for (let field = 0; field < fieldCount; field += 1) {
      // Each distinct text once: headings repeat on every record under them.
      const text = documents[record][field] ?? '';
      let words = read.get(text);
      if (!words) {
        const { typed, lower } = split(text);
        counted.nextText();
        for (let k = 0; k < lower.length; k += 1) {
          let number = numbers.get(lower[k]);
          if (number === undefined) {
            numbers.set(lower[k], (number = names.length));
            names.push(lower[k]);
          }
          counted.word(number, typed[k] === lower[k] ? undefined : typed[k]);
        }
        words = counted.words();
        read.set(text, words);
      }
      ofField[record * fieldCount + field] = words;
      lengths[record * fieldCount + field] = words.length;
      // A running mean, summed in MiniSearch's order so BM25 comes out the same to the last bit.
      averages[field] = (averages[field] * record + words.length) / (record + 1);
    }
  }
  // Postings of every word and field in one array, each word's records in record order: counted
  // first, then filled.
  const starts = new Int32Array(names.length * fieldCount + 1);
  for (let at = 0; at < ofField.length; at += 1) {
    const { terms } = ofField[at];
    const field = at % fieldCount;
    for (let k = 0; k < terms.length; k += 1) starts[terms[k] * fieldCount + field + 1] += 1;
  }
  for (let slot = 1; slot < starts.length; slot += 1) starts[slot] += starts[slot - 1];
  const records = new Int32Array(starts[starts.length - 1]);
  const counts = new Int32Array(starts[starts.length - 1]);
  const next = starts.slice(0, starts.length - 1);
  for (let at = 0; at < ofField.length; at += 1) {
    const { terms, counts: inText } = ofField[at];
    const record = Math.floor(at / fieldCount);
    const field = at % fieldCount;
    for (let k = 0; k < terms.length; k += 1) {
      const slot = terms[k] * fieldCount + field;
      records[next[slot]] = record;
      counts[next[slot]] = inText[k];
      next[slot] += 1;
    }
  }
  return { names, occurrences: { starts, records, counts, lengths, averages } };
}

/**
 * A text's length as BM25 measures it here: its distinct spellings (a word in lowercase is its word's
 * spelling, any other is told by its string), as Counted counts them. The search worker works out the
 * headings' lengths with it, so the shards carry only the body texts'.
 */
export function spellingCount({ typed, lower }: Pick<TermsOfText, 'typed' | 'lower'>): number {
  const lowercase = new Set<string>();
  const others = new Set<string>();
  for (let k = 0; k < lower.length; k += 1) {
    if (typed[k] === lower[k]) lowercase.add(lower[k]);
    else others.add(typed[k]);
  }
  return lowercase.size + others.size;
}

/**
 * Counts the words of one text after another. Each word number is stamped with the last text that
 * had it, so a text costs no map or set of its own. A field's length is its distinct spellings:
 * a lowercase one is its word's, any other is told by its string.
 */
class Counted {
  private text = 0;
  private terms: number[] = [];
  private counts: number[] = [];
  private length = 0;
  /** By word number: the last text that had the word, and where the word sits in that text's list. */
  private readonly seenIn: number[] = [];
  private readonly at: number[] = [];
  /** By word number: the last text that spelled the word in lowercase. */
  private readonly lowercaseIn: number[] = [];
  /** Other spellings: the last text that had each. */
  private readonly spellingIn = new Map<string, number>();

  nextText(): void {
    this.text += 1;
    this.terms = [];
    this.counts = [];
    this.length = 0;
  }

  /** `spelling`: the word as typed, when it is not its lowercase form. */
  word(number: number, spelling: string | undefined): void {
    if (this.seenIn[number] === this.text) this.counts[this.at[number]] += 1;
    else {
      this.seenIn[number] = this.text;
      this.at[number] = this.terms.length;
      this.terms.push(number);
      this.counts.push(1);
    }
    if (spelling === undefined) {
      if (this.lowercaseIn[number] === this.text) return;
      this.lowercaseIn[number] = this.text;
    } else {
      if (this.spellingIn.get(spelling) === this.text) return;
      this.spellingIn.set(spelling, this.text);
    }
    this.length += 1;
  }

  words(): TextWords {
    return { terms: this.terms, counts: this.counts, length: this.length };
  }
}
