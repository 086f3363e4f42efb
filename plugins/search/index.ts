/**
 * Docusaurus plugin for our offline search:
 * - after `docusaurus build`, turns every built doc page into DocSearch records and writes the index
 *   into the build output with the index settings and curated synonyms (built-index.ts, in a worker
 *   thread; the production server answers searches from it), and writes what the build decided for
 *   the pages (build/site-settings.json), which the server follows;
 * - under `docusaurus start`, mounts the production server's search routes on the dev server;
 * - writes the search host setting into every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { INDEX_FILE_NAME, indexFilePath, writeIndexFile } from '../../search/index-file';
import {
  SEARCH_HOSTS_META,
  SITE_SETTINGS_FILE,
  type AlgoliaThemeSettings,
  type SiteSettings,
} from '../../config/search';
import { buildEnvironment } from '../../config/environment';
import { ALGOLIA_INDEX_SETTINGS } from '../../search/algolia-settings';
import { SYNONYMS_FILE, readSynonymsFile } from '../../search/synonyms-file';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { searchApiMiddleware } from './dev-api';
import { devRecords } from './dev-records';
import type { writeBuiltIndex } from './built-index';
import { runInWorker } from '../worker-thread';

/** DocSearch's bundle, patched by docsearch-error-status-loader.cjs and docsearch-stored-searches-loader.cjs. */
const DOCSEARCH_BUNDLE = /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/;

export default function searchPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig } = context;
  const algolia = siteConfig.themeConfig.algolia as AlgoliaThemeSettings;
  const { isDev, site } = buildEnvironment();
  const hosts = site.searchHosts;
  const builtIndex = indexFilePath(path.join(siteDir, 'build'));
  /** Metadata-only index for the dev server while no build exists (see dev-records.ts). */
  const devIndex = path.join(context.generatedFilesDir, 'craftjs-search', INDEX_FILE_NAME);

  const indexExtras = () => ({
    settings: structuredClone(ALGOLIA_INDEX_SETTINGS) as Record<string, unknown>,
    synonyms: readSynonymsFile(path.join(siteDir, SYNONYMS_FILE)),
  });

  return {
    name: 'craftjs-search',

    async allContentLoaded({ allContent }) {
      if (!isDev) return;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      writeIndexFile(
        devIndex,
        algolia.indexName,
        devRecords(docs, new URL(siteConfig.baseUrl, siteConfig.url).href),
        indexExtras(),
      );
    },

    async contentLoaded({ actions }) {
      // Algolia's mark is shown only when Algolia answers (src/search/branding.ts).
      actions.setGlobalData({ searchByAlgolia: hosts === 'algolia' });
    },

    injectHtmlTags() {
      // The search service's hosts get a preconnect hint; the page's own origin needs none, and the
      // Algolia cluster only when search talks to Algolia.
      const origins =
        hosts === 'origin' ? [] : hosts === 'algolia' ? [`https://${algolia.appId}-dsn.algolia.net`] : hosts.split(',');
      return {
        headTags: [
          { tagName: 'meta', attributes: { name: SEARCH_HOSTS_META, content: hosts } },
          ...origins.map((href) => ({
            tagName: 'link',
            attributes: { rel: 'preconnect', href, crossorigin: 'anonymous' },
          })),
        ],
      };
    },

    configureWebpack(_config, isServer) {
      const patchDocSearch = {
        module: {
          rules: [
            {
              test: DOCSEARCH_BUNDLE,
              use: ['docsearch-error-status-loader.cjs', 'docsearch-stored-searches-loader.cjs'].map((loader) =>
                path.join(siteDir, 'plugins/search', loader),
              ),
            },
          ],
        },
      };
      if (isServer || !isDev) return patchDocSearch;
      return {
        ...patchDocSearch,
        devServer: {
          /*
           * Docusaurus merges this with its own setupMiddlewares using webpack-merge, which calls
           * both with the same `middlewares` array and concatenates the two results. So we add our
           * middleware to that shared array and return nothing of our own (returning the array
           * would list every middleware twice).
           *
           * Records in dev come from the last production build's index (re-read when a new build
           * replaces it): the same HTML extractor as production, so anchors and categories match.
           * Before any build, titles and descriptions from the docs metadata stand in, so search
           * works on a fresh clone with no extra step.
           */
          setupMiddlewares(middlewares: unknown[]) {
            middlewares.unshift({
              name: 'craftjs-search-api',
              middleware: searchApiMiddleware({
                indexFile: fs.existsSync(builtIndex) ? builtIndex : devIndex,
                appId: algolia.appId,
                apiKey: algolia.apiKey,
              }),
            });
            return [];
          },
        },
      };
    },

    async postBuild({ outDir, routesPaths, siteConfig: config }) {
      const started = performance.now();
      const input: Parameters<typeof writeBuiltIndex>[0] = {
        outDir,
        routes: routesPaths,
        siteUrl: new URL(config.baseUrl, config.url).href,
        indexName: algolia.indexName,
        extras: indexExtras(),
      };
      const module = path.join(__dirname, 'built-index.ts');
      const records = await runInWorker<ReturnType<typeof writeBuiltIndex>>(module, 'writeBuiltIndex', input);
      const settings: SiteSettings = {
        appId: algolia.appId,
        apiKey: algolia.apiKey,
        indexName: algolia.indexName,
        searchHosts: hosts,
      };
      writeJsonAtomically(path.join(outDir, SITE_SETTINGS_FILE), settings);
      // Read by `npm run bench` (build cost per stage).
      console.log(`[search] wrote ${records} records in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}

/** Atomic, so a running server never reads half of it. */
function writeJsonAtomically(file: string, data: unknown): void {
  writeFileAtomic.sync(file, `${JSON.stringify(data, null, 2)}\n`);
}
