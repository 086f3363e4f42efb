/**
 * The search worker. Started on the reader's intent, it first asks the page's origin whether it has
 * a search API (workerProbe.ts). Only a static host's answer loads the engine and the built index,
 * both at once, so a search service costs this small script alone. Then it answers the Algolia
 * client's requests as the search service would (workerHandler.ts), off the main thread.
 */
import { originLacksSearchApi } from './workerProbe';
import {
  PROBE_REPLY_ID,
  startOf,
  type WorkerProbeReply,
  type WorkerSearchRequest,
  type WorkerSearchReply,
} from './workerProtocol';

type Handler = ReturnType<typeof import('./workerHandler').createWorkerHandler>;

/** The index fetch started beside the engine's import, taken by the engine's first load. */
const indexFetches = new Map<string, Promise<Response>>();
function fetchIndexFile(url: string): Promise<Response> {
  const started = indexFetches.get(url);
  indexFetches.delete(url);
  return started ?? fetch(url);
}

let handler: Promise<Handler> | undefined;
function engine(): Promise<Handler> {
  if (!handler) {
    handler = import('./workerHandler').then(({ createWorkerHandler }) => createWorkerHandler(fetchIndexFile));
    // A chunk that failed to load is asked for again by the next request.
    handler.catch(() => (handler = undefined));
  }
  return handler;
}

async function answer(request: WorkerSearchRequest): Promise<WorkerSearchReply> {
  try {
    const handle = await engine();
    return await handle(request);
  } catch {
    return { id: request.id, status: 0, content: 'The search engine could not be loaded.' };
  }
}

self.addEventListener('message', ({ data }: MessageEvent<WorkerSearchRequest>) => {
  void answer(data).then((reply) => self.postMessage(reply));
});

const start = startOf(self.name);
if (start) {
  void originLacksSearchApi(start.probe).then((originIsStatic) => {
    self.postMessage({ id: PROBE_REPLY_ID, originIsStatic } satisfies WorkerProbeReply);
    if (!originIsStatic) return;
    // The index downloads while the engine's chunk loads, unless a search has started both already.
    if (!handler) {
      const indexFetch = fetch(start.indexUrl);
      indexFetch.catch(() => {}); // Reported by the engine's load, which awaits it.
      indexFetches.set(start.indexUrl, indexFetch);
    }
    void answer({ id: PROBE_REPLY_ID, indexUrl: start.indexUrl });
  });
}
