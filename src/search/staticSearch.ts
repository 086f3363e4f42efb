/**
 * The page's side of the search worker: started at most once per page, and only when the origin
 * has turned out to have no search API (a static host). Each request gets its reply by id.
 */
import type { WorkerSearchReply, WorkerSearchRequest } from './workerProtocol';

export interface StaticReply {
  status: number;
  content: string;
}

let worker: Worker | undefined;
let lastId = 0;
const waiting = new Map<number, (reply: StaticReply) => void>();

function searchWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./searchWorker.ts', import.meta.url), { name: 'search-worker' });
    worker.addEventListener('message', ({ data }: MessageEvent<WorkerSearchReply>) => {
      waiting.get(data.id)?.({ status: data.status, content: data.content });
      waiting.delete(data.id);
    });
  }
  return worker;
}

function post(message: Omit<WorkerSearchRequest, 'id'>): Promise<StaticReply> {
  const id = (lastId += 1);
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    searchWorker().postMessage({ ...message, id });
  });
}

export function searchInWorker(indexUrl: string, pathname: string, body: string | undefined): Promise<StaticReply> {
  return post({ indexUrl, search: { pathname, body } });
}

/** Starts the worker and its index load, before any search: the reader showed intent to search. */
export function loadIndexInWorker(indexUrl: string): void {
  void post({ indexUrl });
}
