/**
 * What the search worker does with each message (searchWorker.ts only wires it to `self`): load
 * the index's manifest and record shards once, then answer each request as the search service would,
 * loading the other shards a search needs as it goes.
 */
// First: zod must run without eval before the API's schemas are made.
import './zodWithoutEval';
import { StaticSearchApi } from '../../search/static-api';
import type { WorkerSearchReply, WorkerSearchRequest } from './workerProtocol';

/** The worker's user-timing names: reading and indexing the built index, and answering one search. */
export const INDEX_BUILD_MEASURE = 'search-worker: index';
export const ANSWER_MEASURE = 'search-worker: answer';

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;

export function createWorkerHandler(
  fetchFile: Fetch = fetch,
): (request: WorkerSearchRequest) => Promise<WorkerSearchReply> {
  let api: Promise<StaticSearchApi> | undefined;
  /** Time spent parsing shards since the last reset: the thread's work between the waits for them. */
  let parsingMs = 0;

  async function fetchJson(url: string): Promise<unknown> {
    const response = await fetchFile(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const text = await response.text();
    const started = performance.now();
    const data: unknown = JSON.parse(text);
    parsingMs += performance.now() - started;
    return data;
  }

  /** A user timing of the thread's busy time, ending now, so a profile (and npm run bench) sees the worker's own share. */
  function measureBusy(name: string, busyMs: number): void {
    performance.clearMeasures(name);
    performance.measure(name, { start: performance.now() - busyMs, duration: busyMs });
  }

  /** `indexUrl`: the shard manifest; its shards are named relative to it. */
  async function fetchIndex(indexUrl: string): Promise<StaticSearchApi> {
    parsingMs = 0;
    const manifest = await fetchJson(indexUrl);
    // The page names the manifest by its path; the worker's own address completes it.
    const base = new URL(indexUrl, globalThis.location?.href);
    const api = await StaticSearchApi.fromShards(manifest, (file) => fetchJson(new URL(file, base).href));
    if (!api) throw new Error(`${indexUrl}: not a shard manifest`);
    measureBusy(INDEX_BUILD_MEASURE, parsingMs + api.buildMs);
    return api;
  }

  /** One load at a time; a failed load is tried again on the next request (the file may be back). */
  function loadIndex(indexUrl: string): Promise<StaticSearchApi> {
    if (!api) {
      api = fetchIndex(indexUrl);
      api.catch(() => {
        api = undefined;
      });
    }
    return api;
  }

  return async ({ id, indexUrl, search }) => {
    try {
      const loaded = await loadIndex(indexUrl);
      if (!search) return { id, status: 200, content: '' };
      parsingMs = 0;
      const answer = await loaded.answer(search.pathname, search.body);
      // Only the last answer's: the timeline must not grow with every search of a long session.
      measureBusy(ANSWER_MEASURE, parsingMs + loaded.lastBusyMs);
      return { id, ...answer };
    } catch {
      return { id, status: 0, content: 'The search index could not be loaded.' };
    }
  };
}
