/**
 * The search index on disk: the records of one build with the index's settings and synonyms (stored
 * as index-format.ts says), written atomically (temp file + rename in the same folder) so a running
 * service never reads half a file, and a change to records, settings or synonyms is saved whole or
 * not at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { DocSearchRecord } from './records';
import type { IndexExtras } from './index-store';
import { INDEX_FORMAT, fromStoredFile, toStoredFile, type IndexFile } from './index-format';
import { SEARCH_INDEX_FILE } from '../config/search';

export type { IndexFile } from './index-format';

/** Where `docusaurus build` leaves the index, relative to the build folder. */
export const INDEX_FILE_NAME = SEARCH_INDEX_FILE;

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
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomic.sync(file, JSON.stringify(toStoredFile({ indexName, records, settings, synonyms })));
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
  let index: IndexFile | null;
  try {
    index = fromStoredFile(JSON.parse(text));
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    index = null;
  }
  if (!index) {
    throw new MissingIndexError(
      `${file} is not a search index of format ${INDEX_FORMAT}. Run \`npm run build\` to recreate it.`,
    );
  }
  return index;
}
