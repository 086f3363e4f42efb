// The search thread's entry: tsx's CommonJS hook loads the TypeScript, as it does for the server.
require('tsx/cjs/api').register();
require('./search-thread-worker.ts');
