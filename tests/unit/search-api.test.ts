import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { multipleQueries, singleQuery, type ApiContext } from '../../search/api';
import { SearchEngine } from '../../search/engine';
import { StaticSearchApi } from '../../search/static-api';
import { ShardStore } from '../../search/shard-store';
import { shardIndex } from '../../search/index-shards';
import { extractRecords } from '../../search/records';
import { algoliaApiFor } from '../support/algolia-api';
import { MissingIndexError, readIndexFile, writeIndexFile } from '../../search/index-file';
import { createSearchService } from '../../search/service';

const html = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'search-doc-page.html'), 'utf8');
const records = extractRecords({ html, path: '/docs/api/useNode', siteUrl: 'https://craft.js.org' });
const context: ApiContext = { engine: new SearchEngine(records, 'craftjs-docs'), appId: 'APP', apiKey: 'KEY' };
const ok = { appId: 'APP', apiKey: 'KEY' };
const body = (requests: unknown) => JSON.stringify({ requests });
const idx = 'craftjs-docs';

/** Requests the API refuses, each with its exact message. */
const FIELD_ERRORS: Array<[unknown, string]> = [
  [body([5]), 'requests[0] must be an object.'],
  [body([{ indexName: '' }]), 'requests[0].indexName must be a non-empty string.'],
  [body([{ indexName: idx, type: 'facet' }]), 'requests[0].type "facet" is not supported; only "default".'],
  [
    body([{ indexName: idx }, { indexName: idx, hitsPerPage: 1001 }]),
    'requests[1].hitsPerPage must be an integer from 0 to 1000.',
  ],
  [body([{ indexName: idx, params: 5, query: 3 }]), 'requests[0].params must be a URL-encoded string.'],
  [
    body([{ indexName: idx, params: 'hitsPerPage=many' }]),
    'requests[0].hitsPerPage must be an integer from 0 to 1000.',
  ],
  [body([{ indexName: idx, query: 3, page: -1 }]), 'requests[0].query must be a string.'],
  [
    body([{ indexName: idx, attributesToSnippet: ['content:10', 'hierarchy.lvl1:ten'] }]),
    'requests[0].attributesToSnippet: "hierarchy.lvl1:ten" must be "attribute" or "attribute:wordCount".',
  ],
  [
    body([{ indexName: idx, attributesToRetrieve: ['url', 1] }]),
    'requests[0].attributesToRetrieve must be a list of attribute names.',
  ],
  [
    body([{ indexName: idx, ignorePlurals: ['english'] }]),
    'requests[0].ignorePlurals must be true, false or a list of ISO 639-1 language codes.',
  ],
  [body(Array.from({ length: 51 }, () => ({ indexName: idx }))), 'At most 50 requests per call.'],
];

describe('search API: requests', () => {
  it('answers the v5 multi-query form sent as a text/plain string', () => {
    const answer = multipleQueries(
      context,
      ok,
      body([{ indexName: 'craftjs-docs', query: 'setProp', hitsPerPage: 1 }]),
    );
    expect(answer.status).toBe(200);
    const [result] = (answer.body as any).results;
    expect(result).toMatchObject({ query: 'setProp', index: 'craftjs-docs', hitsPerPage: 1, page: 0 });
    expect(result.nbHits).toBeGreaterThan(1);
    expect(result.hits).toHaveLength(1);
  });

  it('accepts an already-parsed JSON body and several requests', () => {
    const answer = multipleQueries(context, ok, {
      requests: [
        { indexName: 'craftjs-docs', query: 'connect' },
        { indexName: 'craftjs-docs', query: 'zzzz' },
      ],
    });
    const results = (answer.body as any).results;
    expect(results.map((r: any) => r.nbHits > 0)).toEqual([true, false]);
  });

  it('reads the legacy `params` string, JSON values included', () => {
    const params = new URLSearchParams({
      query: 'setProp',
      hitsPerPage: '2',
      attributesToRetrieve: JSON.stringify(['url']),
      attributesToSnippet: 'content:3',
      highlightPreTag: '<b>',
      highlightPostTag: '</b>',
    }).toString();
    const answer = multipleQueries(context, ok, body([{ indexName: 'craftjs-docs', params }]));
    const [result] = (answer.body as any).results;
    expect(result.hitsPerPage).toBe(2);
    expect(Object.keys(result.hits[0]).sort()).toEqual(['_highlightResult', '_snippetResult', 'objectID', 'url']);
    expect(JSON.stringify(result.hits)).toContain('<b>setProp</b>');
  });

  it('answers the single-index form', () => {
    const answer = singleQuery(context, ok, 'craftjs-docs', JSON.stringify({ query: 'connect', facets: ['type'] }));
    expect(answer.status).toBe(200);
    expect((answer.body as any).facets.type).toEqual({ content: 1 });
  });

  it('routes only the Algolia paths, with credentials from query parameters or headers', async () => {
    const api = await algoliaApiFor(context);
    const request = async (path: string, query: string, headers = {}) =>
      (
        await api({
          method: 'POST',
          url: query ? `${path}?${query}` : path,
          headers,
          body: body([{ indexName: 'craftjs-docs', query: 'id' }]),
        })
      ).status;
    const keys = 'x-algolia-application-id=APP&x-algolia-api-key=KEY';
    expect(await request('/1/indexes/*/queries', keys)).toBe(200);
    expect(
      await request('/1/indexes/*/queries', '', { 'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'KEY' }),
    ).toBe(200);
    expect(await request('/1/indexes/other/queries', keys)).toBe(404);
    expect((await api({ method: 'GET', url: '/1/indexes/*/queries' })).status).toBe(405);
  });
});

describe('search API: errors are 4xx JSON {message, status}', () => {
  const cases: Array<[string, unknown, number, RegExp]> = [
    ['invalid JSON', '{nope', 400, /not valid JSON/],
    ['a body that is not an object', '[1]', 400, /JSON object/],
    ['no requests array', '{}', 400, /requests/],
    ['an empty requests array', body([]), 400, /must not be empty/],
    ['a request without index', body([{ query: 'x' }]), 400, /indexName/],
    ['an unknown index', body([{ indexName: 'nope', query: 'x' }]), 404, /nope does not exist/],
    ['a query that is not a string', body([{ indexName: 'craftjs-docs', query: 3 }]), 400, /query must be a string/],
    ['a query over 512 characters', body([{ indexName: 'craftjs-docs', query: 'x'.repeat(513) }]), 400, /512/],
    ['hitsPerPage out of range', body([{ indexName: 'craftjs-docs', hitsPerPage: 1001 }]), 400, /hitsPerPage/],
    ['a negative page', body([{ indexName: 'craftjs-docs', page: -1 }]), 400, /page/],
    [
      'a bad snippet word count',
      body([{ indexName: 'craftjs-docs', attributesToSnippet: ['content:ten'] }]),
      400,
      /wordCount/,
    ],
    ['malformed facetFilters', body([{ indexName: 'craftjs-docs', facetFilters: [[1]] }]), 400, /facetFilters/],
    ['a non-string params', body([{ indexName: 'craftjs-docs', params: 5 }]), 400, /params/],
    ['facet search', body([{ indexName: 'craftjs-docs', type: 'facet', facet: 'type' }]), 400, /not supported/],
  ];
  it.each(cases)('rejects %s', (_name, raw, status, message) => {
    const answer = multipleQueries(context, ok, raw);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ message: expect.stringMatching(message), status });
  });

  it('names the first field at fault, under its request, in exact words', () => {
    for (const [raw, message] of FIELD_ERRORS)
      expect(multipleQueries(context, ok, raw).body).toEqual({ message, status: 400 });
    expect(singleQuery(context, ok, idx, '{"clickAnalytics":"yes"}').body).toEqual({
      message: 'body.clickAnalytics must be true or false.',
      status: 400,
    });
  });

  it("the static host's worker refuses each of them with the same status and words", async () => {
    const { manifest, files } = shardIndex({ indexName: 'craftjs-docs', records });
    const store = await ShardStore.open(manifest, async (file) => JSON.parse(files.get(file)!));
    const worker = StaticSearchApi.over(store!);
    for (const [raw, message] of [...FIELD_ERRORS, [body([{ indexName: 'nope' }]), 'Index nope does not exist']]) {
      const server = multipleQueries(context, ok, raw);
      expect(server.body).toMatchObject({ message });
      const answer = await worker.answer('/1/indexes/*/queries', typeof raw === 'string' ? raw : JSON.stringify(raw));
      expect({ status: answer.status, body: JSON.parse(answer.content) }).toEqual(server);
    }
    const single = await worker.answer('/1/indexes/craftjs-docs/query', '{"clickAnalytics":"yes"}');
    expect(JSON.parse(single.content)).toEqual(
      singleQuery(context, ok, 'craftjs-docs', '{"clickAnalytics":"yes"}').body,
    );
  });

  it("reports an unknown index before a later request's bad parameters", () => {
    const answer = multipleQueries(context, ok, body([{ indexName: 'nope' }, { indexName: 'craftjs-docs', page: -1 }]));
    expect(answer).toEqual({ status: 404, body: { message: 'Index nope does not exist', status: 404 } });
  });

  it('rejects wrong or missing credentials with 403', () => {
    for (const credentials of [
      { appId: 'APP', apiKey: 'admin' },
      { appId: undefined, apiKey: undefined },
    ]) {
      const answer = multipleQueries(context, credentials, body([{ indexName: 'craftjs-docs', query: 'x' }]));
      expect(answer).toEqual({ status: 403, body: { message: 'Invalid Application-ID or API key', status: 403 } });
    }
  });

  it('says to run `npm run build` while no index exists', () => {
    const answer = multipleQueries(
      { ...context, engine: null, missingIndexMessage: 'No search index. Run `npm run build`.' },
      ok,
      body([]),
    );
    expect(answer.status).toBe(503);
    expect((answer.body as any).message).toContain('npm run build');
  });
});

describe('index file and service', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes atomically (no temp file left) and reads back', () => {
    const file = path.join(dir, 'index.json');
    writeIndexFile(file, 'craftjs-docs', records);
    expect(fs.readdirSync(dir)).toEqual(['index.json']);
    expect(readIndexFile(file)).toEqual({ indexName: 'craftjs-docs', records });
  });

  it('names `npm run build` when the index is missing', () => {
    expect(() => readIndexFile(path.join(dir, 'missing.json'))).toThrow(MissingIndexError);
    expect(() => readIndexFile(path.join(dir, 'missing.json'))).toThrow(/npm run build/);
  });

  it('the service serves the new index after the file is replaced, and keeps the old one on a bad file', () => {
    const file = path.join(dir, 'live.json');
    const service = createSearchService({ indexFile: file, appId: 'APP', apiKey: 'KEY' });
    try {
      expect(service.context().engine).toBeNull();
      expect(service.context().missingIndexMessage).toMatch(/npm run build/);
      writeIndexFile(file, 'craftjs-docs', records.slice(0, 1));
      service.reload();
      expect(service.context().engine?.size).toBe(1);
      fs.writeFileSync(file, '{"format":1,"indexName":"craftjs-docs","records":[');
      service.reload();
      expect(service.context().engine?.size).toBe(1);
      writeIndexFile(file, 'craftjs-docs', records);
      service.reload();
      expect(service.context().engine?.size).toBe(records.length);
    } finally {
      service.close();
    }
  });
});
