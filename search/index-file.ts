/**
 * The search index on disk: the records of one build with the index's settings and synonyms,
 * written atomically (temp file + rename in the same folder) so a running service never reads half
 * a file, and a change to records, settings or synonyms is saved whole or not at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { DocSearchRecord } from './records';
import type { IndexExtras, IndexSettings } from './index-store';
import type { Synonym } from './synonym-types';
import { SEARCH_INDEX_FILE } from '../config/search';

/** Where `docusaurus build` leaves the index, relative to the build folder. */
export const INDEX_FILE_NAME = SEARCH_INDEX_FILE;
const FORMAT = 1;

export interface IndexFile {
  format: number;
  indexName: string;
  records: DocSearchRecord[];
  /** Absent: none (and in files written before settings and synonyms were stored). */
  settings?: IndexSettings;
  synonyms?: Synonym[];
}

export class MissingIndexError extends Error {}

export function indexFilePath(buildDir: string): string {
  return path.join(buildDir, INDEX_FILE_NAME);
}

export function writeIndexFile(
  file: string,
  indexName: string,
  records: DocSearchRecord[],
  { settings = {}, synonyms = [] }: IndexExtras = {},
): void {
  // Empty parts are left out, so an index without settings or synonyms is written as it always was.
  const data: IndexFile = { format: FORMAT, indexName, records };
  if (Object.keys(settings).length > 0) data.settings = settings;
  if (synonyms.length > 0) data.synonyms = synonyms;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomic.sync(file, JSON.stringify(data));
}

export function readIndexFile(file: string): IndexFile {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new MissingIndexError(`No search index at ${file}. Run \`npm run build\` to create it.`);
    }
    throw error;
  }
  const data = JSON.parse(text) as Partial<IndexFile>;
  if (data.format !== FORMAT || typeof data.indexName !== 'string' || !Array.isArray(data.records)) {
    throw new MissingIndexError(
      `${file} is not a search index of format ${FORMAT}. Run \`npm run build\` to recreate it.`,
    );
  }
  return data as IndexFile;
}
