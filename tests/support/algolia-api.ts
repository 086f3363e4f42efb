import Fastify from 'fastify';
import type { ApiAnswer, ApiContext } from '../../search/api';
import type { SearchService } from '../../search/service';
import { searchRoutes } from '../../server/search-routes';

export interface ApiCall {
  method: string;
  /** The full path, `/1/indexes/…`, with an optional query string. */
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * The search API's real Fastify routes over a given context (engine, keys, store), answered in
 * process with `inject`: what the production and dev servers route, without a listening socket.
 */
export async function algoliaApiFor(context: ApiContext): Promise<(call: ApiCall) => Promise<ApiAnswer>> {
  const app = Fastify();
  const service = { context: () => context } as unknown as SearchService;
  await app.register(searchRoutes, { service, credentials: () => ({ appId: context.appId, apiKey: context.apiKey }) });
  await app.ready();
  return async ({ method, url, headers = {}, body }) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: body ? { 'content-type': 'application/json', ...headers } : headers,
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  };
}
