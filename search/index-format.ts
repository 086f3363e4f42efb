/**
 * How the index file stores its records: a static host sends the whole file to the reader's browser,
 * so the parts every record of a build repeats are written once. A record whose attributes are exactly
 * a built record's (in the build's key order) is a row: its page is an index into `pages`, its `url` is
 * the page plus its anchor, its hierarchy is the list of its levels (or 0: the row before's), and its
 * `language` and `docusaurus_tag` are the file's. Any other record (one a writer sent with attributes of
 * its own) is kept as it is. Decoding gives back equal records, in the same key order. No Node API here:
 * the search worker decodes the file too.
 */
import { HIERARCHY_LEVELS } from './hierarchy';
import type { DocSearchRecord } from './records';
import type { Synonym } from './synonym-types';

/** The file's format: 2 stores records as rows (1 stored them whole). */
export const INDEX_FORMAT = 2;

/** The index file once read: one build's records with the index's settings and synonyms. */
export interface IndexFile {
  indexName: string;
  records: DocSearchRecord[];
  /** Absent: none. */
  settings?: Record<string, unknown>;
  synonyms?: Synonym[];
}

/** The index file as written. */
export interface StoredIndexFile extends Omit<IndexFile, 'records'>, StoredRecords {
  format: typeof INDEX_FORMAT;
}

type AnyRecord = Record<string, unknown>;

/** objectID, page, anchor, type, content, hierarchy levels (or 0), pageRank, level, position, and keywords if any. */
type BaseRow = [string, number, string | null, string, string | null, Array<string | null> | 0, number, number, number];
type Row = BaseRow | [...BaseRow, string[]];

export interface StoredRecords {
  pages: string[];
  /** The `language` and `docusaurus_tag` of every row. */
  shared: { language: string; docusaurus_tag: string };
  records: Array<Row | AnyRecord>;
}

const KEYS = 'objectID,url,url_without_anchor,anchor,type,content,hierarchy,weight,language,docusaurus_tag';
/** A page's title record also carries the page's keywords. */
const KEYS_WITH_KEYWORDS = `${KEYS},keywords`;
const HIERARCHY_KEYS = HIERARCHY_LEVELS.join(',');
const WEIGHT_KEYS = 'pageRank,level,position';

const isObject = (value: unknown): value is AnyRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const keysOf = (value: unknown) => (isObject(value) ? Object.keys(value).join(',') : '');
const stringOrNull = (value: unknown) => value === null || typeof value === 'string';

/** Whether a record can be a row and decode to an equal record. */
export function fitsRow(record: AnyRecord, shared: StoredRecords['shared']): boolean {
  const { url, url_without_anchor: page, anchor, hierarchy, weight } = record;
  const keys = keysOf(record);
  return (
    (keys === KEYS ||
      (keys === KEYS_WITH_KEYWORDS &&
        Array.isArray(record.keywords) &&
        record.keywords.every((keyword) => typeof keyword === 'string'))) &&
    keysOf(hierarchy) === HIERARCHY_KEYS &&
    keysOf(weight) === WEIGHT_KEYS &&
    typeof record.objectID === 'string' &&
    typeof page === 'string' &&
    (anchor === null || (typeof anchor === 'string' && anchor !== '')) &&
    url === (anchor ? `${page}#${anchor}` : page) &&
    typeof record.type === 'string' &&
    stringOrNull(record.content) &&
    Object.values(hierarchy as AnyRecord).every(stringOrNull) &&
    Object.values(weight as AnyRecord).every((n) => typeof n === 'number') &&
    record.language === shared.language &&
    record.docusaurus_tag === shared.docusaurus_tag
  );
}

/** A hierarchy's levels up to its last one that is set. */
export function levels(hierarchy: AnyRecord): Array<string | null> {
  const list = HIERARCHY_LEVELS.map((level) => hierarchy[level] as string | null);
  while (list.length > 0 && list[list.length - 1] === null) list.pop();
  return list;
}

export function encodeRecords(records: AnyRecord[]): StoredRecords {
  const first = records[0];
  const shared = {
    language: typeof first?.language === 'string' ? first.language : 'en',
    docusaurus_tag: typeof first?.docusaurus_tag === 'string' ? first.docusaurus_tag : '',
  };
  const pages: string[] = [];
  const pageIds = new Map<string, number>();
  let previous = '';
  const stored = records.map((record): Row | AnyRecord => {
    if (!fitsRow(record, shared)) {
      previous = '';
      return record;
    }
    const page = record.url_without_anchor as string;
    let pageId = pageIds.get(page);
    if (pageId === undefined) {
      pageId = pages.push(page) - 1;
      pageIds.set(page, pageId);
    }
    const list = levels(record.hierarchy as AnyRecord);
    const key = JSON.stringify(list);
    const hierarchy = key === previous ? 0 : list;
    previous = key;
    const weight = record.weight as { pageRank: number; level: number; position: number };
    const row: BaseRow = [
      record.objectID as string,
      pageId,
      record.anchor as string | null,
      record.type as string,
      record.content as string | null,
      hierarchy,
      weight.pageRank,
      weight.level,
      weight.position,
    ];
    return record.keywords ? [...row, record.keywords as string[]] : row;
  });
  return { pages, shared, records: stored };
}

/** The records of `encodeRecords`'s output; throws a TypeError naming the first row it cannot read. */
export function decodeRecords({ pages, shared, records }: StoredRecords): AnyRecord[] {
  let previous: Array<string | null> = [];
  return records.map((stored, i) => {
    if (!Array.isArray(stored)) {
      previous = [];
      return stored;
    }
    const [objectID, pageId, anchor, type, content, hierarchy, pageRank, level, position, keywords] = stored;
    const page = pages[pageId];
    if (typeof page !== 'string' || (hierarchy !== 0 && !Array.isArray(hierarchy)))
      throw new TypeError(`Record ${i} of the index file cannot be read.`);
    const list = hierarchy === 0 ? previous : hierarchy;
    previous = list;
    return {
      objectID,
      url: anchor ? `${page}#${anchor}` : page,
      url_without_anchor: page,
      anchor,
      type,
      content,
      hierarchy: Object.fromEntries(HIERARCHY_LEVELS.map((name, n) => [name, list[n] ?? null])),
      weight: { pageRank, level, position },
      language: shared.language,
      docusaurus_tag: shared.docusaurus_tag,
      ...(keywords ? { keywords } : {}),
    };
  });
}

export function toStoredFile({ indexName, records, settings, synonyms }: IndexFile): StoredIndexFile {
  // Empty parts are left out, so an index without settings or synonyms is written without them.
  const stored: StoredIndexFile = { format: INDEX_FORMAT, indexName, ...encodeRecords(records) };
  if (settings && Object.keys(settings).length > 0) stored.settings = settings;
  if (synonyms && synonyms.length > 0) stored.synonyms = synonyms;
  return stored;
}

/** The index in a parsed file, or null when `data` is not an index file of this format. */
export function fromStoredFile(data: unknown): IndexFile | null {
  const file = data as Partial<StoredIndexFile> | null;
  if (
    file?.format !== INDEX_FORMAT ||
    typeof file.indexName !== 'string' ||
    !Array.isArray(file.records) ||
    !Array.isArray(file.pages) ||
    !isObject(file.shared)
  )
    return null;
  const index: IndexFile = {
    indexName: file.indexName,
    records: decodeRecords(file as StoredRecords) as DocSearchRecord[],
  };
  if (file.settings) index.settings = file.settings;
  if (file.synonyms) index.synonyms = file.synonyms;
  return index;
}
