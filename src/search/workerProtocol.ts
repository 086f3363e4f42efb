/** Messages between the page (staticSearch.ts) and the search worker (searchWorker.ts). */

/** The intent's question to the page's origin, as the Algolia client would ask it: an empty search. */
export interface OriginProbe {
  url: string;
  body: string;
}

/**
 * What a worker started on intent is to do first: probe the origin, and on a static host load the
 * index at once. It travels in the worker's name, not in a message: a message to a worker that is
 * still starting is relayed by the page's main thread, which is busy opening the modal.
 */
export interface WorkerStart {
  probe: OriginProbe;
  indexUrl: string;
}

/** The probe's verdict, the worker's first message. */
export interface WorkerProbeReply {
  id: typeof PROBE_REPLY_ID;
  originIsStatic: boolean;
}
export const PROBE_REPLY_ID = 0;

export interface WorkerSearchRequest {
  /** From 1 up: 0 is the probe's reply. */
  id: number;
  /** The built index file, fetched once, on the first message that needs it. */
  indexUrl: string;
  /** A search request as the Algolia client would send it to a server; absent: only load the index. */
  search?: { pathname: string; body: string | undefined };
}

export interface WorkerSearchReply {
  id: number;
  /** 0 when the index could not be loaded (the client treats it as an unreachable host). */
  status: number;
  content: string;
}

/** The worker's name: its start-up job when it has one, else just what it is. */
const PLAIN_WORKER_NAME = 'search-worker';

export function workerName(start: WorkerStart | undefined): string {
  return start ? JSON.stringify(start) : PLAIN_WORKER_NAME;
}

export function startOf(name: string): WorkerStart | undefined {
  if (name === PLAIN_WORKER_NAME) return undefined;
  try {
    const start = JSON.parse(name) as Partial<WorkerStart>;
    const { indexUrl, probe } = start;
    if (typeof indexUrl === 'string' && typeof probe?.url === 'string' && typeof probe.body === 'string')
      return { indexUrl, probe: { url: probe.url, body: probe.body } };
  } catch {
    // Not ours: no start-up job.
  }
  return undefined;
}
