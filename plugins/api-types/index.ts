import fs from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ApiData, extractApiTask } from './extract';
import { buildEnvironment } from '../../config/environment';
import { filesUnder, hashFiles, readCached, writeCached } from '../inputs-cache';
import { versionCacheBy } from '../cache-version';
import { runInWorker } from '../worker-thread';

/** The packages the API reference documents. */
export const API_PACKAGES = ['@craftjs/core', '@craftjs/layers'] as const;

/** Where the plugin writes the extracted data for the pages' remark plugin (`remark-api-props.ts`). */
export function apiDataFile(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'api-types', 'api-data.json');
}

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
    path.join(__dirname, 'signature-names.ts'),
    path.join(siteDir, 'config', 'api-model.ts'),
  ];
}

/**
 * The extraction is seconds of TypeScript work: in a worker thread it runs beside the example apps' Vite builds.
 * `names`: the signatures' names with their types, as a build that shows types needs.
 */
export const extractInWorker = (packageDirs: string[], names = true): Promise<ApiData> =>
  runInWorker(path.join(__dirname, 'extract.ts'), 'extractApiTask', {
    packageDirs,
    names,
  } satisfies Parameters<typeof extractApiTask>[0]);

interface LoadedApi {
  api: ApiData;
  /** Whether the inputs cache had it (the declarations and the extractor unchanged). */
  cached: boolean;
  started: number;
}

/** The API data: from the inputs cache when its inputs are unchanged (kept for `npm start`), else extracted. */
async function loadApi(siteDir: string): Promise<LoadedApi> {
  const started = performance.now();
  const { codeTypes } = buildEnvironment();
  const inputsHash = `${hashFiles(apiTypesInputs(siteDir))}${codeTypes ? '' : '-untyped'}`;
  const cached = readCached<ApiData>(siteDir, 'api-types', inputsHash);
  const api = cached ?? (await extractInWorker(apiPackageDirs(siteDir), codeTypes));
  if (!cached) writeCached(siteDir, 'api-types', inputsHash, api);
  return { api, cached: cached !== undefined, started };
}

/**
 * Reads the installed craft.js packages' type declarations at build/start time, so signatures and type tables on
 * the API pages always match the installed version. The data is written to `apiDataFile`, where the docs' remark
 * plugin resolves each API component of a page into props: a page ships only the entries it renders.
 */
export default function apiTypesPlugin(context: LoadContext): Plugin {
  // The first load starts with the plugin, not at loadContent: it is the longest content to load, and
  // its worker runs while Docusaurus creates the other plugins. Later loads (`npm start` watching the
  // declarations) start at loadContent.
  let first: Promise<LoadedApi> | undefined = loadApi(context.siteDir);
  // loadContent awaits it and reports its error; until then, a failure is not unhandled.
  first.catch(() => {});
  return {
    name: 'api-types',
    async loadContent() {
      const loading = first ?? loadApi(context.siteDir);
      first = undefined;
      const { api, cached, started } = await loading;
      // Read by `npm run bench` (build cost per step).
      console.log(
        `[api-types] ${cached ? 'reused' : 'read'} the package types in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      return api;
    },
    async contentLoaded({ content }) {
      const file = apiDataFile(context.generatedFilesDir);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Atomic, so a page compiled meanwhile never reads half a file.
      await writeFileAtomic(file, JSON.stringify(content));
    },
    // remark-api-props.ts runs in the MDX loader, unseen by the bundler's persistent cache.
    configureWebpack(config) {
      versionCacheBy(config, __dirname);
      return {};
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
