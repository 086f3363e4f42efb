// The worker side of runInWorker (worker-thread.ts): tsx's CommonJS hook loads the TypeScript module
// here, as the config's loader does on the main thread; the named export runs on the input, and may
// report parts of its result as it goes (each a `progress` message) before the `result`.
const { parentPort, workerData } = require('node:worker_threads');
require('tsx/cjs/api').register();

const task = require(workerData.module)[workerData.exportName];
const report = (progress) => parentPort.postMessage({ progress });
Promise.resolve(task(workerData.input, report)).then(
  (result) => parentPort.postMessage({ result }),
  (error) => {
    // Rethrown outside the promise, so the main thread's `error` event gets the task's own error.
    setImmediate(() => {
      throw error;
    });
  },
);
