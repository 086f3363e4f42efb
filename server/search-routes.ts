import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { indexFilePath } from '../search/index-file';
import { CORS_HEADERS, MAX_BODY_BYTES, handleSearchRequest } from '../search/routes';
import { createSearchService } from '../search/service';

export interface SearchRouteOptions {
  buildDir: string;
  appId: string;
  apiKey: string;
}

/**
 * The Algolia search API on the production server. Registered as its own encapsulated plugin so its
 * body parsing (raw strings for `text/plain` and JSON alike; the API validates them) and its JSON
 * errors do not change the rest of the site.
 */
export async function searchRoutes(app: FastifyInstance, options: SearchRouteOptions): Promise<void> {
  const service = createSearchService({
    indexFile: indexFilePath(options.buildDir),
    appId: options.appId,
    apiKey: options.apiKey,
    onReload: (error) => {
      if (error) app.log.warn(`search index not (re)loaded: ${error.message}`);
      else app.log.info('search index loaded');
    },
  });
  app.addHook('onClose', async () => service.close());

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => done(null, body));

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(CORS_HEADERS);
    return payload;
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    const message = status === 413 ? `Request body is larger than ${MAX_BODY_BYTES} bytes.` : status === 500 ? 'Internal error' : error.message;
    if (status === 500) app.log.error(error);
    return reply.code(status).send({ message, status });
  });

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://localhost');
    const result = handleSearchRequest(
      { method: request.method, pathname: url.pathname, query: url.searchParams, headers: request.headers, body: request.body },
      service.context(),
    );
    return reply.code(result.status).header('cache-control', 'no-store').send(result.body);
  };
  const preflight = async (_request: FastifyRequest, reply: FastifyReply) => reply.code(204).send();

  for (const path of ['/1/indexes/:index/queries', '/1/indexes/:index/query']) {
    app.post(path, answer);
    app.options(path, preflight);
  }
}
