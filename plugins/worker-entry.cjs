// The worker side of runInWorker (worker-thread.ts): tsx's CommonJS hook loads the TypeScript module
// here, as Docusaurus's loader does on the main thread; the named export runs on the input.
const { parentPort, workerData } = require('node:worker_threads');
require('tsx/cjs/api').register();

const task = require(workerData.module)[workerData.exportName];
Promise.resolve(task(workerData.input)).then(
  (result) => parentPort.postMessage(result),
  (error) => {
    // Rethrown outside the promise, so the main thread's `error` event gets the task's own error.
    setImmediate(() => {
      throw error;
    });
  },
);
