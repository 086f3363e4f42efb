/**
 * The search worker for a static host: fetches the built index once, builds the same engine as
 * the search service, and answers the Algolia client's requests off the main thread.
 */
import { StaticSearchApi } from '../../search/static-api';
import type { WorkerSearchReply, WorkerSearchRequest } from './workerProtocol';

let api: Promise<StaticSearchApi> | undefined;

async function fetchIndex(indexUrl: string): Promise<StaticSearchApi> {
  const response = await fetch(indexUrl);
  if (!response.ok) throw new Error(`${indexUrl}: ${response.status}`);
  const index = await response.json();
  if (typeof index?.indexName !== 'string' || !Array.isArray(index.records))
    throw new Error(`${indexUrl}: not an index`);
  return new StaticSearchApi(index);
}

/** One load at a time; a failed load is tried again on the next request (the host may be back). */
function loadIndex(indexUrl: string): Promise<StaticSearchApi> {
  if (!api) {
    api = fetchIndex(indexUrl);
    api.catch(() => {
      api = undefined;
    });
  }
  return api;
}

async function reply({ id, indexUrl, search }: WorkerSearchRequest): Promise<WorkerSearchReply> {
  try {
    const loaded = await loadIndex(indexUrl);
    if (!search) return { id, status: 200, content: '' };
    return { id, ...loaded.answer(search.pathname, search.body) };
  } catch {
    return { id, status: 0, content: 'The search index could not be loaded.' };
  }
}

self.addEventListener('message', (event: MessageEvent<WorkerSearchRequest>) => {
  void reply(event.data).then((answer) => self.postMessage(answer));
});
