/**
 * The search index of a built site: every built page's DocSearch records, written with the index's settings
 * and synonyms. Run in a worker thread after the build (index.ts), beside the Markdown export and the social
 * cards: it parses every page's HTML, seconds at a few dozen pages and most of a minute at a thousand, and its
 * records are let go with the thread.
 */
import fs from 'node:fs';
import path from 'node:path';
import { assertUniqueIds, extractRecords, type DocSearchRecord } from '../../search/records';
import { INDEX_FILE_NAME, writeIndexFile } from '../../search/index-file';
import { writeIndexShards } from '../../search/index-shards';
import { SEARCH_SHARDS_FOLDER } from '../../config/search';
import type { IndexExtras } from '../../search/index-store';
import { builtFileCandidates } from '../../server/paths';

export interface BuiltIndexInput {
  outDir: string;
  routes: string[];
  siteUrl: string;
  indexName: string;
  extras: IndexExtras;
}

/** Writes `outDir`'s search index from its routes' pages; returns how many records it holds. */
export function writeBuiltIndex({ outDir, routes, siteUrl, indexName, extras }: BuiltIndexInput): number {
  const records: DocSearchRecord[] = [];
  for (const route of [...new Set(routes)].sort()) {
    const file = builtHtmlFor(outDir, route);
    if (!file) continue;
    records.push(...extractRecords({ html: fs.readFileSync(file, 'utf8'), path: route, siteUrl }));
  }
  assertUniqueIds(records);
  // The index as `npm run search:upload` gives it to Algolia: records, settings and curated synonyms.
  writeIndexFile(path.join(outDir, INDEX_FILE_NAME), indexName, records, extras);
  // The same index in shards, for the search worker of a static host.
  writeIndexShards(path.join(outDir, SEARCH_SHARDS_FOLDER), { indexName, records, ...extras });
  return records.length;
}

/** The built page of a route, or null when the route has none (redirect pages and the like). */
function builtHtmlFor(outDir: string, route: string): string | null {
  const file = builtFileCandidates(route)
    .map((candidate) => path.join(outDir, candidate))
    .find((candidate) => fs.existsSync(candidate));
  return file ?? null;
}
