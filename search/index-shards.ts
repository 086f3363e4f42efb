/**
 * The index cut into the shards a static host serves (shard-format.ts says what each holds): the
 * term index's words and postings as the service computes them, each record's body text apart from
 * what ranking compares, and every file named by a hash of its content. Written beside the index
 * file after each build (plugins/search).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DocSearchRecord } from './records';
import { fitsRow, levels, type IndexFile } from './index-format';
import { countOccurrences, type Occurrences } from './term-occurrences';
import { fieldTexts, FIELDS } from './searchable-attributes';
import { fieldTexts as recordTexts } from './record-words';
import { TextTerms } from './text';
import { firstUseIn } from './inflections';
import { SEARCH_SHARDS_MANIFEST } from '../config/search';
import {
  SHARD_FORMAT,
  type RecordShard,
  type ShardManifest,
  type SkeletonRow,
  type StoredPosting,
  type StoredWord,
  type TextShard,
  type WholeRecord,
  type WordShard,
} from './shard-format';

/** How big shards grow. */
export interface ShardSizes {
  /**
   * A word shard's most postings (record numbers, summed over its words): one letter's words make one
   * shard until they pass it, then each two letters' do, and so on.
   */
  wordPostings: number;
  /** Pages are put in one record shard until it holds this many records. */
  records: number;
  /**
   * The most characters of body text in one text shard (a longer text has a shard of its own): the
   * hits of a query load a few of these, each for its page's texts around the hit.
   */
  textChars: number;
}

/** About 4 KiB gzip per word shard and 0.8 KiB per text shard; every record shard loads with the manifest. */
const SIZES: ShardSizes = { wordPostings: 6_000, records: 1_000, textChars: 1_500 };

const CONTENT_FIELD = FIELDS.indexOf('content');

/** A shard's name holds this much of its content's SHA-256 (48 bits: no two shards of a site share one). */
const HASH_DIGITS = 12;

export interface IndexShards {
  manifest: ShardManifest;
  /** Each shard's file name and JSON text. */
  files: Map<string, string>;
}

type AnyRecord = Record<string, unknown>;

export function shardIndex(
  { indexName, records, settings, synonyms }: IndexFile,
  sizes: ShardSizes = SIZES,
): IndexShards {
  const files = new Map<string, string>();
  const add = (kind: string, body: object): string => {
    const text = JSON.stringify(body);
    const name = `${kind}-${crypto.createHash('sha256').update(text).digest('hex').slice(0, HASH_DIGITS)}.json`;
    files.set(name, text);
    return name;
  };
  const terms = new TextTerms();
  const { names, occurrences } = countOccurrences(records.map(fieldTexts), FIELDS.length, terms.termsOf);
  const sole = soleWordRecords(records, terms, names);
  const shared = sharedOf(records);
  const firstUse = (n: number) => {
    const first = Math.min(...postingsOf(n, occurrences).map(([, ids]) => ids[0]));
    return firstUseIn(records[first], names[n], terms);
  };
  const wordShards = wordGroups(names, occurrences, sizes.wordPostings).map((numbers): [string, string] => {
    const words = numbers.map((n): StoredWord => {
      const stored: StoredWord = [storedPostings(n, occurrences), firstUse(n)];
      const ids = sole.get(names[n]);
      if (ids) stored.push(differences(ids));
      return stored;
    });
    const body: WordShard = { format: SHARD_FORMAT, words };
    return [names[numbers[0]], add('words', body)];
  });
  const lengthsOf = (id: number) =>
    Array.from(occurrences.lengths.subarray(id * FIELDS.length, (id + 1) * FIELDS.length));
  const pageRanges = pagesOf(records);
  const recordShards: Array<[number, string]> = [];
  for (let at = 0; at < pageRanges.length;) {
    const from = pageRanges[at][0];
    let to = from;
    while (at < pageRanges.length && (to === from || to - from < sizes.records)) to = pageRanges[at++][1];
    recordShards.push([from, add('records', recordShard(records, from, to, lengthsOf))]);
  }
  const textShards: Array<[number, string]> = [];
  for (const [from, to] of pageRanges) {
    let texts: TextShard['texts'] = [];
    let start = from;
    let held = 0;
    for (let id = from; id < to; id += 1) {
      const record = records[id];
      const inText = record.content !== null && fitsRow(record, shared);
      const chars = inText ? record.content!.length : 0;
      if (held > 0 && held + chars > sizes.textChars) {
        textShards.push([start, add('texts', { format: SHARD_FORMAT, texts })]);
        [texts, start, held] = [[], id, 0];
      }
      texts.push(inText ? [record.objectID, record.content] : 0);
      held += chars;
    }
    // A page's last records without content need no shard: their record shard holds their objectIDs.
    if (held > 0) textShards.push([start, add('texts', { format: SHARD_FORMAT, texts })]);
  }
  const manifest: ShardManifest = {
    format: SHARD_FORMAT,
    indexName,
    ...(settings && Object.keys(settings).length > 0 ? { settings } : {}),
    ...(synonyms && synonyms.length > 0 ? { synonyms } : {}),
    records: records.length,
    averages: occurrences.averages,
    words: names,
    wordShards,
    recordShards,
    textShards,
  };
  return { manifest, files };
}

/** Writes the shards and their manifest into `folder`, which is emptied first. */
export function writeIndexShards(folder: string, index: IndexFile): IndexShards {
  const shards = shardIndex(index);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  for (const [name, text] of shards.files) fs.writeFileSync(path.join(folder, name), text);
  // Last: a host never serves a manifest naming shards not written yet.
  fs.writeFileSync(path.join(folder, path.basename(SEARCH_SHARDS_MANIFEST)), JSON.stringify(shards.manifest));
  return shards;
}

/** The `language` and `docusaurus_tag` rows share: the first record's, as the index file takes them. */
function sharedOf(records: DocSearchRecord[]): RecordShard['shared'] {
  const first = records[0] as AnyRecord | undefined;
  return {
    language: typeof first?.language === 'string' ? first.language : 'en',
    docusaurus_tag: typeof first?.docusaurus_tag === 'string' ? first.docusaurus_tag : '',
  };
}

/** Runs of records of one page (by url_without_anchor), as [from, to) in record order. */
function pagesOf(records: DocSearchRecord[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  records.forEach((record, id) => {
    const last = ranges[ranges.length - 1];
    if (last && records[last[0]].url_without_anchor === record.url_without_anchor) last[1] = id + 1;
    else ranges.push([id, id + 1]);
  });
  return ranges;
}

function recordShard(
  records: DocSearchRecord[],
  from: number,
  to: number,
  lengthsOf: (id: number) => number[],
): RecordShard {
  const shared = sharedOf(records);
  const pages: string[] = [];
  const rows: Array<SkeletonRow | WholeRecord> = [];
  let previous = '';
  /** The row before: its page and position (a row's position is stored as its step from there). */
  let before: { page: number; position: number } | undefined;
  for (let id = from; id < to; id += 1) {
    const record = records[id] as unknown as AnyRecord;
    const weight = record.weight as { pageRank: number; level: number; position: number };
    if (!fitsRow(record, shared) || !Number.isSafeInteger(weight.position)) {
      rows.push({ record, lengths: lengthsOf(id) });
      previous = '';
      before = undefined;
      continue;
    }
    const url = record.url_without_anchor as string;
    if (pages[pages.length - 1] !== url) pages.push(url);
    const page = pages.length - 1;
    const list = levels(record.hierarchy as AnyRecord);
    const key = JSON.stringify(list);
    const row: SkeletonRow = [
      page,
      record.anchor as string | null,
      record.type as string,
      key === previous ? 0 : list,
      weight.pageRank,
      weight.level,
      before?.page === page ? weight.position - before.position : weight.position,
      lengthsOf(id)[CONTENT_FIELD],
      record.content === null ? (record.objectID as string) : 0,
    ];
    previous = key;
    before = { page, position: weight.position };
    if (record.keywords) row.push(record.keywords as string[]);
    rows.push(row);
  }
  return { format: SHARD_FORMAT, pages, shared, records: rows };
}

/**
 * Per word, the records having an attribute that is this word and nothing else (what the matcher's
 * recordsNamed finds among the records holding the word), in record order.
 */
function soleWordRecords(records: DocSearchRecord[], terms: TextTerms, names: string[]): Map<string, number[]> {
  const words = new Set(names);
  const sole = new Map<string, number[]>();
  records.forEach((record, id) => {
    for (const text of recordTexts(record)) {
      const word = terms.soleWordOf(text);
      if (word === undefined || !words.has(word)) continue;
      const list = sole.get(word);
      if (!list) sole.set(word, [id]);
      else if (list[list.length - 1] !== id) list.push(id);
    }
  });
  return sole;
}

/**
 * Word numbers in word order, cut by their first letters: a run of words sharing one more letter is cut
 * again while it holds more than `limit` postings, and runs next to each other are put back
 * together while they fit in one shard.
 */
function wordGroups(names: string[], { starts }: Occurrences, limit: number): number[][] {
  const fields = FIELDS.length;
  const postings = (n: number) => starts[(n + 1) * fields] - starts[n * fields];
  const sizeOf = (numbers: number[]) => numbers.reduce((sum, n) => sum + postings(n), 0);
  const groups: number[][] = [];
  const split = (numbers: number[], depth: number) => {
    if (numbers.length === 0) return;
    if (numbers.length === 1 || sizeOf(numbers) <= limit) {
      groups.push(numbers);
      return;
    }
    const runs: number[][] = [];
    let key: string | undefined;
    for (const n of numbers) {
      const next = names[n].slice(0, depth + 1);
      if (next !== key) runs.push([]);
      key = next;
      runs[runs.length - 1].push(n);
    }
    let merged: number[] = [];
    for (const run of runs) {
      if (merged.length > 0 && sizeOf(merged) + sizeOf(run) > limit) {
        split(merged, depth + 1);
        merged = [];
      }
      merged = merged.concat(run);
    }
    split(merged, depth + 1);
  };
  split(
    names.map((_, n) => n).sort((a, b) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : 0)),
    0,
  );
  return groups;
}

/** A word's postings by field: the field, its records and how often the word occurs in each. */
function postingsOf(number: number, { starts, records, counts }: Occurrences): Array<[number, number[], number[]]> {
  const fields = FIELDS.length;
  const postings: Array<[number, number[], number[]]> = [];
  for (let field = 0; field < fields; field += 1) {
    const from = starts[number * fields + field];
    const to = starts[number * fields + field + 1];
    if (from === to) continue;
    postings.push([field, Array.from(records.subarray(from, to)), Array.from(counts.subarray(from, to))]);
  }
  return postings;
}

function storedPostings(number: number, occurrences: Occurrences): StoredPosting[] {
  return postingsOf(number, occurrences).map(([field, ids, times]) =>
    times.some((t) => t !== 1) ? [field, differences(ids), times] : [field, differences(ids)],
  );
}

function differences(ids: number[]): number[] {
  return ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]));
}
