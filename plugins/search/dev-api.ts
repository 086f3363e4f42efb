/**
 * The search API on the webpack dev server (`docusaurus start`): every `/1/` request goes to the
 * production server's own search routes (server/search-app.ts), so dev and production share one
 * HTTP adapter; anything else goes on to the dev server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSearchApp } from '../../server/search-app';

type Next = (error?: unknown) => void;

export interface DevSearchApiOptions {
  indexFile: string;
  appId: string;
  apiKey: string;
}

export function searchApiMiddleware({ indexFile, appId, apiKey }: DevSearchApiOptions) {
  const app = createSearchApp({ indexFile, credentials: () => ({ appId, apiKey }) });
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    if (!(request.url ?? '').startsWith('/1/')) return next();
    app.then((ready) => ready.routing(request, response), next);
  };
}
