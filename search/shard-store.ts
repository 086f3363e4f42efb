/**
 * The index as the search worker holds it on a static host: the manifest and every record shard
 * (what ranking compares), then word and text shards as queries need them. It gives the engine its
 * records, whose objectID and content are read from text shards, and the parts it would otherwise
 * work out from the records (index-parts.ts). A read of a shard not loaded yet throws MissingShards
 * naming it; the caller loads it (load) and asks again. No Node API here.
 */
import { HIERARCHY_LEVELS } from './hierarchy';
import type { DocSearchRecord } from './records';
import { FIELDS, fieldTexts } from './searchable-attributes';
import { spellingCount } from './term-occurrences';
import { TextTerms } from './text';
import type { IndexParts } from './index-parts';
import type { FieldPosting, PostingSource } from './posting-source';
import { MissingShards } from './missing-shards';
import {
  SHARD_FORMAT,
  type RecordShard,
  type ShardManifest,
  type StoredWord,
  type TextShard,
  type WordShard,
} from './shard-format';

/** Reads one shard file (its parsed JSON) by name. */
export type ShardLoader = (file: string) => Promise<unknown>;

type Text = [objectID: string, content: string | null];

const CONTENT_FIELD = FIELDS.indexOf('content');

/** A built record's number and store, kept where neither its keys nor a copy of it show them. */
const ID = Symbol('record number');
const STORE = Symbol('store');
type ShardRecord = DocSearchRecord & { [ID]: number; [STORE]: ShardStore };

/** The objectID and content of a built record, read from its text shard: one pair of getters for all records. */
const TEXT_PROPERTIES = {
  objectID: {
    get(this: ShardRecord) {
      return this[STORE].textOf(this[ID])[0];
    },
    enumerable: true,
    configurable: true,
  },
  content: {
    get(this: ShardRecord) {
      return this[STORE].textOf(this[ID])[1];
    },
    enumerable: true,
    configurable: true,
  },
} satisfies PropertyDescriptorMap;

export class ShardStore {
  readonly records: DocSearchRecord[];
  readonly parts: IndexParts;
  private readonly lengths: Float64Array;
  private readonly wordNumbers = new Map<string, number>();
  /** Each word's shard. */
  private readonly wordShardOf: Int32Array;
  /** The word numbers in word order (UTF-16 code units), and where each word shard's start among them. */
  private readonly sortedWords: number[];
  private readonly wordShardStarts: number[];
  private readonly words = new Map<number, StoredWord>();
  private readonly loadedWordShards = new Set<number>();
  private readonly texts: Array<Text | undefined>;
  /** 1 for each record whose objectID and content are in a text shard. */
  private readonly inTextShard: Uint8Array;
  private readonly loadedTextShards = new Set<number>();
  /** Each shard file's kind and places in the manifest: shards of equal content are one file. */
  private readonly shardFiles = new Map<string, Array<['word' | 'text', number]>>();
  /** The shards being fetched: searches that need one at once wait for the same fetch. */
  private readonly fetching = new Map<string, Promise<unknown>>();

  /** The manifest is checked, and every record shard loaded, before the store exists. */
  static async open(data: unknown, load: ShardLoader): Promise<ShardStore | null> {
    const manifest = data as Partial<ShardManifest> | null;
    if (
      manifest?.format !== SHARD_FORMAT ||
      typeof manifest.indexName !== 'string' ||
      !Array.isArray(manifest.words) ||
      !Array.isArray(manifest.recordShards) ||
      !Array.isArray(manifest.wordShards) ||
      !Array.isArray(manifest.textShards)
    )
      return null;
    const shards = await Promise.all(manifest.recordShards.map(([, file]) => load(file)));
    const started = performance.now();
    const store = new ShardStore(manifest as ShardManifest, shards as RecordShard[], load);
    store.buildMs = performance.now() - started;
    return store;
  }

  /** How long making the records took, once their shards had arrived. */
  buildMs = 0;

  private constructor(
    readonly manifest: ShardManifest,
    recordShards: RecordShard[],
    private readonly load: ShardLoader,
  ) {
    const count = manifest.records;
    this.lengths = new Float64Array(count * FIELDS.length);
    this.texts = new Array<Text | undefined>(count);
    this.inTextShard = new Uint8Array(count);
    this.records = new Array<DocSearchRecord>(count);
    // Splits the headings into words, each distinct one once, for their lengths.
    const terms = new TextTerms();
    recordShards.forEach((shard, k) => this.addRecords(manifest.recordShards[k][0], shard, terms));
    manifest.words.forEach((word, n) => this.wordNumbers.set(word, n));
    const place = (file: string, kind: 'word' | 'text', k: number) => {
      const places = this.shardFiles.get(file);
      if (places) places.push([kind, k]);
      else this.shardFiles.set(file, [[kind, k]]);
    };
    manifest.wordShards.forEach(([, file], k) => place(file, 'word', k));
    manifest.textShards.forEach(([, file], k) => place(file, 'text', k));
    this.wordShardOf = Int32Array.from(manifest.words, (word) => lastAtOrBefore(manifest.wordShards, word));
    const { words } = manifest;
    this.sortedWords = words.map((_, n) => n).sort((a, b) => (words[a] < words[b] ? -1 : words[a] > words[b] ? 1 : 0));
    this.wordShardStarts = [];
    this.sortedWords.forEach((n, at) => (this.wordShardStarts[this.wordShardOf[n]] ??= at));
    const postings: PostingSource = {
      names: manifest.words,
      recordCount: count,
      averages: manifest.averages,
      posting: (word, field) => this.posting(word, field),
      fieldLength: (record, field) => this.lengths[record * FIELDS.length + field],
      require: (words) => this.requireWords(words),
    };
    this.parts = {
      postings,
      soleRecords: (word) => {
        const number = this.wordNumbers.get(word);
        return number === undefined ? [] : sums(this.stored(number)[2] ?? []);
      },
      firstUses: (words) => {
        const numbers = words.map((word) => this.wordNumbers.get(word)!);
        this.requireWords(numbers);
        return numbers.map((number) => {
          const [postings, [text, at]] = this.stored(number);
          return [Math.min(...postings.map(([, ids]) => ids[0])), text, at];
        });
      },
      readTexts: (ids) => {
        const missing = new Set<string>();
        for (const id of ids) {
          if (!this.inTextShard[id]) continue;
          const shard = this.textShardOf(id);
          if (!this.loadedTextShards.has(shard)) missing.add(manifest.textShards[shard][1]);
        }
        if (missing.size > 0) throw new MissingShards([...missing]);
      },
    };
  }

  /**
   * Loads these shards (word and text shards the manifest names); a failed one rejects, and so does a
   * call that loads nothing new (a search asking again for what it has would never end).
   */
  async loadShards(files: readonly string[]): Promise<void> {
    const before = this.loadedWordShards.size + this.loadedTextShards.size;
    await Promise.all(
      files.map(async (file) => {
        const places = this.shardFiles.get(file);
        if (!places) throw new Error(`${file} is no shard of this index.`);
        const isLoaded = ([kind, k]: ['word' | 'text', number]) =>
          (kind === 'word' ? this.loadedWordShards : this.loadedTextShards).has(k);
        if (places.every(isLoaded)) return;
        let fetched = this.fetching.get(file);
        if (!fetched) {
          fetched = this.load(file).finally(() => this.fetching.delete(file));
          this.fetching.set(file, fetched);
        }
        const data = await fetched;
        for (const [kind, k] of places) {
          if (isLoaded([kind, k])) continue;
          if (kind === 'word') {
            const start = this.wordShardStarts[k];
            (data as WordShard).words.forEach((stored, i) => this.words.set(this.sortedWords[start + i], stored));
            this.loadedWordShards.add(k);
          } else {
            const from = this.manifest.textShards[k][0];
            (data as TextShard).texts.forEach((entry, i) => {
              if (entry !== 0) this.texts[from + i] = entry;
            });
            this.loadedTextShards.add(k);
          }
        }
      }),
    );
    if (this.loadedWordShards.size + this.loadedTextShards.size === before)
      throw new Error(`Search data still missing after loading ${files.join(', ')}.`);
  }

  private addRecords(from: number, shard: RecordShard, terms: TextTerms): void {
    let hierarchy: Array<string | null> = [];
    let before: { page: number; position: number } | undefined;
    shard.records.forEach((entry, i) => {
      const id = from + i;
      if (!Array.isArray(entry)) {
        this.lengths.set(entry.lengths, id * FIELDS.length);
        this.records[id] = entry.record as DocSearchRecord;
        hierarchy = [];
        before = undefined;
        return;
      }
      const [page, anchor, type, levels, pageRank, level, step, contentLength, objectID, keywords] = entry;
      if (levels !== 0) hierarchy = levels;
      const position = before?.page === page ? before.position + step : step;
      before = { page, position };
      const url = shard.pages[page];
      // The keys in the index file's order; objectID and content become getters in their places.
      const record = {
        objectID: objectID === 0 ? '' : objectID,
        url: anchor ? `${url}#${anchor}` : url,
        url_without_anchor: url,
        anchor,
        type: type as DocSearchRecord['type'],
        content: null as string | null,
        hierarchy: Object.fromEntries(
          HIERARCHY_LEVELS.map((name, n) => [name, hierarchy[n] ?? null]),
        ) as DocSearchRecord['hierarchy'],
        weight: { pageRank, level, position },
        language: shard.shared.language,
        docusaurus_tag: shard.shared.docusaurus_tag,
        ...(keywords ? { keywords } : {}),
      };
      this.records[id] = record;
      this.setLengths(id, record, contentLength, terms);
      if (objectID !== 0) return;
      this.inTextShard[id] = 1;
      Object.defineProperty(record, ID, { value: id });
      Object.defineProperty(record, STORE, { value: this });
      Object.defineProperties(record, TEXT_PROPERTIES);
    });
  }

  /** A record's field lengths, as the term index counts them: the content's as stored, the others worked out. */
  private setLengths(id: number, record: DocSearchRecord, contentLength: number, terms: TextTerms): void {
    // Before its content is a getter: the texts are read here without it.
    const texts = fieldTexts({ ...record, content: null });
    for (let field = 0; field < FIELDS.length; field += 1) {
      this.lengths[id * FIELDS.length + field] =
        field === CONTENT_FIELD ? contentLength : spellingCount(terms.termsOf(texts[field]));
    }
  }

  /** A built record's objectID and content; throws MissingShards when its text shard is not loaded. */
  textOf(id: number): Text {
    const known = this.texts[id];
    if (known) return known;
    throw new MissingShards([this.manifest.textShards[this.textShardOf(id)][1]]);
  }

  private textShardOf(id: number): number {
    return lastAtOrBefore(this.manifest.textShards, id);
  }

  /** A word's stored postings; throws MissingShards when its shard is not loaded. */
  private stored(number: number): StoredWord {
    const stored = this.words.get(number);
    if (stored) return stored;
    const shard = this.wordShardOf[number];
    if (this.loadedWordShards.has(shard)) throw new Error(`Word ${number} is missing from its shard.`);
    throw new MissingShards([this.manifest.wordShards[shard][1]]);
  }

  private posting(number: number, field: number): FieldPosting | undefined {
    const found = this.stored(number)[0].find(([f]) => f === field);
    if (!found) return undefined;
    const records = Int32Array.from(sums(found[1]));
    const counts = found[2] ? Int32Array.from(found[2]) : new Int32Array(records.length).fill(1);
    return { records, counts };
  }

  private requireWords(numbers: readonly number[]): void {
    const missing = new Set<string>();
    for (const number of numbers) {
      const shard = this.wordShardOf[number];
      if (!this.loadedWordShards.has(shard)) missing.add(this.manifest.wordShards[shard][1]);
    }
    if (missing.size > 0) throw new MissingShards([...missing]);
  }
}

/** Running sums of differences: the record numbers a shard stores as differences. */
function sums(differences: readonly number[]): number[] {
  let at = 0;
  return differences.map((d) => (at += d));
}

/** The last entry whose key is at or before `key` (entries sorted by key; the first one covers all before it). */
function lastAtOrBefore<K extends string | number>(entries: ReadonlyArray<readonly [K, string]>, key: K): number {
  let low = 0;
  let high = entries.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (entries[middle][0] <= key) low = middle;
    else high = middle - 1;
  }
  return low;
}
