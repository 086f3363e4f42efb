import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorStatusAndMessage } from './error-status';
import fastifyCors from '@fastify/cors';
import type { ApiAnswer } from '../search/api';
import {
  ALGOLIA_ROUTES,
  CORS_POLICY,
  MAX_BODY_BYTES,
  MAX_WRITE_BODY_BYTES,
  answerRoute,
  credentialsOf,
  noRoute,
  type AlgoliaRoute,
} from '../search/routes';
import { API_PREFIX, SEARCH_ROUTES } from '../search/search-paths';
import { createSearchService, type SearchService } from '../search/service';
import type { SearchThread } from './search-thread';
import type { ThreadSearch } from './search-thread-protocol';

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
 * /mcp answer from it, so a write is searchable everywhere at once (a search thread, when there is
 * one, answers only while it holds the same generation of the file).
 */
export function openSearchService(app: FastifyInstance, options: ServedIndexOptions): SearchService {
  let loaded = false;
  const service = createSearchService({
    indexFile: options.indexFile,
    ...options.credentials(),
    adminKey: options.adminKey,
    // Printed even with request logging off: an operator must see why the old index still serves, or none.
    onReload: (error) => {
      if (!error) {
        loaded = true;
        app.log.info('search index loaded');
      } else if (loaded) console.error(`Search index not (re)loaded, still serving the previous one: ${error.message}`);
      else console.error(`Search index not loaded, searches answer 503 until it is: ${error.message}`);
    },
  });
  app.addHook('onClose', async () => service.close());
  return service;
}

export interface SearchRouteOptions {
  /** The service answering (openSearchService). */
  service: SearchService;
  credentials: ServedIndexOptions['credentials'];
  /** Where searches of the index file run when it can take them (the production server's). */
  thread?: SearchThread;
}

/**
 * The Algolia search API under `/1`, on the production server and (through server/search-app.ts)
 * the dev server alike: one Fastify route per Algolia path (search/routes.ts). Registered as its own
 * encapsulated plugin so its body parsing (raw strings for `text/plain` and JSON alike; the API
 * validates them), CORS and JSON errors do not change the rest of the site.
 */
export async function searchRoutes(app: FastifyInstance, options: SearchRouteOptions): Promise<void> {
  await app.register(algoliaApi, { ...options, prefix: API_PREFIX });
}

/** A search the thread may answer: a POST to either search path, described without Fastify's objects. */
function threadSearch(
  route: AlgoliaRoute,
  request: FastifyRequest,
  query: URLSearchParams,
  keys: { appId: string; apiKey: string },
): ThreadSearch | undefined {
  if (request.method !== 'POST') return undefined;
  const { indexName } = request.params as { indexName: string };
  const common = { ...keys, credentials: credentialsOf({ query, headers: request.headers }), body: request.body };
  if (route.url === SEARCH_ROUTES.queries && indexName === '*') return { ...common, path: 'queries' };
  if (route.url === SEARCH_ROUTES.query) return { ...common, path: 'query', indexName };
  return undefined;
}

async function algoliaApi(app: FastifyInstance, { service, credentials, thread }: SearchRouteOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_WRITE_BODY_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // Preflight for every path under /1, and the headers on every answer, errors included. Not strict:
  // a bare OPTIONS (no Origin) still gets its 204.
  await app.register(fastifyCors, { ...CORS_POLICY, strictPreflight: false });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const { status, message } = errorStatusAndMessage(error, request.routeOptions.bodyLimit ?? MAX_BODY_BYTES);
    if (status === 500) app.log.error(error);
    return reply.code(status).send({ message, status });
  });
  // Algolia answers an unknown path with JSON; the site's own 404 page is HTML. A route, not only a
  // not-found handler: the site's static files would otherwise answer a GET under /1.
  const notFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = noRoute(request.method, request.url.split('?')[0]);
    return reply.code(status).send(body);
  };
  app.route({ method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'], url: '/*', handler: notFound });
  app.setNotFoundHandler(notFound);

  const send = (reply: FastifyReply, { status, body }: ApiAnswer) =>
    reply.code(status).header('cache-control', 'no-store').send(body);

  for (const route of ALGOLIA_ROUTES) {
    app.route({
      // Every method reaches the route, which answers one the path does not take with Algolia's JSON 405.
      method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
      url: route.url,
      bodyLimit: route.bodyLimit,
      handler: async (request: FastifyRequest, reply) => {
        const url = new URL(request.url, 'http://localhost');
        const search = thread && threadSearch(route, request, url.searchParams, credentials());
        const threaded = search && (await thread.answer(service.fileGeneration(), search));
        if (threaded) {
          // The same bytes Fastify's JSON serializer would send for the main thread's answer.
          return reply
            .code(threaded.status)
            .header('cache-control', 'no-store')
            .header('content-type', 'application/json; charset=utf-8')
            .send(threaded.json);
        }
        const answer = answerRoute(
          route,
          {
            method: request.method,
            pathname: url.pathname,
            params: request.params as Record<string, string>,
            query: url.searchParams,
            headers: request.headers,
            body: request.body,
          },
          { ...service.context(), ...credentials() },
        );
        return send(reply, answer);
      },
    });
  }
}
