/**
 * The Algolia REST paths we answer, one entry per path with a handler per method, independent of any
 * HTTP framework: server/search-routes.ts registers each entry as one Fastify route, for the
 * production server and the dev server alike. Paths are relative to `/1` and use Fastify's `:param`.
 */
import { fail, multipleQueries, singleQuery, type ApiAnswer, type ApiContext, type Credentials } from './api';
import { SEARCH_ROUTES } from './search-paths';
import { handleWrite, type WriteRoute } from './write-api';

/** Algolia's body limit is far above a search request; ours is generous for search, small for abuse. */
export const MAX_BODY_BYTES = 100 * 1024;
/** Write calls carry records: the client sends 1,000 per batch (about 600 KB of our records). */
export const MAX_WRITE_BODY_BYTES = 10 * 1024 * 1024;

/** What a browser may send cross-origin (replica hosts serve other origins). */
export const CORS_POLICY: { origin: string; methods: string[]; allowedHeaders: string[]; maxAge: number } = {
  origin: '*',
  methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  allowedHeaders: ['content-type', 'x-algolia-application-id', 'x-algolia-api-key', 'x-algolia-agent'],
  maxAge: 86_400,
};

export interface RouteRequest {
  method: string;
  /** The request's path, for error messages. */
  pathname: string;
  /** The path's parameters, already percent-decoded by the router. */
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

type Handler = (request: RouteRequest, context: ApiContext) => ApiAnswer;

export interface AlgoliaRoute {
  url: string;
  bodyLimit: number;
  methods: Partial<Record<'GET' | 'POST' | 'PUT' | 'DELETE', Handler>>;
}

function header(headers: RouteRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Query parameters first (what the browser client sends), then headers (server-side clients). */
export function credentialsOf(request: Pick<RouteRequest, 'query' | 'headers'>): Credentials {
  return {
    appId: request.query.get('x-algolia-application-id') ?? header(request.headers, 'x-algolia-application-id'),
    apiKey: request.query.get('x-algolia-api-key') ?? header(request.headers, 'x-algolia-api-key'),
  };
}

export const noRoute = (method: string, pathname: string): ApiAnswer => fail(404, `No route for ${method} ${pathname}`);

/** A write: the query flags checked, then the path's target handed to write-api.ts. */
function write(target: (request: RouteRequest) => WriteRoute): Handler {
  return (request, context) => {
    for (const flag of ['forwardToReplicas', 'replaceExistingSynonyms']) {
      const value = request.query.get(flag);
      if (value !== null && value !== 'true' && value !== 'false') return fail(400, `${flag} must be true or false.`);
    }
    return handleWrite(context, credentialsOf(request), target(request), request.body);
  };
}

type IndexKind = Exclude<WriteRoute, { objectID: string } | { taskID: string } | { replaceExisting: boolean }>['kind'];
const onIndex = (kind: IndexKind) => write((request) => ({ kind, indexName: request.params.indexName }));

type SynonymKind = Extract<WriteRoute, { objectID: string }>['kind'];
/** One synonym by objectID: from the path's parameter, or the fixed name of a path such as `synonyms/batch`. */
const onSynonym = (kind: SynonymKind, objectID?: string) =>
  write((request) => ({ kind, indexName: request.params.indexName, objectID: objectID ?? request.params.objectID }));

const SYNONYM_BY_ID = { PUT: 'saveSynonym', GET: 'getSynonym', DELETE: 'deleteSynonym' } as const;
const synonymById = (objectID?: string) =>
  Object.fromEntries(
    Object.entries(SYNONYM_BY_ID).map(([method, kind]) => [method, onSynonym(kind, objectID)]),
  ) as AlgoliaRoute['methods'];

/**
 * `synonyms/batch`, `search` and `clear` are POSTs; with another method the last segment is a
 * synonym's objectID, as on `synonyms/:objectID`.
 */
const namedSynonymPath = (name: string, post: Handler): AlgoliaRoute => ({
  url: `/indexes/:indexName/synonyms/${name}`,
  bodyLimit: MAX_WRITE_BODY_BYTES,
  methods: { ...synonymById(name), POST: post },
});

export const ALGOLIA_ROUTES: readonly AlgoliaRoute[] = [
  {
    // Algolia's path is `/1/indexes/*/queries`; `*` is an index name here, not a router wildcard.
    url: SEARCH_ROUTES.queries,
    bodyLimit: MAX_BODY_BYTES,
    methods: {
      POST: (request, context) =>
        request.params.indexName === '*'
          ? multipleQueries(context, credentialsOf(request), request.body)
          : noRoute(request.method, request.pathname),
    },
  },
  {
    url: SEARCH_ROUTES.query,
    bodyLimit: MAX_BODY_BYTES,
    methods: {
      POST: (request, context) => singleQuery(context, credentialsOf(request), request.params.indexName, request.body),
    },
  },
  { url: '/indexes/:indexName', bodyLimit: MAX_BODY_BYTES, methods: { DELETE: onIndex('deleteIndex') } },
  { url: '/indexes/:indexName/batch', bodyLimit: MAX_WRITE_BODY_BYTES, methods: { POST: onIndex('batch') } },
  { url: '/indexes/:indexName/operation', bodyLimit: MAX_BODY_BYTES, methods: { POST: onIndex('operation') } },
  {
    url: '/indexes/:indexName/task/:taskID',
    bodyLimit: MAX_BODY_BYTES,
    methods: {
      GET: write((request) => ({ kind: 'task', indexName: request.params.indexName, taskID: request.params.taskID })),
    },
  },
  {
    url: '/indexes/:indexName/settings',
    bodyLimit: MAX_BODY_BYTES,
    methods: { GET: onIndex('getSettings'), PUT: onIndex('setSettings') },
  },
  namedSynonymPath(
    'batch',
    write((request) => ({
      kind: 'saveSynonyms',
      indexName: request.params.indexName,
      replaceExisting: request.query.get('replaceExistingSynonyms') === 'true',
    })),
  ),
  namedSynonymPath('search', onIndex('searchSynonyms')),
  namedSynonymPath('clear', onIndex('clearSynonyms')),
  { url: '/indexes/:indexName/synonyms/:objectID', bodyLimit: MAX_WRITE_BODY_BYTES, methods: synonymById() },
];

/** The route's answer, or Algolia's JSON 405 naming the methods the path takes. */
export function answerRoute(route: AlgoliaRoute, request: RouteRequest, context: ApiContext): ApiAnswer {
  const handler = route.methods[request.method as keyof AlgoliaRoute['methods']];
  if (handler) return handler(request, context);
  const allowed = Object.keys(route.methods).join(', ');
  return fail(405, `${request.method} is not allowed here; use ${allowed}.`);
}
