/**
 * The search service state shared by the production server and the dev server: the engine built
 * from the index file, rebuilt when the file is replaced (the writer renames a complete file into
 * place, so a reload never sees half of it; a file that fails to load keeps the previous engine).
 */
import fs from 'node:fs';
import type { ApiContext } from './api';
import { SearchEngine } from './engine';
import { MissingIndexError, readIndexFile } from './index-file';

export interface SearchServiceOptions {
  indexFile: string;
  appId: string;
  apiKey: string;
  /** Poll interval for index changes (fs.watchFile survives the rename that replaces the file). */
  watchIntervalMs?: number;
  onReload?: (error: Error | null) => void;
}

export interface SearchService {
  context(): ApiContext;
  reload(): void;
  close(): void;
}

export function createSearchService(options: SearchServiceOptions): SearchService {
  const { indexFile, appId, apiKey, watchIntervalMs = 1000 } = options;
  let engine: SearchEngine | null = null;
  let missingIndexMessage: string | undefined;

  const reload = (): void => {
    try {
      const data = readIndexFile(indexFile);
      engine = new SearchEngine(data.records, data.indexName);
      missingIndexMessage = undefined;
      options.onReload?.(null);
    } catch (error) {
      if (error instanceof MissingIndexError) {
        if (!engine) missingIndexMessage = error.message;
      } else if (!(error instanceof SyntaxError)) {
        throw error;
      }
      options.onReload?.(error as Error);
    }
  };

  reload();
  const onChange = (current: fs.Stats, previous: fs.Stats): void => {
    if (current.mtimeMs !== previous.mtimeMs || current.ino !== previous.ino) reload();
  };
  fs.watchFile(indexFile, { interval: watchIntervalMs, persistent: false }, onChange);

  return {
    context: () => ({ engine, appId, apiKey, missingIndexMessage }),
    reload,
    close: () => fs.unwatchFile(indexFile, onChange),
  };
}
