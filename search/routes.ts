/**
 * The Algolia REST paths we answer, independent of any HTTP framework: server/search-routes.ts
 * calls this for the production server and the dev server alike.
 */
import { fail, multipleQueries, singleQuery, type ApiAnswer, type ApiContext, type Credentials } from './api';
import { handleWrite, type WriteRoute } from './write-api';

/** Algolia's body limit is far above a search request; ours is generous for search, small for abuse. */
export const MAX_BODY_BYTES = 100 * 1024;
/** Write calls carry records: the client sends 1,000 per batch (about 600 KB of our records). */
export const MAX_WRITE_BODY_BYTES = 10 * 1024 * 1024;

/** Headers a browser may send cross-origin (replica hosts serve other origins). */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
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

/** The write API (search/write-api.ts): method, path and what the path names. */
const WRITES: ReadonlyArray<{ method: string; path: RegExp; kind: WriteRoute['kind'] }> = [
  { method: 'POST', path: /^\/1\/indexes\/([^/]+)\/batch$/, kind: 'batch' },
  { method: 'POST', path: /^\/1\/indexes\/([^/]+)\/operation$/, kind: 'operation' },
  { method: 'GET', path: /^\/1\/indexes\/([^/]+)\/task\/([^/]+)$/, kind: 'task' },
  { method: 'PUT', path: /^\/1\/indexes\/([^/]+)\/settings$/, kind: 'setSettings' },
  { method: 'GET', path: /^\/1\/indexes\/([^/]+)\/settings$/, kind: 'getSettings' },
  { method: 'DELETE', path: /^\/1\/indexes\/([^/]+)$/, kind: 'deleteIndex' },
  // The named synonym paths first: `batch`, `search` and `clear` are POSTs; any other name is an objectID.
  { method: 'POST', path: /^\/1\/indexes\/([^/]+)\/synonyms\/batch$/, kind: 'saveSynonyms' },
  { method: 'POST', path: /^\/1\/indexes\/([^/]+)\/synonyms\/search$/, kind: 'searchSynonyms' },
  { method: 'POST', path: /^\/1\/indexes\/([^/]+)\/synonyms\/clear$/, kind: 'clearSynonyms' },
  { method: 'PUT', path: /^\/1\/indexes\/([^/]+)\/synonyms\/([^/]+)$/, kind: 'saveSynonym' },
  { method: 'GET', path: /^\/1\/indexes\/([^/]+)\/synonyms\/([^/]+)$/, kind: 'getSynonym' },
  { method: 'DELETE', path: /^\/1\/indexes\/([^/]+)\/synonyms\/([^/]+)$/, kind: 'deleteSynonym' },
];

/** True when the path is one of ours (so servers know to send CORS headers and JSON errors). */
export function isSearchPath(pathname: string): boolean {
  return MULTI.test(pathname) || SINGLE.test(pathname) || WRITES.some((route) => route.path.test(pathname));
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

const badEncoding: ApiAnswer = {
  status: 400,
  body: { message: 'The index name in the path is not valid URL encoding.', status: 400 },
};

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function handleSearchRequest(request: SearchHttpRequest, context: ApiContext): ApiAnswer {
  const { method, pathname } = request;
  const single = SINGLE.exec(pathname);
  if (MULTI.test(pathname) || single) {
    if (method !== 'POST')
      return { status: 405, body: { message: `${method} is not allowed here; use POST.`, status: 405 } };
    if (!single) return multipleQueries(context, credentialsOf(request), request.body);
    const indexName = decoded(single[1]);
    return indexName === undefined
      ? badEncoding
      : singleQuery(context, credentialsOf(request), indexName, request.body);
  }
  const matches = WRITES.filter((route) => route.path.test(pathname));
  if (matches.length === 0)
    return { status: 404, body: { message: `No route for ${method} ${pathname}`, status: 404 } };
  const route = matches.find((r) => r.method === method);
  if (!route) {
    const allowed = matches.map((r) => r.method).join(', ');
    return { status: 405, body: { message: `${method} is not allowed here; use ${allowed}.`, status: 405 } };
  }
  const [, rawIndex, rawSecond] = route.path.exec(pathname)!;
  const indexName = decoded(rawIndex);
  if (indexName === undefined) return badEncoding;
  const target = writeTarget(route.kind, indexName, rawSecond, request.query);
  return 'status' in target ? target : handleWrite(context, credentialsOf(request), target, request.body);
}

/** The route's second path segment (task id, synonym objectID) and query flags, checked. */
function writeTarget(
  kind: WriteRoute['kind'],
  indexName: string,
  rawSecond: string | undefined,
  query: URLSearchParams,
): WriteRoute | ApiAnswer {
  for (const flag of ['forwardToReplicas', 'replaceExistingSynonyms']) {
    const value = query.get(flag);
    if (value !== null && value !== 'true' && value !== 'false') return fail(400, `${flag} must be true or false.`);
  }
  switch (kind) {
    case 'task':
      return { kind, indexName, taskID: rawSecond! };
    case 'saveSynonym':
    case 'getSynonym':
    case 'deleteSynonym': {
      const objectID = decoded(rawSecond!);
      return objectID === undefined
        ? fail(400, 'The synonym objectID in the path is not valid URL encoding.')
        : { kind, indexName, objectID };
    }
    case 'saveSynonyms':
      return { kind, indexName, replaceExisting: query.get('replaceExistingSynonyms') === 'true' };
    default:
      return { kind, indexName };
  }
}
