/**
 * The Algolia REST paths we answer, independent of any HTTP framework: the production server
 * (server/search-routes.ts) and the dev server middleware (plugins/search) both call this.
 */
import { multipleQueries, singleQuery, type ApiAnswer, type ApiContext, type Credentials } from './api';

/** Path prefix of every search API call. */
export const API_PREFIX = '/1/indexes/';
/** Algolia's body limit is far above a search request; ours is generous for search, small for abuse. */
export const MAX_BODY_BYTES = 100 * 1024;

/** Headers a browser may send cross-origin (replica hosts serve other origins). */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent',
  'access-control-max-age': '86400',
};

export interface SearchHttpRequest {
  method: string;
  pathname: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

const MULTI = /^\/1\/indexes\/\*\/queries$/;
const SINGLE = /^\/1\/indexes\/([^/]+)\/query$/;

/** True when the path is one of ours (so servers know to send CORS headers and JSON errors). */
export function isSearchPath(pathname: string): boolean {
  return MULTI.test(pathname) || SINGLE.test(pathname);
}

function header(headers: SearchHttpRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Query parameters first (what the browser client sends), then headers (server-side clients). */
export function credentialsOf(request: Pick<SearchHttpRequest, 'query' | 'headers'>): Credentials {
  return {
    appId: request.query.get('x-algolia-application-id') ?? header(request.headers, 'x-algolia-application-id'),
    apiKey: request.query.get('x-algolia-api-key') ?? header(request.headers, 'x-algolia-api-key'),
  };
}

export function handleSearchRequest(request: SearchHttpRequest, context: ApiContext): ApiAnswer {
  const single = SINGLE.exec(request.pathname);
  if (!MULTI.test(request.pathname) && !single) {
    return { status: 404, body: { message: `No route for ${request.method} ${request.pathname}`, status: 404 } };
  }
  if (request.method !== 'POST') {
    return { status: 405, body: { message: `${request.method} is not allowed here; use POST.`, status: 405 } };
  }
  const credentials = credentialsOf(request);
  if (single) {
    let indexName: string;
    try {
      indexName = decodeURIComponent(single[1]);
    } catch {
      return { status: 400, body: { message: 'The index name in the path is not valid URL encoding.', status: 400 } };
    }
    return singleQuery(context, credentials, indexName, request.body);
  }
  return multipleQueries(context, credentials, request.body);
}
