/**
 * The named indexes one search service holds in memory, with the part of Algolia's write model that
 * `replaceAllObjects` needs: batches of records, copy and move between indexes, settings, and task
 * ids. Every write is applied before it answers, so each task is "published" at once; an index's
 * engine is built on its first search after a change, never half-way through one.
 */
import type { DocSearchRecord } from './records';
import { SearchEngine } from './engine';

export type IndexSettings = Record<string, unknown>;

interface StoredIndex {
  records: Map<string, DocSearchRecord>;
  settings: IndexSettings;
  engine?: SearchEngine;
}

export type BatchAction = 'addObject' | 'updateObject' | 'deleteObject' | 'clear' | 'delete';
export interface BatchOperation {
  action: BatchAction;
  /** A DocSearch record for add/update; `{objectID}` for deleteObject; ignored for clear/delete. */
  body?: { objectID?: string } & Partial<DocSearchRecord>;
}

/** Scopes `copy` may be limited to; records are copied only when no scope is given. */
export const COPY_SCOPES = ['settings', 'synonyms', 'rules'] as const;
export type CopyScope = (typeof COPY_SCOPES)[number];

export class IndexStore {
  private readonly indexes = new Map<string, StoredIndex>();
  private lastTaskID = 0;
  private generatedIDs = 0;

  /** Called after every change to an index's records or settings (the service persists its own index). */
  constructor(private readonly onChange: (indexName: string) => void = () => {}) {}

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
    index.engine ??= new SearchEngine([...index.records.values()], indexName, { settings: index.settings });
    return index.engine;
  }

  /**
   * Replace an index's records wholesale (loading the built index file), without a task or change
   * event. The engine is built here, before the swap, so no search waits for it or sees a half index.
   */
  load(indexName: string, records: DocSearchRecord[]): void {
    const engine = new SearchEngine(records, indexName, { settings: this.indexes.get(indexName)?.settings });
    const index = this.ensure(indexName);
    index.records = new Map(records.map((record) => [record.objectID, record]));
    index.engine = engine;
  }

  batch(indexName: string, operations: BatchOperation[]): { taskID: number; objectIDs: string[] } {
    const index = this.ensure(indexName);
    const objectIDs: string[] = [];
    for (const { action, body } of operations) {
      if (action === 'clear') index.records.clear();
      else if (action === 'delete') {
        index.records.clear();
        index.settings = {};
      } else if (action === 'deleteObject') {
        index.records.delete(body!.objectID!);
        objectIDs.push(body!.objectID!);
      } else {
        const objectID = body!.objectID ?? `generated-${Date.now()}-${++this.generatedIDs}`;
        index.records.set(objectID, { ...(body as DocSearchRecord), objectID });
        objectIDs.push(objectID);
      }
    }
    return { taskID: this.changed(indexName, index), objectIDs };
  }

  /** Algolia's copy: with a scope only those parts (we keep settings; we have no rules or synonyms). */
  copy(source: string, destination: string, scope?: CopyScope[]): number {
    const from = this.indexes.get(source);
    const to = this.ensure(destination);
    if (!scope) to.records = new Map(from?.records ?? []);
    if (!scope || scope.includes('settings')) to.settings = { ...(from?.settings ?? {}) };
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

  /** Tasks run synchronously: a task id this store handed out is published. */
  isKnownTask(taskID: number): boolean {
    return Number.isInteger(taskID) && taskID > 0 && taskID <= this.lastTaskID;
  }

  private ensure(indexName: string): StoredIndex {
    let index = this.indexes.get(indexName);
    if (!index) {
      index = { records: new Map(), settings: {} };
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
