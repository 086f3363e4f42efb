/**
 * The Algolia search REST API (`POST /1/indexes/*\/queries`, `POST /1/indexes/{index}/query`) over
 * our engine, without any HTTP framework: a request body in, a status and JSON body out. Malformed
 * input gets a 4xx `{message, status}` like Algolia's.
 */
import type { SearchEngine, SearchParams, SearchResponse } from './engine';
import type { IndexStore } from './index-store';
import { REMOVE_WORDS_STRATEGIES, type LanguageSwitch, type RemoveWordsIfNoResults } from './relevance-settings';

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

/** Algolia's limits: query length and hits per page. */
export const MAX_QUERY_LENGTH = 512;
export const MAX_HITS_PER_PAGE = 1000;
export const MAX_REQUESTS = 50;

export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export function fail(status: number, message: string): ApiAnswer {
  return { status, body: { message, status } };
}

/** `POST /1/indexes/*\/queries`: `{requests: [{indexName, query, ...params}]}` (or legacy `params`). */
export function multipleQueries(context: ApiContext, credentials: Credentials, rawBody: unknown): ApiAnswer {
  return guarded(context, credentials, (context) => {
    const body = parseBody(rawBody);
    const requests = body.requests;
    if (!Array.isArray(requests)) throw new BadRequest('Body must have a `requests` array.');
    if (requests.length === 0) throw new BadRequest('`requests` must not be empty.');
    if (requests.length > MAX_REQUESTS) throw new BadRequest(`At most ${MAX_REQUESTS} requests per call.`);
    const results = requests.map((request, i) => {
      if (!isObject(request)) throw new BadRequest(`requests[${i}] must be an object.`);
      const indexName = request.indexName;
      if (typeof indexName !== 'string' || indexName === '') {
        throw new BadRequest(`requests[${i}].indexName must be a non-empty string.`);
      }
      if (request.type !== undefined && request.type !== 'default') {
        throw new BadRequest(`requests[${i}].type "${String(request.type)}" is not supported; only "default".`);
      }
      return runQuery(context, indexName, request, `requests[${i}]`);
    });
    return { status: 200, body: { results } };
  });
}

/** `POST /1/indexes/{indexName}/query`: the parameters themselves are the body. */
export function singleQuery(
  context: ApiContext,
  credentials: Credentials,
  indexName: string,
  rawBody: unknown,
): ApiAnswer {
  return guarded(context, credentials, (context) => {
    const body = rawBody === undefined || rawBody === '' ? {} : parseBody(rawBody);
    return { status: 200, body: runQuery(context, indexName, body, 'body') };
  });
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

function runQuery(
  context: ApiContext,
  indexName: string,
  request: Record<string, unknown>,
  where: string,
): SearchResponse {
  const engine = context.store
    ? context.store.engineFor(indexName)
    : context.engine?.indexName === indexName
      ? context.engine
      : undefined;
  if (!engine && !context.engine)
    throw new BadRequest(context.missingIndexMessage ?? 'The search index is not built yet.', 503);
  if (!engine) throw new BadRequest(`Index ${indexName} does not exist`, 404);
  return engine.search(toParams(request, where));
}

export function parseBody(raw: unknown): Record<string, unknown> {
  let body = raw;
  if (typeof raw === 'string' || Buffer.isBuffer(raw)) {
    try {
      body = JSON.parse(raw.toString());
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

/** Merge a legacy `params` query string into the request; explicit fields win. */
function withLegacyParams(request: Record<string, unknown>, where: string): Record<string, unknown> {
  const { params, ...rest } = request;
  if (params === undefined) return rest;
  if (typeof params !== 'string') throw new BadRequest(`${where}.params must be a URL-encoded string.`);
  const legacy: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) legacy[key] = decodeLegacyValue(value);
  return { ...legacy, ...rest };
}

/** Legacy values are strings: JSON (`["a","b"]`, `20`, `true`) or a plain comma list / word. */
function decodeLegacyValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function toParams(rawRequest: Record<string, unknown>, where: string): SearchParams {
  const request = withLegacyParams(rawRequest, where);
  const query = request.query ?? '';
  if (typeof query !== 'string') throw new BadRequest(`${where}.query must be a string.`);
  if (query.length > MAX_QUERY_LENGTH)
    throw new BadRequest(`${where}.query is longer than ${MAX_QUERY_LENGTH} characters.`);
  return {
    query,
    hitsPerPage: integer(request.hitsPerPage, `${where}.hitsPerPage`, 0, MAX_HITS_PER_PAGE),
    page: integer(request.page, `${where}.page`, 0, Number.MAX_SAFE_INTEGER),
    attributesToRetrieve: stringList(request.attributesToRetrieve, `${where}.attributesToRetrieve`),
    attributesToHighlight: stringList(request.attributesToHighlight, `${where}.attributesToHighlight`),
    attributesToSnippet: snippetList(request.attributesToSnippet, `${where}.attributesToSnippet`),
    snippetEllipsisText: string(request.snippetEllipsisText, `${where}.snippetEllipsisText`),
    highlightPreTag: string(request.highlightPreTag, `${where}.highlightPreTag`),
    highlightPostTag: string(request.highlightPostTag, `${where}.highlightPostTag`),
    facetFilters: facetFilters(request.facetFilters, `${where}.facetFilters`),
    facets: stringList(request.facets, `${where}.facets`),
    clickAnalytics: boolean(request.clickAnalytics, `${where}.clickAnalytics`),
    removeWordsIfNoResults: oneOf<RemoveWordsIfNoResults>(
      request.removeWordsIfNoResults,
      `${where}.removeWordsIfNoResults`,
      REMOVE_WORDS_STRATEGIES,
    ),
    optionalWords: wordList(request.optionalWords, `${where}.optionalWords`),
    ignorePlurals: languageSwitch(request.ignorePlurals, `${where}.ignorePlurals`),
    removeStopWords: languageSwitch(request.removeStopWords, `${where}.removeStopWords`),
    queryLanguages: languageList(request.queryLanguages, `${where}.queryLanguages`),
    advancedSyntax: boolean(request.advancedSyntax, `${where}.advancedSyntax`),
  };
}

function oneOf<T extends string>(value: unknown, name: string, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new BadRequest(`${name} must be one of ${allowed.map((a) => `"${a}"`).join(', ')}.`);
  }
  return value as T;
}

/** A string of words, or a list of such strings (each may hold several words). */
function wordList(value: unknown, name: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw new BadRequest(`${name} must be a string or a list of strings.`);
  }
  return value;
}

const LANGUAGE_CODE = /^[a-z]{2}(-[a-z]{2})?$/i;

function languageList(value: unknown, name: string): string[] | undefined {
  if (value === undefined) return undefined;
  const list =
    typeof value === 'string'
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : value;
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string' && LANGUAGE_CODE.test(v))) {
    throw new BadRequest(`${name} must be a list of ISO 639-1 language codes.`);
  }
  return list as string[];
}

/** `true`, `false`, or the languages (ISO 639-1 codes) it applies to. */
function languageSwitch(value: unknown, name: string): LanguageSwitch | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  try {
    return languageList(value, name);
  } catch {
    throw new BadRequest(`${name} must be true, false or a list of ISO 639-1 language codes.`);
  }
}

function integer(value: unknown, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw new BadRequest(`${name} must be an integer from ${min} to ${max}.`);
  }
  return number;
}

function string(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new BadRequest(`${name} must be a string.`);
  return value;
}

function boolean(value: unknown, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new BadRequest(`${name} must be true or false.`);
  return value;
}

function stringList(value: unknown, name: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw new BadRequest(`${name} must be a list of attribute names.`);
  }
  return value;
}

function snippetList(value: unknown, name: string): string[] | undefined {
  const list = stringList(value, name);
  for (const spec of list ?? []) {
    const count = /:(.*)$/.exec(spec)?.[1];
    if (count !== undefined && !/^\d+$/.test(count)) {
      throw new BadRequest(`${name}: "${spec}" must be "attribute" or "attribute:wordCount".`);
    }
  }
  return list;
}

function facetFilters(value: unknown, name: string): Array<string | string[]> | undefined {
  if (value === undefined) return undefined;
  let filters: unknown = value;
  if (typeof filters === 'string') {
    filters = filters.trim().startsWith('[') ? decodeLegacyValue(filters) : [filters];
  }
  const valid =
    Array.isArray(filters) &&
    filters.every((f) => typeof f === 'string' || (Array.isArray(f) && f.every((g) => typeof g === 'string')));
  if (!valid) throw new BadRequest(`${name} must be a list of "attribute:value" strings or lists of them.`);
  return filters as Array<string | string[]>;
}
