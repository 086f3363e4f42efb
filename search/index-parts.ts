/**
 * What an engine reads besides its records' attributes, when it does not work it out from the records
 * in memory: the search worker on a static host loads it by shard (shard-store.ts), and a read of a
 * part not loaded yet throws MissingShards.
 */
import type { PostingSource } from './posting-source';
import type { FirstUses } from './inflections';

export interface IndexParts {
  postings: PostingSource;
  /** The records having an attribute that is `word` and nothing else, in record order. */
  soleRecords(word: string): readonly number[];
  /** Where the records first use each of these index words (the order their scores add up in). */
  firstUses: FirstUses;
  /**
   * Called before the body texts of these records are read (a page of hits): a source that loads them
   * by shard throws MissingShards naming every one it lacks, so they load together.
   */
  readTexts(ids: readonly number[]): void;
}
