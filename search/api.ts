/**
 * The Algolia search REST API (`POST /1/indexes/*\/queries`, `POST /1/indexes/{index}/query`) over
 * our engine, without any HTTP framework: a request body in, a status and JSON body out. Malformed
 * input gets a 4xx `{message, status}` like Algolia's. No Node API: the static host's worker uses it too.
 */
import { BadRequest, parseRequest } from './bad-request';
import type { SearchEngine, SearchResponse } from './engine';
import type { IndexStore } from './index-store';
import { multipleQueriesSchema, queryTargetSchema, searchParamsSchema } from './search-schemas';

export interface Credentials {
  appId: string | undefined;
  apiKey: string | undefined;
}

export interface ApiContext {
  /** Null while no index has been built. */
  engine: SearchEngine | null;
  /** The application id and public search key the service answers to. */
  appId: string;
  apiKey: string;
  /** The key that may write (search/write-api.ts); writes are refused when it is unset. */
  adminKey?: string;
  /** Every index by name (the built one and any uploaded); without it only `engine` is searchable. */
  store?: IndexStore;
  /** Shown when `engine` is null. */
  missingIndexMessage?: string;
}

/** The public search key searches; the admin key may do everything, as in Algolia. */
export function canSearch(context: ApiContext, credentials: Credentials): boolean {
  if (credentials.appId !== context.appId) return false;
  return credentials.apiKey === context.apiKey || (!!context.adminKey && credentials.apiKey === context.adminKey);
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export function fail(status: number, message: string): ApiAnswer {
  return { status, body: { message, status } };
}

/** The engine that answers an index name, or a BadRequest (404 or 503) when none does. */
export type EngineFor = (indexName: string) => SearchEngine;

/**
 * `POST /1/indexes/*\/queries` without credentials: `{requests: [{indexName, query, ...params}]}` (or
 * legacy `params`) in, Algolia's `{results}` out. The service and the static host's worker both answer with it.
 */
export function answerQueries(engineFor: EngineFor, rawBody: unknown): { results: SearchResponse[] } {
  const { requests } = parseRequest(multipleQueriesSchema, parseBody(rawBody), '');
  // One by one, so a request's unknown index is reported before a later request's bad parameters.
  const results = requests.map((request, i) => {
    const where = `requests[${i}]`;
    const { indexName } = parseRequest(queryTargetSchema, request, where);
    return search(engineFor(indexName), request, where);
  });
  return { results };
}

/** `POST /1/indexes/{indexName}/query` without credentials: the parameters themselves are the body. */
export function answerQuery(engineFor: EngineFor, indexName: string, rawBody: unknown): SearchResponse {
  const body = rawBody === undefined || rawBody === '' ? {} : parseBody(rawBody);
  return search(engineFor(indexName), body, 'body');
}

const search = (engine: SearchEngine, request: unknown, where: string) =>
  engine.search(parseRequest(searchParamsSchema, request, where));

/** `POST /1/indexes/*\/queries` for the given credentials. */
export function multipleQueries(context: ApiContext, credentials: Credentials, rawBody: unknown): ApiAnswer {
  return guarded(context, credentials, (context) => ({
    status: 200,
    body: answerQueries((indexName) => engineOf(context, indexName), rawBody),
  }));
}

/** `POST /1/indexes/{indexName}/query` for the given credentials. */
export function singleQuery(
  context: ApiContext,
  credentials: Credentials,
  indexName: string,
  rawBody: unknown,
): ApiAnswer {
  return guarded(context, credentials, (context) => ({
    status: 200,
    body: answerQuery((name) => engineOf(context, name), indexName, rawBody),
  }));
}

function guarded(context: ApiContext, credentials: Credentials, run: (context: ApiContext) => ApiAnswer): ApiAnswer {
  if (!canSearch(context, credentials)) return fail(403, 'Invalid Application-ID or API key');
  // With a store, other indexes stay searchable while the built one is missing (not built yet, or
  // deleted through the write API): runQuery answers 503 for that one only.
  if (!context.engine && !context.store)
    return fail(503, context.missingIndexMessage ?? 'The search index is not built yet.');
  try {
    return run(context);
  } catch (error) {
    if (error instanceof BadRequest) return fail(error.status, error.message);
    throw error;
  }
}

function engineOf(context: ApiContext, indexName: string): SearchEngine {
  const engine = context.store
    ? context.store.engineFor(indexName)
    : context.engine?.indexName === indexName
      ? context.engine
      : undefined;
  if (!engine && !context.engine)
    throw new BadRequest(context.missingIndexMessage ?? 'The search index is not built yet.', 503);
  if (!engine) throw new BadRequest(`Index ${indexName} does not exist`, 404);
  return engine;
}

export function parseBody(raw: unknown): Record<string, unknown> {
  let body = raw;
  // A string from the server's body parser or the worker; bytes (a Node Buffer) from other callers.
  if (typeof raw === 'string' || raw instanceof Uint8Array) {
    try {
      body = JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw));
    } catch {
      throw new BadRequest('Body is not valid JSON.');
    }
  }
  if (!isObject(body)) throw new BadRequest('Body must be a JSON object.');
  return body;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
