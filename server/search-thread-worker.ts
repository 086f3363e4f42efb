/**
 * The search thread's side (search-thread.ts): its own copy of the index file's index, loaded when
 * the main thread names a generation, answering searches as the main thread's service would, down
 * to the bytes of the JSON.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { multipleQueries, singleQuery, type ApiAnswer } from '../search/api';
import { createSearchService } from '../search/service';
import type { FromThread, ThreadSearch, ToThread } from './search-thread-protocol';

const { indexFile, adminKey, generation } = workerData as { indexFile: string; adminKey?: string; generation: number };
const port = parentPort!;
const post = (message: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let loadFailed = false;
// Never watches the file itself: the main thread says which generation to load.
const service = createSearchService({
  indexFile,
  appId: '',
  apiKey: '',
  adminKey,
  watch: false,
  onReload: (error) => (loadFailed = error !== null),
});
post({ type: 'loaded', generation, ok: !loadFailed });

function answer(search: ThreadSearch): ApiAnswer {
  const context = { ...service.context(), appId: search.appId, apiKey: search.apiKey };
  return search.path === 'queries'
    ? multipleQueries(context, search.credentials, search.body)
    : singleQuery(context, search.credentials, search.indexName, search.body);
}

port.on('message', (message: ToThread) => {
  if (message.type === 'load') {
    service.reload();
    post({ type: 'loaded', generation: message.generation, ok: !loadFailed });
    return;
  }
  try {
    const { status, body } = answer(message.search);
    // Its own buffer (Buffer.from may share a pooled one), moved to the main thread, not copied.
    const json = new TextEncoder().encode(JSON.stringify(body));
    post({ type: 'answer', id: message.id, status, json }, [json.buffer as ArrayBuffer]);
  } catch {
    post({ type: 'answer', id: message.id, status: 500, json: null });
  }
});
