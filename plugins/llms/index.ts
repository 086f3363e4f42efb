/**
 * Docs for coding assistants: every doc page as Markdown (`build/docs/<id>.md`), `llms.txt` and
 * `llms-full.txt` from the site's sidebar, the same files from the dev server (made from the
 * sources on each request, so authors see what assistants get), and the "Copy page" button with
 * its `rel=alternate` link (theme/).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoadContext, Plugin } from '@docusaurus/types';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { mdxToMarkdown, type MarkdownContext } from './mdx-to-markdown';
import { CATALOG_FILE, llmsFullTxt, llmsTxt, markdownFileFor, type Catalog } from '../../assistants/llms';
import type { ApiData } from '../../config/api-model';
import { INTERNAL_EXPORTS } from '../../config/internal-exports';
import { withFrontMatter, dayOf } from './front-matter';
import { buildCatalog, currentVersion, type CatalogDoc } from './catalog';

interface Loaded {
  catalog: Catalog;
  docs: CatalogDoc[];
  api: ApiData;
}

export default function llmsPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig } = context;
  let loaded: Loaded | undefined;

  const sourceFile = (doc: CatalogDoc) => path.join(siteDir, doc.source.replace(/^@site\//, ''));

  const markdownContext = (state: Loaded): MarkdownContext => {
    const permalinkBySource = new Map(state.docs.map((d) => [sourceFile(d), d.permalink]));
    const sourceByPermalink = new Map(state.docs.map((d) => [d.permalink, sourceFile(d)]));
    return {
      siteUrl: state.catalog.siteUrl,
      api: state.api,
      internalExports: INTERNAL_EXPORTS,
      readRaw: (specifier) =>
        fs.readFileSync(path.join(siteDir, specifier.replace(/^!*@site\//, '').replace(/\?raw$/, '')), 'utf8'),
      docPermalink: (href, fromPermalink) => {
        const from = sourceByPermalink.get(fromPermalink);
        if (!from || !/\.mdx?$/.test(href)) return undefined;
        return permalinkBySource.get(path.resolve(path.dirname(from), decodeURIComponent(href)));
      },
    };
  };

  const markdownOf = (state: Loaded, doc: CatalogDoc, mdContext = markdownContext(state)) =>
    mdxToMarkdown(
      {
        source: fs.readFileSync(sourceFile(doc), 'utf8'),
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
      },
      mdContext,
    );

  /** Every output file: path inside the build → contents. */
  const outputs = (state: Loaded): Map<string, string> => {
    const mdContext = markdownContext(state);
    const files = new Map<string, string>();
    const bodies = new Map(state.docs.map((doc) => [doc.id, markdownOf(state, doc, mdContext)]));
    for (const doc of state.docs) {
      const markdown = withFrontMatter(bodies.get(doc.id)!, { lastUpdated: dayOf(doc.lastUpdatedAt ?? undefined) });
      files.set(markdownFileFor(doc.permalink), markdown);
    }
    files.set('llms.txt', llmsTxt(state.catalog));
    // One document, so the pages' dates go in each page's header line rather than in front matter.
    files.set(
      'llms-full.txt',
      llmsFullTxt(state.catalog, (page) => bodies.get(page.id)!),
    );
    files.set(CATALOG_FILE, JSON.stringify(state.catalog, null, 2));
    return files;
  };

  return {
    name: 'craftjs-llms',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({ allContent }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const api = allContent['api-types']?.default as ApiData | undefined;
      if (!docsContent || !api) throw new Error('llms: needs the docs and api-types plugins');
      const versions = Object.values(api)
        .map((p) => `${p.name} ${p.version}`)
        .join(' and ');
      const catalog = buildCatalog(docsContent, {
        title: siteConfig.title,
        tagline: `${siteConfig.tagline}. Documentation of ${versions}; API tables are generated from the packages' type declarations.`,
        url: siteConfig.url,
        baseUrl: siteConfig.baseUrl,
      });
      const docs = currentVersion(docsContent).docs.map((d) => ({
        id: d.id,
        title: d.title,
        description: d.description,
        permalink: d.permalink,
        source: d.source,
        lastUpdatedAt: d.lastUpdatedAt,
      }));
      loaded = { catalog, docs, api };
    },

    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return undefined;
      const devConfig = {
        devServer: {
          // Docusaurus merges this with its own setupMiddlewares (see plugins/search): add to the shared array, return nothing.
          setupMiddlewares(middlewares: unknown[]) {
            middlewares.unshift({ name: 'craftjs-llms', middleware: devMiddleware(() => loaded, outputs) });
            return [];
          },
        },
      };
      // webpack's Configuration type does not declare devServer (webpack-dev-server adds it at run time).
      return devConfig as ConfigureWebpackResult;
    },

    async postBuild({ outDir }) {
      if (!loaded) throw new Error('llms: content was not loaded before postBuild');
      const started = performance.now();
      const files = outputs(loaded);
      for (const [file, contents] of files) {
        const target = path.join(outDir, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, contents);
      }
      console.log(
        `[llms] wrote ${loaded.docs.length} Markdown pages, llms.txt and llms-full.txt in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}

const TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** `docusaurus start`: the same files as the build, made from the current sources on each request. */
function devMiddleware(state: () => Loaded | undefined, outputs: (state: Loaded) => Map<string, string>) {
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void): void => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const current = state();
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !current) return next();
    const file = decodeURIComponent(pathname).replace(/^\/+/, '');
    const isOurs =
      file === 'llms.txt' ||
      file === 'llms-full.txt' ||
      file === CATALOG_FILE ||
      (file.startsWith('docs/') && file.endsWith('.md'));
    if (!isOurs) return next();
    try {
      const contents = outputs(current).get(file);
      if (contents === undefined) return next();
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)], 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : contents);
    } catch (error) {
      next(error);
    }
  };
}
