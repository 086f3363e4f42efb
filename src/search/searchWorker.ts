/**
 * The search worker. Started on the reader's intent, it first asks the page's origin whether it has
 * a search API (workerProbe.ts). Only a static host's answer loads the engine and the built index's
 * manifest and record shards, all at once, so a search service costs this small script alone. Then it
 * answers the Algolia client's requests as the search service would (workerHandler.ts), off the main
 * thread, loading the other shards each search needs.
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

/** The index fetches started beside the engine's import, each taken by the engine's first load of it. */
const indexFetches = new Map<string, Promise<Response>>();
function fetchIndexFile(url: string): Promise<Response> {
  const started = indexFetches.get(url);
  indexFetches.delete(url);
  return started ?? fetch(url);
}

/** Starts a fetch the engine will take; a failure is reported by the engine's load, which awaits it. */
function prefetch(url: string, fetched: Promise<Response> = fetch(url)): void {
  fetched.catch(() => {});
  indexFetches.set(url, fetched);
}

/**
 * The manifest, then its record shards (every search needs them), while the engine's chunk loads. The
 * engine gets the manifest once the shards' fetches are started, so it never starts them a second time.
 */
function prefetchIndex(manifestUrl: string): void {
  const manifest = fetch(manifestUrl).then(async (response) => {
    if (!response.ok) return response;
    try {
      const { recordShards } = (await response.clone().json()) as { recordShards?: Array<[number, string]> };
      const base = new URL(manifestUrl, self.location.href);
      for (const [, file] of recordShards ?? []) prefetch(new URL(file, base).href);
    } catch {
      // Not a manifest: the engine's load reports it.
    }
    return response;
  });
  prefetch(manifestUrl, manifest);
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
    if (!handler) prefetchIndex(start.indexUrl);
    void answer({ id: PROBE_REPLY_ID, indexUrl: start.indexUrl });
  });
}
