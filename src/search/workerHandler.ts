/**
 * What the search worker does with each message (searchWorker.ts only wires it to `self`): load
 * the built index once, then answer each request as the search service would.
 */
// First: zod must run without eval before the API's schemas are made.
import './zodWithoutEval';
import { StaticSearchApi } from '../../search/static-api';
import type { WorkerSearchReply, WorkerSearchRequest } from './workerProtocol';

/** The worker's user-timing names: reading and indexing the built index, and answering one search. */
export const INDEX_BUILD_MEASURE = 'search-worker: index';
export const ANSWER_MEASURE = 'search-worker: answer';

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

export function createWorkerHandler(
  fetchIndexFile: Fetch = fetch,
): (request: WorkerSearchRequest) => Promise<WorkerSearchReply> {
  let api: Promise<StaticSearchApi> | undefined;

  async function fetchIndex(indexUrl: string): Promise<StaticSearchApi> {
    const response = await fetchIndexFile(indexUrl);
    if (!response.ok) throw new Error(`${indexUrl}: ${response.status}`);
    const started = performance.now();
    const api = StaticSearchApi.fromFile(await response.json());
    if (!api) throw new Error(`${indexUrl}: not an index`);
    // User timing, so a profile (and npm run bench) sees the worker's own share of the first search.
    performance.measure(INDEX_BUILD_MEASURE, { start: started });
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
      const started = performance.now();
      const answer = loaded.answer(search.pathname, search.body);
      // Only the last answer's: the timeline must not grow with every search of a long session.
      performance.clearMeasures(ANSWER_MEASURE);
      performance.measure(ANSWER_MEASURE, { start: started });
      return { id, ...answer };
    } catch {
      return { id, status: 0, content: 'The search index could not be loaded.' };
    }
  };
}
