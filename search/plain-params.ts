/**
 * One search's parameters checked and coerced as `searchParamsSchema` (search-schemas.ts) does, in
 * plain code: the browser worker answers without zod, whose weight would double its chunk. Same
 * fields, same order, same coercions (comma lists, numeric strings, legacy `params` strings), so
 * the engine receives the same object from the worker as from the server; a value the schema
 * refuses is refused here too, with a 400.
 */
import { BadRequest } from './bad-request';
import type { SearchParams } from './engine';
import { REMOVE_WORDS_STRATEGIES } from './relevance-settings';
import { MAX_HITS_PER_PAGE, MAX_QUERY_LENGTH } from './search-limits';

type Coerce = (value: unknown, field: string) => unknown;

const refuse = (field: string, what: string): never => {
  throw new BadRequest(`${field} ${what}`);
};

const commaList = (value: unknown): unknown =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : value;

function decodeLegacyValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const strings =
  (what: string, check: (item: string) => boolean = () => true): Coerce =>
  (value, field) =>
    isStrings(value) && value.every(check) ? [...value] : refuse(field, what);

const integer =
  (min: number, max: number): Coerce =>
  (raw, field) => {
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max
      ? value
      : refuse(field, `must be an integer from ${min} to ${max}.`);
  };

const text: Coerce = (value, field) => (typeof value === 'string' ? value : refuse(field, 'must be a string.'));
const flag: Coerce = (value, field) => (typeof value === 'boolean' ? value : refuse(field, 'must be true or false.'));
const attributes: Coerce = (value, field) => strings('must be a list of attribute names.')(commaList(value), field);

const SNIPPET_SPEC = /^[^:]*(:\d+)?$/;
const snippetAttributes: Coerce = (value, field) =>
  strings('must be a list of "attribute" or "attribute:wordCount".', (spec) => SNIPPET_SPEC.test(spec))(
    commaList(value),
    field,
  );

const facetFilters: Coerce = (raw, field) => {
  const value =
    typeof raw === 'string' ? (raw.trim().startsWith('[') ? decodeLegacyValue(raw) : [raw]) : (raw as unknown);
  const ok = Array.isArray(value) && value.every((item) => typeof item === 'string' || isStrings(item as unknown));
  return ok
    ? value.map((item: string | string[]) => (Array.isArray(item) ? [...item] : item))
    : refuse(field, 'must be a list of filters.');
};

const LANGUAGE_CODE = /^[a-z]{2}(-[a-z]{2})?$/i;
const languageCodes = strings('must be a list of ISO 639-1 language codes.', (code) => LANGUAGE_CODE.test(code));
const languageList: Coerce = (value, field) => languageCodes(commaList(value), field);
const languageSwitch: Coerce = (raw, field) => {
  const value = raw === 'true' ? true : raw === 'false' ? false : commaList(raw);
  return typeof value === 'boolean' ? value : languageCodes(value, field);
};

const query: Coerce = (raw, field) => {
  const value = raw ?? '';
  if (typeof value !== 'string') return refuse(field, 'must be a string.');
  return value.length <= MAX_QUERY_LENGTH ? value : refuse(field, `is longer than ${MAX_QUERY_LENGTH} characters.`);
};

/** In the schema's order: the engine's answer (its `params` string) never depends on it, but equality checks do. */
const FIELDS: ReadonlyArray<[keyof SearchParams, Coerce]> = [
  ['query', query],
  ['hitsPerPage', integer(0, MAX_HITS_PER_PAGE)],
  ['page', integer(0, Number.MAX_SAFE_INTEGER)],
  ['attributesToRetrieve', attributes],
  ['attributesToHighlight', attributes],
  ['attributesToSnippet', snippetAttributes],
  ['snippetEllipsisText', text],
  ['highlightPreTag', text],
  ['highlightPostTag', text],
  ['facetFilters', facetFilters],
  ['facets', attributes],
  ['clickAnalytics', flag],
  [
    'removeWordsIfNoResults',
    (value, field) =>
      (REMOVE_WORDS_STRATEGIES as readonly unknown[]).includes(value) ? value : refuse(field, 'is not a strategy.'),
  ],
  [
    'optionalWords',
    (value, field) =>
      strings('must be a string or a list of strings.')(typeof value === 'string' ? [value] : value, field),
  ],
  ['ignorePlurals', languageSwitch],
  ['removeStopWords', languageSwitch],
  ['queryLanguages', languageList],
  ['advancedSyntax', flag],
];

/** A request's own fields over those of its legacy `params` query string (`query=x&hitsPerPage=5`). */
function withLegacyParams(request: Record<string, unknown>, where: string): Record<string, unknown> {
  if (!('params' in request)) return request;
  const { params, ...rest } = request;
  if (params === undefined) return rest;
  if (typeof params !== 'string') return refuse(`${where}.params`, 'must be a URL-encoded string.');
  const legacy: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) legacy[key] = decodeLegacyValue(value);
  return { ...legacy, ...rest };
}

export function plainSearchParams(raw: unknown, where: string): SearchParams {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refuse(where, 'must be an object.');
  const request = withLegacyParams(raw as Record<string, unknown>, where);
  const params: Record<string, unknown> = {};
  for (const [key, coerce] of FIELDS) {
    // The query is always there (empty when absent); other fields only when the request has them.
    if (!(key in request) && key !== 'query') continue;
    const value = request[key];
    params[key] = value === undefined && key !== 'query' ? undefined : coerce(value, `${where}.${key}`);
  }
  return params as SearchParams;
}
