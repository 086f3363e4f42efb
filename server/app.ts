import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { cacheControlFor, canonicalPath, htmlFileFor } from './paths';
import { openSearchService, searchRoutes } from './search-routes';
import { openSearchThread } from './search-thread';
import { searchApiFrameworkErrors } from './search-app';
import { registerMarkdownRoutes } from './markdown-routes';
import { mcpRoute } from './mcp-route';
import { indexFilePath } from '../search/index-file';
import { searchOrigins } from '../config/search';
import { serveEnvironment } from '../config/environment';
import { contentSecurityPolicy, livePreviewPolicy, pageHashCache, securityHeaders } from './security-headers';
import { LIVE_PREVIEW_PAGE } from '../config/live-preview';
import { watchSiteSettings } from './site-settings';

export interface AppOptions {
  /** The Docusaurus output folder (`build/`). */
  buildDir: string;
  /** Log requests (off in tests). */
  logger?: boolean;
  /** Credentials the search API accepts; default: the build's (build/site-settings.json). */
  search?: { appId: string; apiKey: string };
  /** The key that may write indexes; default: SEARCH_ADMIN_API_KEY (server side only, never in the build). */
  adminKey?: string;
  /**
   * Searches of the index file run in a worker thread beside the HTTP work (search-thread.ts); default:
   * on with two cores or more, unless SEARCH_THREAD=0. On one core the thread would only compete.
   */
  searchThread?: boolean;
}

export class MissingBuildError extends Error {}
/** A setting that would make the server unsafe; the CLI prints the message and exits 1. */
export class ConfigError extends Error {}

/** The production app: the built site on one origin, with our caching and 404 rules. */
export async function createApp({
  buildDir,
  logger = false,
  search,
  adminKey = serveEnvironment().adminKey,
  searchThread = serveEnvironment().searchThread && os.availableParallelism() > 1,
}: AppOptions): Promise<FastifyInstance> {
  const root = path.resolve(buildDir);
  const notFoundPage = path.join(root, '404.html');
  if (!fs.existsSync(path.join(root, 'index.html')) || !fs.existsSync(notFoundPage)) {
    throw new MissingBuildError(`No built site in ${root}. Run \`npm run build\` first.`);
  }

  const settings = watchSiteSettings(root);
  const credentials = () => {
    const { appId, apiKey } = search ?? settings.current();
    return { appId, apiKey };
  };
  if (adminKey !== undefined && adminKey === credentials().apiKey) {
    settings.close();
    throw new ConfigError('SEARCH_ADMIN_API_KEY must differ from the public search key, which every page carries.');
  }

  const app = Fastify({
    logger,
    return503OnClosing: true,
    frameworkErrors: searchApiFrameworkErrors,
  });
  app.addHook('onClose', async () => settings.close());
  // The policy follows the build being served: connect-src from its settings, and for a page the
  // hashes of that page's own inline scripts (other responses run no scripts).
  const policyFor = (scriptHashes: string[]) => contentSecurityPolicy(scriptHashes, searchOrigins(settings.current()));
  const pageHashes = pageHashCache();
  const livePreviewPage = path.join(root, LIVE_PREVIEW_PAGE);
  const setPagePolicy = (reply: FastifyReply, file: string, stat?: fs.Stats) => {
    if (file === livePreviewPage) reply.header('Content-Security-Policy', livePreviewPolicy());
    else if (file.endsWith('.html')) reply.header('Content-Security-Policy', policyFor(pageHashes(file, stat)));
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders(policyFor([])));
  });
  // While closing (SIGTERM), answers still in flight tell the client to hang up, so an idle
  // keep-alive connection does not hold the exit back until its timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  // `/x.html` and `/x/index.html` are the same page as `/x`: one canonical address.
  app.addHook('onRequest', async (request, reply) => {
    const [pathname, query = ''] = request.url.split(/\?(.*)/s, 2);
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname) {
      return reply.redirect(canonical + (query ? `?${query}` : ''), 301);
    }
  });

  // The Algolia-compatible search API, next to the site on the same origin.
  const indexFile = indexFilePath(root);
  const searchService = openSearchService(app, { indexFile, credentials, adminKey });
  const thread = searchThread
    ? openSearchThread({
        indexFile,
        adminKey,
        onFailure: (error) => console.error(`Search thread stopped, searches run on the main thread: ${error.message}`),
      })
    : undefined;
  if (thread) app.addHook('onClose', () => thread.close());
  await app.register(searchRoutes, { service: searchService, credentials, thread });
  // Docs for coding assistants: each page's Markdown and the MCP endpoint (searching the same service).
  registerMarkdownRoutes(app, root);
  await app.register(mcpRoute, { buildDir: root, service: searchService });

  await app.register(fastifyStatic, {
    root,
    index: ['index.html'],
    // The build writes `docs/overview/index.html` for `/docs/overview`; `x.html` files are served too.
    extensions: ['html'],
    redirect: false,
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, filePath, stat) {
      reply.header('Cache-Control', cacheControlFor(path.relative(root, filePath)));
      setPagePolicy(reply, filePath, stat);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const accepts = request.headers.accept ?? '';
    const pathname = request.url.split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: `No route for ${request.method} ${pathname}`, status: 404 });
    }
    // A dotted route such as `/docs/migrating/migrating-0.1.x` looks like a file with an
    // extension, so the static plugin never tries `.html` on it: do it here.
    const page = htmlFileFor(root, pathname);
    if (page) return reply.sendFile(page);
    reply.code(404).header('Cache-Control', 'no-cache');
    if (accepts.includes('text/html') || accepts.includes('*/*') || accepts === '') {
      setPagePolicy(reply, notFoundPage);
      return reply.type('text/html; charset=utf-8').send(fs.createReadStream(notFoundPage));
    }
    return reply.type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
