/**
 * One engine, identical answers: every typed prefix of the public relevance set, asked as the modal
 * and as the /search page ask it, through the search worker's message handler (the code a static
 * host runs in the browser) and through the production server's search API, over the last build
 * (run `npm run build` first). Hits, highlights, snippets, nbHits and order must be the same; only
 * the time taken differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';
import { createWorkerHandler } from '../../src/search/workerHandler';
import { readSiteSettings } from '../../server/site-settings';

const BUILD_DIR = path.resolve(__dirname, '../../build');
const INDEX_FILE = path.join(BUILD_DIR, 'search-index.json');
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
  const worker = createWorkerHandler(async (url) => {
    const text = fs.readFileSync(new URL(url), 'utf8');
    return { ok: true, status: 200, json: async () => JSON.parse(text) };
  });
  const indexUrl = new URL(`file://${INDEX_FILE}`).href;

  beforeAll(async () => {
    if (!fs.existsSync(INDEX_FILE)) throw new Error('No build/search-index.json: run `npm run build` first.');
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
});
