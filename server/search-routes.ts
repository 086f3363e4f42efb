import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorStatusAndMessage } from './error-status';
import {
  CORS_HEADERS,
  MAX_BODY_BYTES,
  MAX_WRITE_BODY_BYTES,
  handleSearchRequest,
  isSearchPath,
} from '../search/routes';
import { createSearchService, type SearchService } from '../search/service';

export interface ServedIndexOptions {
  /** The index file served (build/search-index.json in production). */
  indexFile: string;
  /** The app id and public key the API accepts, read per request: they follow the served build. */
  credentials: () => { appId: string; apiKey: string };
  /** The write API's key (SEARCH_ADMIN_API_KEY); without it every write is refused. */
  adminKey?: string;
}

/**
 * The process's one search service on the index file, closed with the app. The search routes and
 * /mcp answer from it, so the index is loaded once and a write is searchable everywhere at once.
 */
export function openSearchService(app: FastifyInstance, options: ServedIndexOptions): SearchService {
  const service = createSearchService({
    indexFile: options.indexFile,
    ...options.credentials(),
    adminKey: options.adminKey,
    // Printed even with request logging off: an operator must see why the old index still serves.
    onReload: (error) => {
      if (error) console.error(`Search index not (re)loaded, still serving the previous one: ${error.message}`);
      else app.log.info('search index loaded');
    },
  });
  app.addHook('onClose', async () => service.close());
  return service;
}

export interface SearchRouteOptions {
  /** The service answering (openSearchService). */
  service: SearchService;
  credentials: ServedIndexOptions['credentials'];
}

/**
 * The Algolia search API, on the production server and (through server/search-app.ts) the dev
 * server alike. Registered as its own encapsulated plugin so its
 * body parsing (raw strings for `text/plain` and JSON alike; the API validates them) and its JSON
 * errors do not change the rest of the site.
 */
export async function searchRoutes(app: FastifyInstance, { service, credentials }: SearchRouteOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  // Each route sets its own body limit: small for searches, room for 1,000 records per write batch.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_WRITE_BODY_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(CORS_HEADERS);
    return payload;
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const { status, message } = errorStatusAndMessage(error, request.routeOptions.bodyLimit ?? MAX_BODY_BYTES);
    if (status === 500) app.log.error(error);
    return reply.code(status).send({ message, status });
  });

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://localhost');
    const result = handleSearchRequest(
      {
        method: request.method,
        pathname: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: request.body,
      },
      { ...service.context(), ...credentials() },
    );
    return reply.code(result.status).header('cache-control', 'no-store').send(result.body);
  };
  const preflight = async (_request: FastifyRequest, reply: FastifyReply) => reply.code(204).send();

  // Every method reaches the handler, which answers a wrong one with a JSON 405 and an unknown
  // path under /1/ with a JSON 404, as Algolia does (the site's own 404 page is HTML).
  const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
  for (const path of ['/1/indexes/:index/queries', '/1/indexes/:index/query']) {
    app.route({ method: methods, url: path, bodyLimit: MAX_BODY_BYTES, handler: answer });
    app.options(path, preflight);
  }
  // The rest of /1/: the write API (search/routes.ts knows its paths; batches carry records, hence
  // the larger limit) and JSON 404s. OPTIONS too, or an unknown path would fall to the site's
  // not-found handling, whose body parsers answer an odd content type with Fastify's 415.
  app.route({
    method: [...methods, 'OPTIONS'],
    url: '/1/*',
    bodyLimit: MAX_WRITE_BODY_BYTES,
    handler: (request, reply) =>
      request.method === 'OPTIONS' && isSearchPath(request.url.split('?')[0])
        ? preflight(request, reply)
        : answer(request, reply),
  });
}
