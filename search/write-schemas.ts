/**
 * Schemas of the write API's bodies (zod): record batches, copy and move, synonyms, synonym
 * searches and index settings. Each schema is both the validator and, through `z.infer`, the type
 * the store receives, so an accepted body is exactly what the code expects. Failures become a
 * BadRequest naming the first bad field.
 */
// The namespace import: Docusaurus loads plugins through jiti, whose default-export interop hides a named `z`.
import * as z from 'zod';
import { BadRequest, FIELD } from './bad-request';
import { writtenRecordSchema } from './records';
import { REMOVE_WORDS_STRATEGIES } from './relevance-settings';
import type { Synonym } from './synonym-types';

/** A batch holds at most this many operations (the client sends 1,000 per call by default). */
export const MAX_BATCH_OPERATIONS = 10_000;

/** `POST /1/indexes/{index}/batch`: the count first, then each operation (batchOperationSchema) in order. */
export const batchSchema = z.object({
  requests: z
    .array(z.unknown(), { error: 'Body must have a `requests` array.' })
    .max(MAX_BATCH_OPERATIONS, { error: `At most ${MAX_BATCH_OPERATIONS} operations per batch.` }),
});

const deleteObjectProblem = `${FIELD}.objectID must be a string.`;

/** One operation of a batch: a record to add (its objectID generated if missing) or update, an objectID to delete, or clear/delete the index. */
export const batchOperationSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('addObject'), body: writtenRecordSchema.partial({ objectID: true }) }),
    z.object({ action: z.literal('updateObject'), body: writtenRecordSchema }),
    z.object({
      action: z.literal('deleteObject'),
      body: z.object(
        { objectID: z.string({ error: deleteObjectProblem }).min(1, { error: deleteObjectProblem }) },
        { error: `${FIELD} must be an object.` },
      ),
    }),
    z.object({ action: z.literal('clear') }),
    z.object({ action: z.literal('delete') }),
  ],
  {
    // An unknown action: the union lists the actions it knows; otherwise the value is no object.
    error: (issue) =>
      'options' in issue && Array.isArray(issue.options)
        ? `${FIELD} must be one of ${issue.options.join(', ')}.`
        : `${FIELD} must be an object.`,
  },
);
export type BatchOperation = z.infer<typeof batchOperationSchema>;

/** Scopes `copy` may be limited to; records are copied only when no scope is given. */
export const COPY_SCOPES = ['settings', 'synonyms', 'rules'] as const;
export type CopyScope = (typeof COPY_SCOPES)[number];

const destination = z
  .string({ error: 'destination must be a non-empty index name.' })
  .min(1, { error: 'destination must be a non-empty index name.' });
const scopeProblem = `scope must be a list of ${COPY_SCOPES.join(', ')}.`;

/** `POST /1/indexes/{index}/operation`: copy (all, or only some scopes) or move the index. */
export const operationSchema = z.discriminatedUnion(
  'operation',
  [
    z.object({
      operation: z.literal('copy'),
      destination,
      scope: z.array(z.enum(COPY_SCOPES, { error: scopeProblem }), { error: scopeProblem }).optional(),
    }),
    z.object({
      operation: z.literal('move'),
      destination,
      scope: z.undefined({ error: 'scope applies to copy only.' }).optional(),
    }),
  ],
  { error: 'operation must be "copy" or "move".' },
);

/** Per-index and per-call limits: generous for a docs site, small enough that no call can hog memory. */
export const MAX_SYNONYMS_PER_INDEX = 10_000;
export const MAX_WORDS_PER_SYNONYM = 100;
export const MAX_SYNONYM_TEXT_LENGTH = 200;
export const MAX_SYNONYM_HITS_PER_PAGE = 1000;

const objectID = z.string().min(1).max(MAX_SYNONYM_TEXT_LENGTH);
const word = z.string().trim().min(1).max(MAX_SYNONYM_TEXT_LENGTH);
const words = (min: number) => z.array(word).min(min).max(MAX_WORDS_PER_SYNONYM);

/** The client's type names include camelCase spellings; the store keeps Algolia's lowercase ones. */
const TYPE_ALIASES: Record<string, string> = {
  oneWaySynonym: 'onewaysynonym',
  altCorrection1: 'altcorrection1',
  altCorrection2: 'altcorrection2',
};
const synonymType = (value: unknown) => (typeof value === 'string' ? (TYPE_ALIASES[value] ?? value) : value);

export const SYNONYM_TYPES = ['synonym', 'onewaysynonym', 'altcorrection1', 'altcorrection2', 'placeholder'] as const;

export const synonymSchema = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? { ...value, type: synonymType((value as { type?: unknown }).type) }
      : value,
  z.discriminatedUnion('type', [
    z.object({ objectID, type: z.literal('synonym'), synonyms: words(2) }),
    z.object({ objectID, type: z.literal('onewaysynonym'), input: word, synonyms: words(1) }),
    z.object({ objectID, type: z.enum(['altcorrection1', 'altcorrection2']), word, corrections: words(1) }),
    z.object({ objectID, type: z.literal('placeholder'), placeholder: word, replacements: words(1) }),
  ]),
);

// The schema and the shared Synonym type must describe the same objects.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const schemaMatchesType: Same<z.infer<typeof synonymSchema>, Synonym> = true;
void schemaMatchesType;

export const synonymBatchSchema = z.array(synonymSchema).max(MAX_SYNONYMS_PER_INDEX);

export const synonymSearchSchema = z.object({
  query: z.string().max(512).optional(),
  type: z.preprocess(synonymType, z.enum(SYNONYM_TYPES)).optional(),
  page: z.int().min(0).optional(),
  hitsPerPage: z.int().min(1).max(MAX_SYNONYM_HITS_PER_PAGE).optional(),
});
export type SynonymSearch = z.infer<typeof synonymSearchSchema>;

const strings = z.array(z.string().max(MAX_SYNONYM_TEXT_LENGTH)).max(MAX_WORDS_PER_SYNONYM);
const onOrLanguages = z.union([z.boolean(), strings]);

/**
 * Index settings: the ones the engine reads are typed (a wrong type would reach the ranking);
 * any other Algolia setting is kept as sent, as Algolia keeps settings it does not act on here.
 */
export const settingsSchema = z.looseObject({
  searchableAttributes: strings.optional(),
  attributesForFaceting: strings.optional(),
  attributesToRetrieve: strings.optional(),
  attributesToHighlight: strings.optional(),
  attributesToSnippet: strings.optional(),
  camelCaseAttributes: strings.optional(),
  customRanking: strings.optional(),
  ranking: strings.optional(),
  optionalWords: z
    .union([z.string().max(512), strings])
    .nullable()
    .optional(),
  removeWordsIfNoResults: z.enum(REMOVE_WORDS_STRATEGIES).optional(),
  ignorePlurals: onOrLanguages.optional(),
  removeStopWords: onOrLanguages.optional(),
  queryLanguages: strings.optional(),
  advancedSyntax: z.boolean().optional(),
  distinct: z.union([z.boolean(), z.int().min(0).max(4)]).optional(),
  attributeForDistinct: z.string().max(MAX_SYNONYM_TEXT_LENGTH).optional(),
  minWordSizefor1Typo: z.int().min(0).max(100).optional(),
  minWordSizefor2Typos: z.int().min(0).max(100).optional(),
  hitsPerPage: z.int().min(1).max(1000).optional(),
  separatorsToIndex: z.string().max(MAX_SYNONYM_TEXT_LENGTH).optional(),
});

/** Parse with a schema, or throw a 400 naming where the first problem is (`where` prefixes the path). */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
  throw new BadRequest(`${where}${path}: ${issue.message}`);
}
