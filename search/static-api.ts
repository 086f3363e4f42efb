/**
 * The search API's two search paths answered without a server, for a browser worker on a static
 * host: the same engine and the same request checks as the service (api.ts), Algolia's answers out.
 * The worker's engine reads the index by shard (shard-store.ts): a search that needs a shard not
 * loaded yet loads it and runs again. No Node API here.
 */
import { answerQueries, answerQuery } from './api';
import { BadRequest } from './bad-request';
import { SearchEngine } from './engine';
import { MissingShards } from './missing-shards';
import { ShardStore, type ShardLoader } from './shard-store';
import type { IndexFile } from './index-format';
import { searchPathOf } from './search-paths';

export interface StaticAnswer {
  status: number;
  /** The JSON body, as a server would send it. */
  content: string;
}

export class StaticSearchApi {
  private readonly engine: SearchEngine;

  /**
   * The API over an index read by shard: `manifest` (parsed), then every record shard through `load`,
   * the other shards as searches need them. Null when `manifest` is not a shard manifest.
   */
  static async fromShards(manifest: unknown, load: ShardLoader): Promise<StaticSearchApi | null> {
    const store = await ShardStore.open(manifest, load);
    return store && StaticSearchApi.over(store);
  }

  /** The API over an index loaded by shard. */
  static over(store: ShardStore): StaticSearchApi {
    const started = performance.now();
    const { indexName, settings = {}, synonyms = [] } = store.manifest;
    const api = new StaticSearchApi({ indexName, records: store.records, settings, synonyms }, store);
    api.buildMs = store.buildMs + performance.now() - started;
    return api;
  }

  /** How long making the engine took (its records and index), without the waits for shards. */
  buildMs = 0;

  /** How long the last answer kept the thread busy: its runs, not the waits for shards between them. */
  lastBusyMs = 0;

  /** `store`: where the records' texts and the term index's postings load from, when not all in memory. */
  constructor(
    index: IndexFile,
    private readonly store?: ShardStore,
  ) {
    this.engine = new SearchEngine(index.records, index.indexName, {
      settings: index.settings ?? {},
      synonyms: index.synonyms ?? [],
      parts: store?.parts,
    });
  }

  /**
   * `pathname` of the request URL and its JSON body, as the browser client sends them. Each run that
   * stops at shards not loaded yet loads them all and runs again; a shard that fails to load rejects.
   */
  async answer(pathname: string, body: string | undefined): Promise<StaticAnswer> {
    this.lastBusyMs = 0;
    for (;;) {
      const started = performance.now();
      try {
        return this.answerNow(pathname, body);
      } catch (error) {
        if (!(error instanceof MissingShards) || !this.store) throw error;
        await this.store.loadShards(error.shards);
      } finally {
        this.lastBusyMs += performance.now() - started;
      }
    }
  }

  private answerNow(pathname: string, body: string | undefined): StaticAnswer {
    try {
      const path = searchPathOf(pathname);
      if (path?.kind === 'query') return ok(answerQuery(this.engineFor, path.indexName, body));
      if (path?.kind === 'queries') return ok(answerQueries(this.engineFor, body));
      return failure(404, 'Path not found.');
    } catch (error) {
      if (error instanceof BadRequest) return failure(error.status, error.message);
      throw error;
    }
  }

  /** The built index is the only one a static host has. */
  private readonly engineFor = (indexName: string): SearchEngine => {
    if (indexName !== this.engine.indexName) throw new BadRequest(`Index ${indexName} does not exist`, 404);
    return this.engine;
  };
}

const ok = (body: unknown): StaticAnswer => ({ status: 200, content: JSON.stringify(body) });
const failure = (status: number, message: string): StaticAnswer => ({
  status,
  content: JSON.stringify({ message, status }),
});
