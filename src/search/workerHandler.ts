/**
 * What the search worker does with each message (searchWorker.ts only wires it to `self`): load
 * the built index once, then answer each request as the search service would.
 */
import { StaticSearchApi } from '../../search/static-api';
import type { WorkerSearchReply, WorkerSearchRequest } from './workerProtocol';

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

export function createWorkerHandler(
  fetchIndexFile: Fetch = fetch,
): (request: WorkerSearchRequest) => Promise<WorkerSearchReply> {
  let api: Promise<StaticSearchApi> | undefined;

  async function fetchIndex(indexUrl: string): Promise<StaticSearchApi> {
    const response = await fetchIndexFile(indexUrl);
    if (!response.ok) throw new Error(`${indexUrl}: ${response.status}`);
    const index = await response.json();
    if (typeof index?.indexName !== 'string' || !Array.isArray(index.records))
      throw new Error(`${indexUrl}: not an index`);
    return new StaticSearchApi(index);
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
      return { id, ...loaded.answer(search.pathname, search.body) };
    } catch {
      return { id, status: 0, content: 'The search index could not be loaded.' };
    }
  };
}
