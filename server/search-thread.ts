/**
 * The production server's search thread: searches of the built index run in a worker thread, the
 * engine and the JSON of each answer beside the main thread's HTTP work, so a second core serves
 * queries. The main thread's search service stays the one truth. The thread holds a copy of the
 * index file, loaded at a generation the service names (SearchService.fileGeneration), and a search
 * goes to it only while it holds the service's current generation; otherwise, or if the thread
 * fails, the main thread answers as before. A write through the API moves the generation on, so
 * the next search after it is answered from the written index.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FromThread, ThreadSearch, ToThread } from './search-thread-protocol';

export interface ThreadAnswer {
  status: number;
  json: Buffer;
}

export interface SearchThread {
  /**
   * The thread's answer, or undefined when the main thread must answer: the thread does not hold
   * `generation` yet (it is started or told to load it), `generation` is undefined, the search
   * threw there, or the thread has failed.
   */
  answer(generation: number | undefined, search: ThreadSearch): Promise<ThreadAnswer | undefined>;
  close(): Promise<void>;
}

export interface SearchThreadOptions {
  indexFile: string;
  adminKey?: string;
  /** Told once if the thread stops (it is not started again; the main thread answers alone). */
  onFailure?: (error: Error) => void;
}

const ENTRY = path.join(__dirname, 'search-thread-entry.cjs');

/** The thread starts on the first search it could answer, so a server nobody searches runs none. */
export function openSearchThread({ indexFile, adminKey, onFailure }: SearchThreadOptions): SearchThread {
  let worker: Worker | undefined;
  let failed = false;
  let closing = false;
  /** The generation the thread holds, and the one it was last told to load. */
  let loaded: number | undefined;
  let asked: number | undefined;
  let nextId = 0;
  const pending = new Map<number, (answer: ThreadAnswer | undefined) => void>();

  const send = (message: ToThread) => worker!.postMessage(message);

  function start(generation: number): void {
    asked = generation;
    worker = new Worker(ENTRY, { workerData: { indexFile, adminKey, generation } });
    // The thread must never keep the process alive on its own (the server's close ends it too).
    worker.unref();
    worker.on('message', (message: FromThread) => {
      if (message.type === 'loaded') {
        if (message.generation === asked) loaded = message.ok ? message.generation : undefined;
        return;
      }
      const resolve = pending.get(message.id);
      pending.delete(message.id);
      const { json } = message;
      // A view of the moved bytes, not a copy.
      resolve?.(
        json ? { status: message.status, json: Buffer.from(json.buffer, json.byteOffset, json.byteLength) } : undefined,
      );
    });
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      loaded = undefined;
      for (const resolve of pending.values()) resolve(undefined);
      pending.clear();
      if (!closing) onFailure?.(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the search thread exited (${code})`)));
  }

  return {
    async answer(generation, search) {
      if (failed || closing || generation === undefined) return undefined;
      if (!worker) {
        start(generation);
        return undefined;
      }
      if (loaded !== generation) {
        if (asked !== generation) {
          asked = generation;
          loaded = undefined;
          send({ type: 'load', generation });
        }
        return undefined;
      }
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        send({ type: 'search', id, search });
      });
    },
    async close() {
      closing = true;
      await worker?.terminate();
    },
  };
}
