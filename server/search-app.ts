import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { openSearchService, searchRoutes, type ServedIndexOptions } from './search-routes';

/**
 * A path with broken percent-encoding (`%zz`) or a parameter over 100 characters fails before
 * routing, so no route's error handler sees it: under /1/ give it the API's `{message, status}` like
 * every other API error; elsewhere keep Fastify's.
 */
export function searchApiFrameworkErrors(
  error: Error & { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 400;
  if (request.url.startsWith('/1/')) return reply.code(status).send({ message: error.message, status });
  return reply.code(status).send(error);
}

/**
 * The search API alone, as a Fastify app: what `docusaurus start` mounts (plugins/search), so the
 * dev server answers with the same routes, limits and errors as the production server.
 */
export async function createSearchApp(options: ServedIndexOptions): Promise<FastifyInstance> {
  const app = Fastify({ frameworkErrors: searchApiFrameworkErrors });
  const service = openSearchService(app, options);
  await app.register(searchRoutes, { service, credentials: options.credentials });
  await app.ready();
  return app;
}
