import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ApiData } from './extract';
import { filesUnder, hashFiles, readCached, writeCached } from '../inputs-cache';

/** The packages the API reference documents. */
export const API_PACKAGES = ['@craftjs/core', '@craftjs/layers'] as const;

/** Module id the theme's ApiReference components import the extracted data from (see `configureWebpack`). */
export const API_DATA_MODULE = '@api-types/data';

export function apiPackageDirs(siteDir: string): string[] {
  return API_PACKAGES.map((name) => path.join(siteDir, 'node_modules', name));
}

/** What the extraction reads: the packages' declarations, the dependency versions and the extractor itself. */
export function apiTypesInputs(siteDir: string): string[] {
  return [
    ...apiPackageDirs(siteDir).flatMap((dir) => [
      path.join(dir, 'package.json'),
      ...filesUnder(path.join(dir, 'lib')).filter((file) => file.endsWith('.d.ts')),
    ]),
    path.join(siteDir, 'package-lock.json'),
    path.join(__dirname, 'extract.ts'),
    path.join(siteDir, 'config', 'api-model.ts'),
  ];
}

/**
 * The extraction is seconds of synchronous TypeScript work: in a worker thread it runs beside the
 * other plugins' content loading (the example apps' Vite builds) instead of holding the event loop.
 */
export function extractInWorker(packageDirs: string[]): Promise<ApiData> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'extract-worker.cjs'), { workerData: { packageDirs } });
    worker.once('message', (data: ApiData) => {
      resolve(data);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`api-types: the extraction worker exited (${code})`)));
  });
}

/**
 * Reads the installed craft.js packages' type declarations at build/start time, so signatures and type tables on
 * the API pages always match the installed version. The data is written with `createData` and aliased as a
 * module, so only the pages that render API tables load it (global data would go into every page's bundle).
 */
export default function apiTypesPlugin(context: LoadContext): Plugin<ApiData> {
  let dataPath: string | undefined;
  return {
    name: 'api-types',
    async loadContent() {
      const started = performance.now();
      // The same declarations and extractor as last time give the same data (kept for `npm start`).
      const inputsHash = hashFiles(apiTypesInputs(context.siteDir));
      const cached = readCached<ApiData>(context.siteDir, 'api-types', inputsHash);
      const api = cached ?? (await extractInWorker(apiPackageDirs(context.siteDir)));
      if (!cached) writeCached(context.siteDir, 'api-types', inputsHash, api);
      // Read by `npm run bench` (build cost per stage).
      console.log(
        `[api-types] ${cached ? 'reused' : 'read'} the package types in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      return api;
    },
    async contentLoaded({ content, actions }) {
      dataPath = await actions.createData('api-types.json', JSON.stringify(content));
    },
    configureWebpack(_config, isServer) {
      if (!dataPath) throw new Error('api-types: data was not written before bundling');
      const resolve = { alias: { [API_DATA_MODULE]: dataPath } };
      // The server bundle is one file (no chunks to split).
      if (isServer) return { resolve };
      return {
        resolve,
        optimization: {
          splitChunks: {
            cacheGroups: {
              // One chunk for the data, shared by the API pages: otherwise each API page's chunk
              // carries its own copy (about 15 KiB gzip), and a page linking to three API pages
              // prefetches it three times.
              apiTypes: { test: new RegExp(`${escapeRegExp(dataPath)}$`), chunks: 'all', enforce: true, priority: 45 },
            },
          },
        },
      };
    },
    // The MDX components that render this data are the plugin's own: pages import them as @theme/ApiReference.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getPathsToWatch() {
      return apiPackageDirs(context.siteDir).map((dir) => path.join(dir, 'lib/**/*.d.ts'));
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
