/**
 * Seconds of synchronous work (the TypeScript compiler, drawing cards) run in a worker thread beside the
 * build's own work, instead of holding the event loop that the bundler's loaders and other plugins share.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

type WorkerMessage<Result, Progress> = { progress: Progress } | { result: Result };

/**
 * Calls `exportName` of the module at `modulePath` (a .ts file) with `input` in a worker thread; the task's
 * second argument reports a part of its result early, which `onProgress` gets here as it comes.
 */
export function runInWorker<Result, Progress = never>(
  modulePath: string,
  exportName: string,
  input: unknown,
  onProgress?: (progress: Progress) => void,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker-entry.cjs'), {
      workerData: { module: modulePath, exportName, input },
    });
    worker.on('message', (message: WorkerMessage<Result, Progress>) => {
      if ('progress' in message) return onProgress?.(message.progress);
      resolve(message.result);
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
