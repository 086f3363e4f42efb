/**
 * The search service state shared by the production server and the dev server: every index by name
 * (search/index-store.ts), the built one loaded from the index file and reloaded when the file is
 * replaced (the writer renames a complete file into place, so a reload never sees half of it; a
 * file that fails to load keeps the previous index serving). Writes through the admin API to that
 * index are saved back to the file the same way, so a restart or a replica sharing the folder sees them.
 */
import fs from 'node:fs';
import type { ApiContext } from './api';
import { MissingIndexError, readIndexFile, writeIndexFile } from './index-file';
import { assertIndexFits, IndexTooLargeError } from './index-memory';
import { IndexStore } from './index-store';
import { writtenRecordSchema } from './records';
import { parseWith, settingsSchema, synonymBatchSchema } from './write-schemas';
import { DEFAULT_INDEX_NAME } from '../config/search';

export interface SearchServiceOptions {
  indexFile: string;
  appId: string;
  apiKey: string;
  /** The key the write API answers to (SEARCH_ADMIN_API_KEY); unset: no writes. */
  adminKey?: string;
  /** Poll interval for index changes (fs.watchFile survives the rename that replaces the file). */
  watchIntervalMs?: number;
  /** False: load the file now and on reload() only (a copy that its owner reloads). */
  watch?: boolean;
  onReload?: (error: Error | null) => void;
}

export interface SearchService {
  context(): ApiContext;
  /**
   * Counts every change to what the index file holds (a load, or a write saved to it), while the
   * file alone answers every search this service would: undefined while no index is loaded or
   * other indexes (uploaded under other names) sit beside it. A copy that loaded the file at this
   * generation answers exactly as this service does.
   */
  fileGeneration(): number | undefined;
  reload(): void;
  close(): void;
}

export function createSearchService(options: SearchServiceOptions): SearchService {
  const { indexFile, appId, apiKey, adminKey, watchIntervalMs = 1000, watch = true } = options;
  // The index the file holds; until a file is read, the name the site's config uses by default.
  let fileIndexName = DEFAULT_INDEX_NAME;
  let missingIndexMessage: string | undefined;
  let generation = 0;
  // False from a write until the file holds it (a failed save leaves memory ahead of the file).
  let fileHoldsMemory = false;

  // The file as this service last wrote it: the watcher need not load back what memory already holds.
  let ownWrite: { ino: number; mtimeMs: number } | undefined;
  const store = new IndexStore((indexName) => {
    if (indexName !== fileIndexName) return;
    fileHoldsMemory = false;
    if (store.has(indexName)) {
      writeIndexFile(indexFile, indexName, store.records(indexName), store.extras(indexName));
      const { ino, mtimeMs } = fs.statSync(indexFile);
      ownWrite = { ino, mtimeMs };
    } else {
      fs.rmSync(indexFile, { force: true });
      ownWrite = undefined;
    }
    fileHoldsMemory = true;
    generation += 1;
  });

  // Never throws: it also runs from the file watcher, where an exception would end the process.
  const reload = (): void => {
    try {
      const data = readIndexFile(indexFile);
      assertIndexFits(indexFile, data.records.length);
      const bad = data.records.findIndex((record) => !writtenRecordSchema.safeParse(record).success);
      if (bad >= 0) throw new Error(`record ${bad} is not a DocSearch record`);
      const settings = data.settings === undefined ? {} : parseWith(settingsSchema, data.settings, 'settings');
      const synonyms = data.synonyms === undefined ? [] : parseWith(synonymBatchSchema, data.synonyms, 'synonyms');
      store.load(data.indexName, data.records, { settings, synonyms });
      fileIndexName = data.indexName;
      missingIndexMessage = undefined;
      fileHoldsMemory = true;
      generation += 1;
      options.onReload?.(null);
    } catch (caught) {
      const error =
        caught instanceof MissingIndexError || caught instanceof IndexTooLargeError
          ? caught
          : new Error(
              `${indexFile} could not be loaded (${(caught as Error).message}). Run \`npm run build\` to recreate it.`,
            );
      if (!store.has(fileIndexName)) missingIndexMessage = error.message;
      options.onReload?.(error);
    }
  };

  reload();
  const onChange = (current: fs.Stats, previous: fs.Stats): void => {
    if (current.mtimeMs === previous.mtimeMs && current.ino === previous.ino) return;
    if (ownWrite && current.ino === ownWrite.ino && current.mtimeMs === ownWrite.mtimeMs) return;
    reload();
  };
  if (watch) fs.watchFile(indexFile, { interval: watchIntervalMs, persistent: false }, onChange);

  return {
    context: () => ({
      engine: store.engineFor(fileIndexName) ?? null,
      appId,
      apiKey,
      adminKey,
      store,
      missingIndexMessage,
    }),
    fileGeneration: () => (fileHoldsMemory && store.size === 1 && store.has(fileIndexName) ? generation : undefined),
    reload,
    close: () => fs.unwatchFile(indexFile, onChange),
  };
}
