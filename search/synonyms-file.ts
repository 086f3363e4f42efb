/**
 * The curated synonyms of the docs (search/synonyms.json: the words readers type against the words
 * the pages use), read and validated with the same schema as the synonyms API, so a typo in the
 * file stops the build with the entry and field named instead of reaching the index.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Synonym } from './synonym-types';
import { parseWith, synonymBatchSchema } from './write-schemas';

/** Where the curated synonyms live, relative to the site folder. */
export const SYNONYMS_FILE = path.join('search', 'synonyms.json');

export function readSynonymsFile(file: string): Synonym[] {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} could not be read as JSON: ${(error as Error).message}`);
  }
  try {
    const synonyms = parseWith(synonymBatchSchema, data, 'synonyms');
    const ids = new Set<string>();
    for (const { objectID } of synonyms) {
      if (ids.has(objectID)) throw new Error(`objectID "${objectID}" is used twice.`);
      ids.add(objectID);
    }
    return synonyms;
  } catch (error) {
    throw new Error(`${file} is not a list of Algolia synonyms: ${(error as Error).message}`);
  }
}
