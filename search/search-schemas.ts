/**
 * Schemas of the search API's bodies (zod/mini): a multiple-queries body, each query's target index, and
 * the search parameters. The service and the static host's search worker check requests with these same
 * schemas, so both refuse the same input with the same sentence. Each schema is the validator and,
 * through `z.infer`, the type the engine receives. Error messages are the API's own sentences; `FIELD`
 * becomes the field's name (search/bad-request.ts). They are not `z.compile`d: compiling needs
 * `new Function`, which a Content-Security-Policy without 'unsafe-eval' refuses in the browser, and
 * zod/mini checks a DocSearch body in about 7 µs without it.
 */
// The namespace import: Docusaurus loads plugins through jiti, whose default-export interop hides a named `z`.
import * as z from 'zod/mini';
import { FIELD } from './bad-request';
import { REMOVE_WORDS_STRATEGIES } from './relevance-settings';
import { MAX_DISTINCT } from './distinct';
import { MAX_HITS_PER_PAGE, MAX_QUERY_LENGTH, MAX_REQUESTS } from './search-limits';

/** `POST /1/indexes/*\/queries`: the requests are checked one by one (queryTargetSchema, searchParamsSchema). */
export const multipleQueriesSchema = z.object({
  requests: z
    .array(z.unknown(), { error: 'Body must have a `requests` array.' })
    .check(
      z.minLength(1, { error: '`requests` must not be empty.' }),
      z.maxLength(MAX_REQUESTS, { error: `At most ${MAX_REQUESTS} requests per call.` }),
    ),
});

/** The index one request of a multiple-queries body searches; only plain searches (no facet search). */
export const queryTargetSchema = z.object(
  {
    indexName: z
      .string({ error: `${FIELD} must be a non-empty string.` })
      .check(z.minLength(1, { error: `${FIELD} must be a non-empty string.` })),
    type: z.optional(
      z.literal('default', { error: (issue) => `${FIELD} "${String(issue.input)}" is not supported; only "default".` }),
    ),
  },
  { error: `${FIELD} must be an object.` },
);

/** zod's `preprocess`: `prepare` runs on the raw value, then `schema` checks what it returns. */
const preprocess = <T extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(prepare), schema);

/** Lists may come as a comma-separated string (legacy `params`, hand-written requests). */
const commaList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : value;

/** Legacy values are strings: JSON (`["a","b"]`, `20`, `true`) or a plain comma list / word. */
function decodeLegacyValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const strings = (error: string) => z.array(z.string({ error }), { error });

const integer = (min: number, max: number) => {
  const error = `${FIELD} must be an integer from ${min} to ${max}.`;
  return z.optional(
    preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z.int({ error }).check(z.minimum(min, { error }), z.maximum(max, { error })),
    ),
  );
};

const text = z.optional(z.string({ error: `${FIELD} must be a string.` }));
const flag = z.optional(z.boolean({ error: `${FIELD} must be true or false.` }));
const attributes = z.optional(preprocess(commaList, strings(`${FIELD} must be a list of attribute names.`)));

/** `attribute` or `attribute:wordCount`. */
const SNIPPET_SPEC = /^[^:]*(:\d+)?$/;
const snippetAttributes = z.optional(
  preprocess(
    commaList,
    strings(`${FIELD} must be a list of attribute names.`).check(
      z.superRefine((specs, context) => {
        const bad = specs.find((spec) => !SNIPPET_SPEC.test(spec));
        if (bad !== undefined)
          context.addIssue({
            code: 'custom',
            message: `${FIELD}: "${bad}" must be "attribute" or "attribute:wordCount".`,
          });
      }),
    ),
  ),
);

/** Outer list: AND; inner list: OR. A string is one filter, or a JSON list of them. */
const facetFilterError = `${FIELD} must be a list of "attribute:value" strings or lists of them.`;
const facetFilters = z.optional(
  preprocess(
    (value) =>
      typeof value === 'string' ? (value.trim().startsWith('[') ? decodeLegacyValue(value) : [value]) : value,
    z.array(z.union([z.string(), z.array(z.string())], { error: facetFilterError }), { error: facetFilterError }),
  ),
);

/** A string of words, or a list of such strings (each may hold several words). */
const wordList = z.optional(
  preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    strings(`${FIELD} must be a string or a list of strings.`),
  ),
);

const LANGUAGE_CODE = /^[a-z]{2}(-[a-z]{2})?$/i;
const languageCodes = (error: string) =>
  z.array(z.string({ error }).check(z.regex(LANGUAGE_CODE, { error })), { error });
const languageList = z.optional(
  preprocess(commaList, languageCodes(`${FIELD} must be a list of ISO 639-1 language codes.`)),
);

/** `true`, `false`, or the languages (ISO 639-1 codes) it applies to. */
const languageSwitchError = `${FIELD} must be true, false or a list of ISO 639-1 language codes.`;
const languageSwitch = z.optional(
  preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : commaList(value)),
    z.union([z.boolean(), languageCodes(languageSwitchError)], { error: languageSwitchError }),
  ),
);

/** `true`, `false`, or how many hits to keep per value of the index's `attributeForDistinct`. */
const distinctError = `${FIELD} must be true, false or an integer from 0 to ${MAX_DISTINCT}.`;
const distinct = z.optional(
  preprocess(
    (value) =>
      value === 'true'
        ? true
        : value === 'false'
          ? false
          : typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : value,
    z.union(
      [
        z.boolean(),
        z
          .int({ error: distinctError })
          .check(z.minimum(0, { error: distinctError }), z.maximum(MAX_DISTINCT, { error: distinctError })),
      ],
      { error: distinctError },
    ),
  ),
);

const searchParametersSchema = z.object({
  query: preprocess(
    (value) => value ?? '',
    z
      .string({ error: `${FIELD} must be a string.` })
      .check(z.maxLength(MAX_QUERY_LENGTH, { error: `${FIELD} is longer than ${MAX_QUERY_LENGTH} characters.` })),
  ),
  hitsPerPage: integer(0, MAX_HITS_PER_PAGE),
  page: integer(0, Number.MAX_SAFE_INTEGER),
  attributesToRetrieve: attributes,
  attributesToHighlight: attributes,
  /** `attribute` or `attribute:wordCount` (Algolia's default count is 10). */
  attributesToSnippet: snippetAttributes,
  snippetEllipsisText: text,
  highlightPreTag: text,
  highlightPostTag: text,
  /** Outer list: AND; inner list: OR; `attr:value`, `attr:-value` negates. */
  facetFilters,
  facets: attributes,
  clickAnalytics: flag,
  removeWordsIfNoResults: z.optional(
    z.enum(REMOVE_WORDS_STRATEGIES, {
      error: `${FIELD} must be one of ${REMOVE_WORDS_STRATEGIES.map((s) => `"${s}"`).join(', ')}.`,
    }),
  ),
  optionalWords: wordList,
  ignorePlurals: languageSwitch,
  removeStopWords: languageSwitch,
  queryLanguages: languageList,
  advancedSyntax: flag,
  distinct,
});

/**
 * One search's parameters: a request's own fields, over those of a legacy `params` query string
 * (`query=x&hitsPerPage=5`). Unknown fields are ignored, as Algolia ignores parameters it does not use here.
 */
export const searchParamsSchema = z.pipe(
  z.transform((request: unknown, context) => {
    if (typeof request !== 'object' || request === null || !('params' in request)) return request;
    const { params, ...rest } = request as Record<string, unknown>;
    if (params === undefined) return rest;
    if (typeof params !== 'string') {
      context.issues.push({
        code: 'custom',
        message: `${FIELD} must be a URL-encoded string.`,
        path: ['params'],
        input: params,
      });
      return request;
    }
    const legacy: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(params)) legacy[key] = decodeLegacyValue(value);
    return { ...legacy, ...rest };
  }),
  searchParametersSchema,
);

/** One search's parameters, validated; names and defaults follow Algolia. */
export type SearchParams = z.output<typeof searchParametersSchema>;
