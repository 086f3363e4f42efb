/**
 * `npm run bench`: the public relevance set (tests/search/queries.json) against the index of the
 * last build. A query succeeds @k when one of its expected pages is among the first k distinct
 * pages of the answer (the modal and /search show pages, each with its sections).
 */
import fs from 'node:fs';
import path from 'node:path';
import { SearchEngine } from '../../search/engine';
import { indexFilePath, readIndexFile } from '../../search/index-file';

interface RelevanceCase {
  query: string;
  expected: string[];
}

const root = path.resolve(__dirname, '../..');
const { queries } = JSON.parse(fs.readFileSync(path.join(__dirname, 'queries.json'), 'utf8')) as { queries: RelevanceCase[] };
const index = readIndexFile(indexFilePath(path.join(root, 'build')));
const engine = new SearchEngine(index.records, index.indexName);

function rankedPages(query: string): string[] {
  const hits = engine.search({ query, hitsPerPage: 50, attributesToRetrieve: ['url'] }).hits;
  return [...new Set(hits.map((hit) => new URL(hit.url as string).pathname))];
}

let at1 = 0;
let at3 = 0;
const misses: string[] = [];
for (const { query, expected } of queries) {
  const pages = rankedPages(query);
  const rank = pages.findIndex((p) => expected.includes(p));
  if (rank === 0) at1 += 1;
  if (rank >= 0 && rank < 3) at3 += 1;
  else misses.push(`  ${JSON.stringify(query)} → ${pages.slice(0, 3).join(', ') || '(no results)'}; expected ${expected.join(' or ')}`);
}

const percent = (n: number) => `${((100 * n) / queries.length).toFixed(1)}%`;
console.log(`Search relevance: ${queries.length} queries over ${index.records.length} records`);
console.log(`success@1: ${at1}/${queries.length} (${percent(at1)})`);
console.log(`success@3: ${at3}/${queries.length} (${percent(at3)})`);
if (misses.length > 0) console.log(`Not in the top 3:\n${misses.join('\n')}`);
