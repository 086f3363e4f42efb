/**
 * One engine, identical answers: every typed prefix of the public relevance set, asked as the modal
 * and as the /search page ask it, through the search worker's message handler (the code a static
 * host runs in the browser, reading the index by shard) and through the production server's search
 * API, over the last build (run `npm run build` first). Hits, highlights, snippets, nbHits and order
 * must be the same; only the time taken differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';
import { createWorkerHandler } from '../../src/search/workerHandler';
import { readSiteSettings } from '../../server/site-settings';
import { SEARCH_SHARDS_MANIFEST } from '../../config/search';

const BUILD_DIR = path.resolve(__dirname, '../../build');
const MANIFEST = path.join(BUILD_DIR, SEARCH_SHARDS_MANIFEST);
const MULTI = '/1/indexes/*/queries';

interface Shape {
  name: string;
  request: (query: string, indexName: string) => Record<string, unknown>;
}

/** The two requests the site sends, as captured from the browser (DocSearch 3.9 modal; the theme's /search page). */
const SHAPES: Shape[] = [
  {
    name: 'modal',
    request: (query, indexName) => ({
      query,
      indexName,
      attributesToRetrieve: [
        ...['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}`),
        'content',
        'type',
        'url',
      ],
      attributesToSnippet: [
        ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}:10`),
        'content:10',
      ],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: [],
    }),
  },
  {
    name: '/search page',
    request: (query, indexName) => ({ indexName, advancedSyntax: true, hitsPerPage: 15, page: 0, query }),
  },
];

const questionsIn = (file: string) =>
  (
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '../search', file), 'utf8')) as {
      queries: Array<{ query: string }>;
    }
  ).queries;

/** Every typed prefix of the relevance set, and real users' questions as they asked them. */
function typedPrefixes(): string[] {
  const prefixes = new Set<string>();
  for (const { query } of questionsIn('queries.json'))
    for (let end = 1; end <= query.length; end += 1) prefixes.add(query.slice(0, end));
  for (const { query } of questionsIn('real-questions.json')) prefixes.add(query);
  return [...prefixes];
}

/** What may differ between two runs of the same search: the time it took. */
function comparable(content: string): unknown {
  const body = JSON.parse(content) as { results: Array<Record<string, unknown>> };
  return body.results.map(({ processingTimeMS: _time, ...result }) => result);
}

describe('static host: the worker answers as the server does', () => {
  let app: FastifyInstance;
  let credentials: string;
  let indexName: string;
  /** Every file the worker reads: the manifest, then only the shards its searches needed. */
  const read = new Set<string>();
  const worker = createWorkerHandler(async (url) => {
    read.add(url);
    const text = fs.readFileSync(new URL(url), 'utf8');
    return { ok: true, status: 200, text: async () => text };
  });
  const indexUrl = new URL(`file://${MANIFEST}`).href;

  beforeAll(async () => {
    if (!fs.existsSync(MANIFEST)) throw new Error(`No build/${SEARCH_SHARDS_MANIFEST}: run \`npm run build\` first.`);
    const settings = readSiteSettings(BUILD_DIR);
    indexName = settings.indexName;
    credentials = `x-algolia-application-id=${settings.appId}&x-algolia-api-key=${settings.apiKey}`;
    app = await createApp({ buildDir: BUILD_DIR });
  });
  afterAll(() => app?.close());

  for (const shape of SHAPES) {
    it(`every typed prefix of the relevance set, as the ${shape.name} asks`, { timeout: 300_000 }, async () => {
      const prefixes = typedPrefixes();
      expect(prefixes.length).toBeGreaterThan(1000);
      let withHits = 0;
      for (const [i, query] of prefixes.entries()) {
        const body = JSON.stringify({ requests: [shape.request(query, indexName)] });
        const server = await app.inject({
          method: 'POST',
          url: `${MULTI}?${credentials}`,
          headers: { 'content-type': 'text/plain' },
          payload: body,
        });
        const local = await worker({ id: i, indexUrl, search: { pathname: MULTI, body } });
        expect(local.status, query).toBe(server.statusCode);
        const expected = comparable(server.body);
        // One failing prefix names itself; deep equality covers hits, highlights, snippets, nbHits and order.
        expect(comparable(local.content), query).toEqual(expected);
        if ((expected as Array<{ nbHits: number }>)[0]!.nbHits > 0) withHits += 1;
      }
      // The comparison is about answers, not empty pages.
      expect(withHits).toBeGreaterThan(prefixes.length * 0.8);
    });
  }

  it('a first answer reads at most 60 KiB of the index (gzip, as a host sends it): a fresh worker per first letter', async () => {
    const letters = [...new Set(typedPrefixes().map((query) => query[0].toLowerCase()))];
    expect(letters.length).toBeGreaterThan(15);
    const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as { wordShards: unknown[] };
    for (const letter of letters) {
      const files: string[] = [];
      const fresh = createWorkerHandler(async (url) => {
        files.push(new URL(url).pathname);
        const text = fs.readFileSync(new URL(url), 'utf8');
        return { ok: true, status: 200, text: async () => text };
      });
      const body = JSON.stringify({ requests: [SHAPES[0].request(letter, indexName)] });
      expect((await fresh({ id: 1, indexUrl, search: { pathname: MULTI, body } })).status).toBe(200);
      const kib = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(file)).length, 0) / 1024;
      expect(kib, letter).toBeLessThanOrEqual(60);
      // Its letter's word shards, not the others.
      expect(files.filter((file) => file.includes('/words-')).length, letter).toBeLessThan(
        manifest.wordShards.length / 4,
      );
    }
  });
});
