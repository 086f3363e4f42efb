/**
 * The search worker for a static host: the same engine as the search service, over the built
 * index, answering the Algolia client's requests off the main thread (workerHandler.ts).
 */
import { createWorkerHandler } from './workerHandler';
import type { WorkerSearchRequest } from './workerProtocol';

const handle = createWorkerHandler();

self.addEventListener('message', (event: MessageEvent<WorkerSearchRequest>) => {
  void handle(event.data).then((reply) => self.postMessage(reply));
});
