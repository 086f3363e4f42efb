/**
 * The production server's search thread (server/search-thread.ts): it answers the modal's searches
 * with the main thread's exact bytes over the last build, a write through the API is searchable at
 * once and in the thread after it, and whatever the thread cannot answer the main thread does.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { multipleQueries } from '../../search/api';
import { createSearchService, type SearchService } from '../../search/service';
import { openSearchService, searchRoutes } from '../../server/search-routes';
import { openSearchThread, type SearchThread } from '../../server/search-thread';
import type { ThreadSearch } from '../../server/search-thread-protocol';
import { readSiteSettings } from '../../server/site-settings';
import { MODAL_PARAMS } from '../../scripts/bench/search';
import { indexFilePath, readIndexFile } from '../../search/index-file';
import { ADMIN_KEY, API_KEY, APP_ID, INDEX_NAME, makeFixture, type Fixture } from './support/fixture-server';

const BUILD_DIR = path.resolve(__dirname, '../../build');

/** Asks until the thread answers (it starts, or loads a generation, on the first ask). */
async function threadAnswer(thread: SearchThread, service: SearchService, search: ThreadSearch) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const answer = await thread.answer(service.fileGeneration(), search);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the search thread never answered');
}

/** What may differ between two runs of one search: the time it took. */
const comparable = (json: string) =>
  (JSON.parse(json) as { results: Array<Record<string, unknown>> }).results.map(
    ({ processingTimeMS: _time, ...result }) => result,
  );

describe('search thread over the last build', () => {
  let service: SearchService;
  let thread: SearchThread;
  const settings = readSiteSettings(BUILD_DIR);
  const keys = { appId: settings.appId, apiKey: settings.apiKey };
  const credentials = { appId: settings.appId, apiKey: settings.apiKey };

  beforeAll(() => {
    const indexFile = indexFilePath(BUILD_DIR);
    if (!fs.existsSync(indexFile)) throw new Error('No build/search-index.json: run `npm run build` first.');
    service = createSearchService({ indexFile, ...keys, watch: false });
    thread = openSearchThread({ indexFile });
  });
  afterAll(async () => {
    await thread.close();
    service.close();
  });

  it('answers every typed prefix of the relevance set with the main thread answer', { timeout: 120_000 }, async () => {
    const file = path.resolve(__dirname, '../search/queries.json');
    const { queries } = JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: Array<{ query: string }> };
    const prefixes = new Set(queries.flatMap(({ query }) => [...query].map((_, end) => query.slice(0, end + 1))));
    expect(prefixes.size).toBeGreaterThan(1000);
    for (const query of prefixes) {
      const body = JSON.stringify({ requests: [{ indexName: settings.indexName, query, ...MODAL_PARAMS }] });
      const search: ThreadSearch = { path: 'queries', ...keys, credentials, body };
      const threaded = await threadAnswer(thread, service, search);
      const main = multipleQueries({ ...service.context(), ...keys }, credentials, body);
      expect(threaded.status, query).toBe(main.status);
      expect(comparable(threaded.json.toString()), query).toEqual(comparable(JSON.stringify(main.body)));
    }
  });

  it('answers refusals as the main thread does, and nothing once closed', async () => {
    const search: ThreadSearch = {
      path: 'query',
      indexName: settings.indexName,
      ...keys,
      credentials: { appId: settings.appId, apiKey: 'wrong' },
      body: '{"query":"node"}',
    };
    const refused = await threadAnswer(thread, service, search);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.json.toString())).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });

    const closing = openSearchThread({ indexFile: indexFilePath(BUILD_DIR) });
    await closing.close();
    expect(await closing.answer(service.fileGeneration(), search)).toBeUndefined();
  });
});

describe('search routes with a thread', () => {
  let fixture: Fixture;
  let app: FastifyInstance;
  let service: SearchService;
  /** How many answers the thread gave, seen through a wrapper. */
  let threaded = 0;

  const call = (method: 'POST' | 'PUT', url: string, body: unknown, key = API_KEY) =>
    app.inject({
      method,
      url,
      headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': key, 'content-type': 'text/plain' },
      payload: JSON.stringify(body),
    });
  const nbHits = async (indexName: string, query: string) => {
    const response = await call('POST', `/1/indexes/${indexName}/query`, { query });
    expect(response.statusCode).toBe(200);
    return (response.json() as { nbHits: number }).nbHits;
  };
  /** Searches until the thread has answered one more time; returns that answer's nbHits. */
  const nbHitsFromThread = async (query: string) => {
    const before = threaded;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const hits = await nbHits(INDEX_NAME, query);
      if (threaded > before) return hits;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the search thread never answered');
  };

  beforeAll(async () => {
    fixture = makeFixture('search-thread-');
    app = Fastify();
    const indexFile = indexFilePath(fixture.buildDir);
    const credentials = () => ({ appId: APP_ID, apiKey: API_KEY });
    service = openSearchService(app, { indexFile, credentials, adminKey: ADMIN_KEY });
    const thread = openSearchThread({ indexFile, adminKey: ADMIN_KEY });
    const counted: SearchThread = {
      answer: async (generation, search) => {
        const answer = await thread.answer(generation, search);
        if (answer) threaded += 1;
        return answer;
      },
      close: () => thread.close(),
    };
    app.addHook('onClose', () => thread.close());
    await app.register(searchRoutes, { service, credentials, thread: counted });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fixture.cleanup();
  });
  afterEach(() => expect(threaded).toBeGreaterThan(0));
  /** A record of the fixture's page with its own text. */
  const paragraph = (objectID: string, content: string) => ({
    ...readIndexFile(indexFilePath(fixture.buildDir)).records[0],
    objectID,
    type: 'content',
    content,
  });

  it('makes a write searchable at once, and in the thread once it has loaded it', async () => {
    expect(await nbHitsFromThread('quokka')).toBe(0);
    const record = paragraph('quokka-1', 'A quokka wrote this paragraph');
    const write = await call(
      'POST',
      `/1/indexes/${INDEX_NAME}/batch`,
      { requests: [{ action: 'addObject', body: record }] },
      ADMIN_KEY,
    );
    expect(write.statusCode, write.body).toBe(200);
    // The very next search: the thread still holds the old generation, so the main thread answers.
    expect(await nbHits(INDEX_NAME, 'quokka')).toBe(1);
    expect(await nbHitsFromThread('quokka')).toBe(1);
  });

  it('leaves an index uploaded beside the file index to the main thread', async () => {
    const write = await call(
      'POST',
      '/1/indexes/uploaded/batch',
      { requests: [{ action: 'addObject', body: paragraph('w-1', 'Wombat burrows') }] },
      ADMIN_KEY,
    );
    expect(write.statusCode, write.body).toBe(200);
    expect(service.fileGeneration()).toBeUndefined();
    const before = threaded;
    expect(await nbHits('uploaded', 'wombat')).toBe(1);
    expect(await nbHits(INDEX_NAME, 'usenode')).toBeGreaterThan(0);
    expect(threaded).toBe(before);
  });
});
