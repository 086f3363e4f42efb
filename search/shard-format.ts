/**
 * The index as a static host serves it to the search worker: a small manifest read first, then only
 * the shards a query needs. What every search reads is in the manifest (settings, synonyms, every index
 * word for prefixes and typos, BM25's field means) or in the record shards, which the worker loads with
 * it (each record without its body text: what ranking compares). A word's postings are in the word
 * shard of its first letters; a record's body text and objectID, in the text shard of its page, loaded
 * for the hits shown. Shard files are named by a hash of their content, so a host may cache them for
 * good. No Node API here: the worker decodes these. index-shards.ts writes them.
 */
import type { Synonym } from './synonym-types';

/** 1: the first sharded layout. */
export const SHARD_FORMAT = 1;

export interface ShardManifest {
  format: typeof SHARD_FORMAT;
  indexName: string;
  settings?: Record<string, unknown>;
  synonyms?: Synonym[];
  /** How many records the index holds. */
  records: number;
  /** Each field's mean length (FIELDS order), as the term index computed it over every record. */
  averages: number[];
  /** Every index word, by number: the order MiniSearch adds them, which prefixes and typos list them in. */
  words: string[];
  /** Word shards in word order (by UTF-16 code units): the first word of each and its file. */
  wordShards: Array<[first: string, file: string]>;
  /** Record shards in record order: the number of each one's first record and its file. */
  recordShards: Array<[from: number, file: string]>;
  /** Text shards in record order: the number of each one's first record and its file. */
  textShards: Array<[from: number, file: string]>;
}

/**
 * One field's postings of a word: the field's number, the records (each as the difference from the one
 * before, the first from 0), and how often the word occurs in each, left out when every count is 1.
 */
export type StoredPosting = [field: number, records: number[], counts?: number[]];

/**
 * A word's postings; where its first record (the first of its postings) first uses it: the text
 * (record-words.ts order) and the word's place in it; and the records having an attribute that is this
 * word alone (as differences).
 */
export type StoredWord = [postings: StoredPosting[], firstUse: [text: number, word: number], sole?: number[]];

/**
 * Its words' postings, in word order: the shard's words are the manifest's from its first word to the
 * next shard's. No word numbers here, so renumbered words leave a shard's content, and its name, as they were.
 */
export interface WordShard {
  format: typeof SHARD_FORMAT;
  words: StoredWord[];
}

/**
 * A built record without its content: its page (in the shard's `pages`), anchor, type, hierarchy
 * levels (0: the row before's), weight (its position as the step from the row before when that row is
 * of the same page: positions count up the page, and steps compress well), its content's length (BM25's; the worker works out its other
 * fields' from their texts), its objectID when it has no content (a heading: most hits of a short
 * query are) or 0 when its text shard holds it, and the page's keywords if any.
 */
export type SkeletonRow = [
  page: number,
  anchor: string | null,
  type: string,
  hierarchy: Array<string | null> | 0,
  pageRank: number,
  level: number,
  position: number,
  contentLength: number,
  objectID: string | 0,
  keywords?: string[],
];

/** A record that is not a built one (a writer sent attributes of its own): kept whole, with BM25's field lengths (FIELDS order). */
export interface WholeRecord {
  record: Record<string, unknown>;
  lengths: number[];
}

export interface RecordShard {
  format: typeof SHARD_FORMAT;
  /** The pages (URLs without anchor) of this shard's rows. */
  pages: string[];
  /** The `language` and `docusaurus_tag` of every row. */
  shared: { language: string; docusaurus_tag: string };
  records: Array<SkeletonRow | WholeRecord>;
}

/** Each record's objectID and content, in record order; 0 for one whose record shard holds them. */
export interface TextShard {
  format: typeof SHARD_FORMAT;
  texts: Array<[objectID: string, content: string | null] | 0>;
}
