// Runs the extraction in a worker thread (see extractInWorker in index.ts). tsx's CommonJS hook
// loads the TypeScript extractor here, as Docusaurus's loader does on the main thread.
const { parentPort, workerData } = require('node:worker_threads');
require('tsx/cjs/api').register();
const { extractApi } = require('./extract.ts');

parentPort.postMessage(extractApi(workerData.packageDirs));
