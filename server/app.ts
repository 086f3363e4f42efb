import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { cacheControlFor, canonicalPath, htmlFileFor } from './paths';
import { contentSecurityPolicy, inlineScriptHashes, searchOrigins, securityHeaders } from './security-headers';

export interface AppOptions {
  /** The Docusaurus output folder (`build/`). */
  buildDir: string;
  /** Log requests (off in tests). */
  logger?: boolean;
}

export class MissingBuildError extends Error {}

/** The production app: the built site on one origin, with our caching and 404 rules. */
export async function createApp({ buildDir, logger = false }: AppOptions): Promise<FastifyInstance> {
  const root = path.resolve(buildDir);
  const notFoundPage = path.join(root, '404.html');
  if (!fs.existsSync(path.join(root, 'index.html')) || !fs.existsSync(notFoundPage)) {
    throw new MissingBuildError(`No built site in ${root}. Run \`npm run build\` first.`);
  }

  const app = Fastify({ logger, return503OnClosing: true });
  const headers = securityHeaders(contentSecurityPolicy(inlineScriptHashes(root), searchOrigins(process.env)));
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  // `/x.html` and `/x/index.html` are the same page as `/x` (SPEC §2): one canonical address.
  app.addHook('onRequest', async (request, reply) => {
    const [pathname, query = ''] = request.url.split(/\?(.*)/s, 2);
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname) {
      return reply.redirect(canonical + (query ? `?${query}` : ''), 301);
    }
  });

  await app.register(fastifyStatic, {
    root,
    index: ['index.html'],
    // Docusaurus writes `docs/overview.html` for `/docs/overview` (trailingSlash: false).
    extensions: ['html'],
    redirect: false,
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(path.relative(root, filePath)));
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
      return reply.type('text/html; charset=utf-8').send(fs.createReadStream(notFoundPage));
    }
    return reply.type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
