/**
 * The page's side of the search worker: started at most once per page, on the reader's intent, to
 * learn whether the page's origin is a static host (the worker asks it, workerProbe.ts); it stays
 * only on a static host, where it answers the searches. Each request gets its reply by id.
 */
import {
  PROBE_REPLY_ID,
  workerName,
  type OriginProbe,
  type WorkerProbeReply,
  type WorkerSearchReply,
  type WorkerSearchRequest,
  type WorkerStart,
} from './workerProtocol';

export interface StaticReply {
  status: number;
  content: string;
}

let worker: Worker | undefined;
let lastId = PROBE_REPLY_ID;
const waiting = new Map<number, (reply: WorkerSearchReply) => void>();

/** Once the origin has shown it has no search API, the page stops asking it. */
let originIsStatic = false;

export function markOriginStatic(): void {
  originIsStatic = true;
}

/** Whether the origin answered a search path as a static host does (the worker's probe, or a search). */
export function isOriginStatic(): boolean {
  return originIsStatic;
}

/** The worker's probe while it is under way; it answers within its own timeout (workerProbe.ts). */
let probing: { done: Promise<void>; end: () => void } | undefined;
/** Longer than the probe's own timeout: a worker that never starts does not hold searches forever. */
const PROBE_WAIT_MS = 4000;

/**
 * Resolves once the worker's probe has answered (at once when none is under way), so the page does not
 * send the same search to a static host itself, which would log a failed request in the console.
 */
export function whenOriginProbed(): Promise<void> {
  if (!probing) return Promise.resolve();
  return Promise.race([probing.done, new Promise<void>((resolve) => setTimeout(resolve, PROBE_WAIT_MS))]);
}

function onProbed({ originIsStatic: isStatic }: WorkerProbeReply): void {
  probing?.end();
  probing = undefined;
  if (isStatic) return markOriginStatic();
  // A search service answers the searches: the worker has nothing left to do.
  worker?.terminate();
  worker = undefined;
}

function searchWorker(start?: WorkerStart): Worker {
  if (!worker) {
    worker = new Worker(new URL(/* webpackChunkName: "search-worker" */ './searchWorker.ts', import.meta.url), {
      name: workerName(start),
    });
    worker.addEventListener('message', ({ data }: MessageEvent<WorkerProbeReply | WorkerSearchReply>) => {
      if ('originIsStatic' in data) return onProbed(data);
      waiting.get(data.id)?.(data);
      waiting.delete(data.id);
    });
  }
  return worker;
}

/**
 * The reader showed intent (once per page, warmUp.ts): the worker asks the origin now, and on a
 * static host loads the index at once, while the page's main thread opens the modal.
 */
export function probeOriginInWorker(probe: OriginProbe, indexUrl: string): void {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  probing = { done, end };
  searchWorker({ probe, indexUrl });
}

export function searchInWorker(indexUrl: string, pathname: string, body: string | undefined): Promise<StaticReply> {
  const id = (lastId += 1);
  return new Promise((resolve) => {
    waiting.set(id, ({ status, content }) => resolve({ status, content }));
    searchWorker().postMessage({ id, indexUrl, search: { pathname, body } } satisfies WorkerSearchRequest);
  });
}
