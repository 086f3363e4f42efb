/**
 * Where the term index reads what it scores: every index word (numbered in the order MiniSearch adds
 * them), each word's records per field with how often it occurs there, and each record's field
 * lengths with their means (BM25's). The service holds them all in memory (occurrenceSource); the
 * search worker on a static host loads words by shard (shard-store.ts), and reading a word not loaded
 * yet throws MissingShards.
 */
import type { Occurrences } from './term-occurrences';

/** One word's records in one field, in record order, and how often the word occurs in each. */
export interface FieldPosting {
  records: Int32Array;
  counts: Int32Array;
}

export interface PostingSource {
  readonly names: readonly string[];
  readonly recordCount: number;
  /** Each field's mean length. */
  readonly averages: readonly number[];
  /** Undefined where the word never occurs in that field. */
  posting(word: number, field: number): FieldPosting | undefined;
  /** A record's field length: its distinct spellings, as MiniSearch counts them. */
  fieldLength(record: number, field: number): number;
  /** Throws MissingShards naming the parts these words are in that are not loaded; else does nothing. */
  require(words: readonly number[]): void;
}

/** The postings countOccurrences made, all in memory. */
export function occurrenceSource(
  names: readonly string[],
  { starts, records, counts, lengths, averages }: Occurrences,
  recordCount: number,
  fieldCount: number,
): PostingSource {
  return {
    names,
    recordCount,
    averages,
    posting(word, field) {
      const slot = word * fieldCount + field;
      if (starts[slot + 1] === starts[slot]) return undefined;
      return {
        records: records.subarray(starts[slot], starts[slot + 1]),
        counts: counts.subarray(starts[slot], starts[slot + 1]),
      };
    },
    fieldLength: (record, field) => lengths[record * fieldCount + field],
    require() {},
  };
}
