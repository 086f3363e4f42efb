/**
 * Seconds of synchronous work (the TypeScript compiler, drawing cards) run in a worker thread beside the
 * build's own work, instead of holding the event loop that the bundler's loaders and other plugins share.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Calls `exportName` of the module at `modulePath` (a .ts file) with `input` in a worker thread. */
export function runInWorker<Result>(modulePath: string, exportName: string, input: unknown): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker-entry.cjs'), {
      workerData: { module: modulePath, exportName, input },
    });
    worker.once('message', (result: Result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(
        new Error(`${path.basename(modulePath)}: the worker thread exited (${code}) before ${exportName} finished`),
      ),
    );
  });
}
