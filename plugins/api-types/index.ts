import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { extractApi, type ApiData } from './extract';

/** The packages the API reference documents. */
export const API_PACKAGES = ['@craftjs/core', '@craftjs/layers'] as const;

/** Where the plugin writes the extracted data for the pages' remark plugin (`remark-api-props.ts`). */
export function apiDataFile(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'api-types', 'api-data.json');
}

export function apiPackageDirs(siteDir: string): string[] {
  return API_PACKAGES.map((name) => path.join(siteDir, 'node_modules', name));
}

/**
 * Reads the installed craft.js packages' type declarations at build/start time, so signatures and type tables on
 * the API pages always match the installed version. The data is written to `apiDataFile`, where the docs' remark
 * plugin resolves each API component of a page into props: a page ships only the entries it renders.
 */
export default function apiTypesPlugin(context: LoadContext): Plugin<ApiData> {
  return {
    name: 'api-types',
    async loadContent() {
      const started = performance.now();
      const api = extractApi(apiPackageDirs(context.siteDir));
      // Read by `npm run bench` (build cost per stage).
      console.log(`[api-types] read the package types in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return api;
    },
    async contentLoaded({ content }) {
      const file = apiDataFile(context.generatedFilesDir);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Renamed into place, so a page compiled meanwhile never reads half a file.
      await fs.writeFile(`${file}.tmp`, JSON.stringify(content));
      await fs.rename(`${file}.tmp`, file);
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
