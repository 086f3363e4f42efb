/**
 * Schemas of the write API's bodies (zod): synonyms, synonym searches and index settings. Each
 * schema is both the validator and, through `z.infer`, the type the store receives, so an accepted
 * body is exactly what the code expects. Failures become a BadRequest naming the first bad field.
 */
// The namespace import: Docusaurus loads plugins through jiti, whose default-export interop hides a named `z`.
import * as z from 'zod';
import { BadRequest } from './api';
import type { Synonym } from './synonym-types';

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
  removeWordsIfNoResults: z.enum(['none', 'lastWords', 'firstWords', 'allOptional']).optional(),
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
