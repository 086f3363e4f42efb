/**
 * The named indexes one search service holds in memory, with the part of Algolia's write model that
 * `replaceAllObjects` needs: batches of records, copy and move between indexes, settings, and task
 * ids. Every write is applied before it answers, so each task is "published" at once; an index's
 * engine is built on its first search after a change, never half-way through one.
 */
import type { DocSearchRecord } from './records';
import { SearchEngine } from './engine';
import type { Synonym } from './synonym-types';
import { BadRequest } from './bad-request';
import { MAX_SYNONYMS_PER_INDEX, type BatchOperation, type CopyScope, type SynonymSearch } from './write-schemas';

export type IndexSettings = Record<string, unknown>;

interface StoredIndex {
  records: Map<string, DocSearchRecord>;
  settings: IndexSettings;
  synonyms: Map<string, Synonym>;
  engine?: SearchEngine;
}

/** What the index file holds besides the records (index-file.ts). */
export interface IndexExtras {
  settings?: IndexSettings;
  synonyms?: Synonym[];
}

export class IndexStore {
  private readonly indexes = new Map<string, StoredIndex>();
  private lastTaskID = 0;
  private generatedIDs = 0;

  /** Called after every change to an index's records, settings or synonyms (the service persists its own index). */
  constructor(private readonly onChange: (indexName: string) => void = () => {}) {}

  /** How many indexes it holds. */
  get size(): number {
    return this.indexes.size;
  }

  has(indexName: string): boolean {
    return this.indexes.has(indexName);
  }

  records(indexName: string): DocSearchRecord[] {
    return [...(this.indexes.get(indexName)?.records.values() ?? [])];
  }

  /** The engine for an index, built once per change; undefined when the index does not exist. */
  engineFor(indexName: string): SearchEngine | undefined {
    const index = this.indexes.get(indexName);
    if (!index) return undefined;
    index.engine ??= new SearchEngine([...index.records.values()], indexName, engineOptions(index));
    return index.engine;
  }

  /** An index's settings and synonyms, as the index file stores them. */
  extras(indexName: string): Required<IndexExtras> {
    const index = this.indexes.get(indexName);
    return { settings: { ...(index?.settings ?? {}) }, synonyms: [...(index?.synonyms.values() ?? [])] };
  }

  /**
   * Replace an index's records wholesale (loading the built index file), without a task or change
   * event. The engine is built here, before the swap, so no search waits for it or sees a half index.
   */
  load(indexName: string, records: DocSearchRecord[], { settings = {}, synonyms = [] }: IndexExtras = {}): void {
    const loaded: StoredIndex = {
      records: new Map(records.map((record) => [record.objectID, record])),
      settings: { ...settings },
      synonyms: new Map(synonyms.map((synonym) => [synonym.objectID, synonym])),
    };
    loaded.engine = new SearchEngine(records, indexName, engineOptions(loaded));
    this.indexes.set(indexName, loaded);
  }

  batch(indexName: string, operations: BatchOperation[]): { taskID: number; objectIDs: string[] } {
    const index = this.ensure(indexName);
    const objectIDs: string[] = [];
    for (const operation of operations) {
      if (operation.action === 'clear') index.records.clear();
      else if (operation.action === 'delete') {
        index.records.clear();
        index.settings = {};
        index.synonyms.clear();
      } else if (operation.action === 'deleteObject') {
        index.records.delete(operation.body.objectID);
        objectIDs.push(operation.body.objectID);
      } else {
        const objectID = operation.body.objectID ?? `generated-${Date.now()}-${++this.generatedIDs}`;
        index.records.set(objectID, { ...operation.body, objectID });
        objectIDs.push(objectID);
      }
    }
    return { taskID: this.changed(indexName, index), objectIDs };
  }

  /** Algolia's copy: with a scope only those parts (we keep settings and synonyms; we have no rules). */
  copy(source: string, destination: string, scope?: CopyScope[]): number {
    const from = this.indexes.get(source);
    const to = this.ensure(destination);
    if (!scope) to.records = new Map(from?.records ?? []);
    if (!scope || scope.includes('settings')) to.settings = { ...(from?.settings ?? {}) };
    if (!scope || scope.includes('synonyms')) to.synonyms = new Map(from?.synonyms ?? []);
    return this.changed(destination, to);
  }

  /** Algolia's move: the destination becomes the source in one step, and the source is gone. */
  move(source: string, destination: string): number | undefined {
    const from = this.indexes.get(source);
    if (!from) return undefined;
    this.indexes.delete(source);
    from.engine = undefined;
    this.indexes.set(destination, from);
    return this.changed(destination, from);
  }

  delete(indexName: string): number {
    this.indexes.delete(indexName);
    this.onChange(indexName);
    return ++this.lastTaskID;
  }

  settings(indexName: string): IndexSettings | undefined {
    return this.indexes.get(indexName)?.settings;
  }

  setSettings(indexName: string, settings: IndexSettings): number {
    const index = this.ensure(indexName);
    index.settings = { ...index.settings, ...settings };
    return this.changed(indexName, index);
  }

  /** Add or replace synonyms by objectID; with `replaceExisting`, they become the index's only ones. */
  saveSynonyms(indexName: string, synonyms: Synonym[], replaceExisting = false): number {
    const index = this.ensure(indexName);
    const next = replaceExisting ? new Map<string, Synonym>() : new Map(index.synonyms);
    for (const synonym of synonyms) next.set(synonym.objectID, synonym);
    if (next.size > MAX_SYNONYMS_PER_INDEX) {
      throw new BadRequest(`An index holds at most ${MAX_SYNONYMS_PER_INDEX} synonyms; this would make ${next.size}.`);
    }
    index.synonyms = next;
    return this.changed(indexName, index);
  }

  synonym(indexName: string, objectID: string): Synonym | undefined {
    return this.indexes.get(indexName)?.synonyms.get(objectID);
  }

  /** Remove one synonym; undefined when the index or the synonym does not exist. */
  deleteSynonym(indexName: string, objectID: string): number | undefined {
    const index = this.indexes.get(indexName);
    if (!index?.synonyms.delete(objectID)) return undefined;
    return this.changed(indexName, index);
  }

  clearSynonyms(indexName: string): number {
    const index = this.ensure(indexName);
    index.synonyms.clear();
    return this.changed(indexName, index);
  }

  /** Algolia's synonym search: the query found (case-insensitively) in any of a synonym's words. */
  searchSynonyms(
    indexName: string,
    { query = '', type, page = 0, hitsPerPage = 100 }: SynonymSearch,
  ): { hits: Synonym[]; nbHits: number } {
    const needle = query.trim().toLowerCase();
    const matches = [...(this.indexes.get(indexName)?.synonyms.values() ?? [])].filter(
      (synonym) =>
        (!type || synonym.type === type) &&
        (!needle || synonymWords(synonym).some((text) => text.toLowerCase().includes(needle))),
    );
    return { hits: matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage), nbHits: matches.length };
  }

  /** Tasks run synchronously: a task id this store handed out is published. */
  isKnownTask(taskID: number): boolean {
    return Number.isInteger(taskID) && taskID > 0 && taskID <= this.lastTaskID;
  }

  private ensure(indexName: string): StoredIndex {
    let index = this.indexes.get(indexName);
    if (!index) {
      index = { records: new Map(), settings: {}, synonyms: new Map() };
      this.indexes.set(indexName, index);
    }
    return index;
  }

  private changed(indexName: string, index: StoredIndex): number {
    index.engine = undefined;
    this.onChange(indexName);
    return ++this.lastTaskID;
  }
}

function engineOptions(index: StoredIndex) {
  return { settings: index.settings, synonyms: [...index.synonyms.values()] };
}

function synonymWords(synonym: Synonym): string[] {
  switch (synonym.type) {
    case 'synonym':
      return [synonym.objectID, ...synonym.synonyms];
    case 'onewaysynonym':
      return [synonym.objectID, synonym.input, ...synonym.synonyms];
    case 'placeholder':
      return [synonym.objectID, synonym.placeholder, ...synonym.replacements];
    default:
      return [synonym.objectID, synonym.word, ...synonym.corrections];
  }
}
