import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractRecords } from '../../search/records';
import { algoliaApiFor } from '../support/algolia-api';
import { IndexStore } from '../../search/index-store';
import type { ApiContext } from '../../search/api';

const html = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'search-doc-page.html'), 'utf8');
const records = extractRecords({ html, path: '/docs/api/useNode', siteUrl: 'https://craft.js.org' });

async function setup() {
  const changed: string[] = [];
  const store = new IndexStore((name) => changed.push(name));
  store.load('docs', records);
  const context: ApiContext = {
    engine: store.engineFor('docs')!,
    appId: 'APP',
    apiKey: 'SEARCH',
    adminKey: 'ADMIN',
    store,
  };
  const api = await algoliaApiFor(context);
  const call = (method: string, url: string, body?: unknown, apiKey = 'ADMIN') =>
    api({
      method,
      url,
      headers: { 'x-algolia-application-id': 'APP', 'x-algolia-api-key': apiKey },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  const hits = async (indexName: string, query: string) =>
    ((await call('POST', `/1/indexes/${indexName}/query`, { query }, 'SEARCH')).body as { nbHits: number }).nbHits;
  return { store, call, hits, changed };
}

const fresh = (i: number) => ({
  ...records[0],
  objectID: `fresh-${i}`,
  type: 'content',
  content: `Uploaded paragraph ${i} about quokkas`,
});

describe('search write API (admin key only)', () => {
  it('refuses every write with the public search key or no key, and changes nothing', async () => {
    const { call, hits, changed } = await setup();
    const attempts: Array<[string, string, unknown]> = [
      ['POST', '/1/indexes/docs/batch', { requests: [{ action: 'clear' }] }],
      ['POST', '/1/indexes/docs/operation', { operation: 'move', destination: 'other' }],
      ['PUT', '/1/indexes/docs/settings', { customRanking: [] }],
      ['DELETE', '/1/indexes/docs', undefined],
    ];
    for (const [method, pathname, body] of attempts) {
      for (const key of ['SEARCH', 'wrong', '']) {
        expect(await call(method, pathname, body, key)).toEqual({
          status: 403,
          body: { message: 'Method not allowed with this API key', status: 403 },
        });
      }
    }
    expect(changed).toEqual([]);
    expect(await hits('docs', 'setProp')).toBeGreaterThan(0);
  });

  it('has no writes at all when the server has no admin key', async () => {
    const { store } = await setup();
    const context: ApiContext = { engine: null, appId: 'APP', apiKey: 'SEARCH', store };
    const answer = await (
      await algoliaApiFor(context)
    )({ method: 'DELETE', url: '/1/indexes/docs', headers: { 'x-algolia-application-id': 'APP' } });
    expect(answer.status).toBe(403);
    expect(store.has('docs')).toBe(true);
  });

  it('replaces an index as replaceAllObjects does: copy settings, batch into a temporary index, move it over', async () => {
    const { call, hits, store, changed } = await setup();
    const settings = await call('PUT', '/1/indexes/docs/settings', { customRanking: ['desc(weight.level)'] });
    expect(settings.status).toBe(200);
    const copy = await call('POST', '/1/indexes/docs/operation', {
      operation: 'copy',
      destination: 'docs_tmp',
      scope: ['settings', 'rules', 'synonyms'],
    });
    expect(copy).toMatchObject({ status: 200, body: { taskID: expect.any(Number), updatedAt: expect.any(String) } });
    expect(store.records('docs_tmp')).toEqual([]);
    const batch = await call('POST', '/1/indexes/docs_tmp/batch', {
      requests: [0, 1, 2].map((i) => ({ action: 'addObject', body: fresh(i) })),
    });
    expect(batch).toMatchObject({ status: 200, body: { objectIDs: ['fresh-0', 'fresh-1', 'fresh-2'] } });
    const taskID = (batch.body as { taskID: number }).taskID;
    expect(await call('GET', `/1/indexes/docs_tmp/task/${taskID}`)).toEqual({
      status: 200,
      body: { status: 'published', pendingTask: false },
    });
    // Readers still see the old index until the move.
    expect(await hits('docs', 'quokkas')).toBe(0);
    expect(
      (await call('POST', '/1/indexes/docs_tmp/operation', { operation: 'move', destination: 'docs' })).status,
    ).toBe(200);
    expect(await hits('docs', 'quokkas')).toBe(3);
    expect(await hits('docs', 'setProp')).toBe(0);
    expect(store.has('docs_tmp')).toBe(false);
    expect((await call('GET', '/1/indexes/docs/settings')).body).toEqual({ customRanking: ['desc(weight.level)'] });
    expect(changed).toContain('docs');
  });

  it('updates and deletes single records, clears and deletes indexes', async () => {
    const { call, hits, store } = await setup();
    await call('POST', '/1/indexes/docs/batch', { requests: [{ action: 'updateObject', body: fresh(7) }] });
    expect(await hits('docs', 'quokkas')).toBe(1);
    await call('POST', '/1/indexes/docs/batch', {
      requests: [{ action: 'deleteObject', body: { objectID: 'fresh-7' } }],
    });
    expect(await hits('docs', 'quokkas')).toBe(0);
    await call('POST', '/1/indexes/docs/batch', { requests: [{ action: 'clear' }] });
    expect(store.records('docs')).toEqual([]);
    expect(await call('DELETE', '/1/indexes/docs')).toMatchObject({
      status: 200,
      body: { deletedAt: expect.any(String) },
    });
    expect(await call('POST', '/1/indexes/docs/query', { query: 'x' }, 'SEARCH')).toEqual({
      status: 404,
      body: { message: 'Index docs does not exist', status: 404 },
    });
  });

  it('answers malformed writes with a 4xx that names the problem, and keeps the index', async () => {
    const { call, hits } = await setup();
    const cases: Array<[string, string, unknown, number, RegExp]> = [
      ['POST', '/1/indexes/docs/batch', 'not json', 400, /not valid JSON/],
      ['POST', '/1/indexes/docs/batch', { requests: 'x' }, 400, /requests/],
      ['POST', '/1/indexes/docs/batch', { requests: [{ action: 'explode' }] }, 400, /action must be one of/],
      [
        'POST',
        '/1/indexes/docs/batch',
        { requests: [{ action: 'addObject', body: { objectID: 'a' } }] },
        400,
        /needs a string url/,
      ],
      [
        'POST',
        '/1/indexes/docs/batch',
        { requests: [{ action: 'addObject', body: { ...fresh(1), hierarchy: { lvl0: 1 } } }] },
        400,
        /hierarchy/,
      ],
      ['POST', '/1/indexes/docs/operation', { operation: 'rename', destination: 'x' }, 400, /copy" or "move/],
      ['POST', '/1/indexes/docs/operation', { operation: 'copy', destination: 'x', scope: ['records'] }, 400, /scope/],
      ['POST', '/1/indexes/missing/operation', { operation: 'move', destination: 'docs' }, 404, /does not exist/],
      ['GET', '/1/indexes/docs/task/999999', undefined, 404, /Task does not exist/],
      ['GET', '/1/indexes/nope/settings', undefined, 404, /does not exist/],
      ['PATCH', '/1/indexes/docs/batch', {}, 405, /use POST/],
      ['GET', '/1/indexes/docs', undefined, 405, /use DELETE/],
      ['POST', '/1/keys', {}, 404, /No route/],
    ];
    for (const [method, pathname, body, status, message] of cases) {
      const actual = await call(method, pathname, body);
      expect(actual.status, `${method} ${pathname}`).toBe(status);
      expect((actual.body as { message: string }).message).toMatch(message);
      expect((actual.body as { status: number }).status).toBe(status);
    }
    expect(await hits('docs', 'setProp')).toBeGreaterThan(0);
  });

  it('names the bad operation and field in exact words, and applies none of the batch', async () => {
    const { call, hits, store } = await setup();
    const before = store.records('docs').length;
    const cases: Array<[string, unknown, string]> = [
      ['batch', { requests: [{ action: 'clear' }, 5] }, 'requests[1] must be an object.'],
      [
        'batch',
        { requests: [{ action: 'clear' }, { action: 'explode' }] },
        'requests[1].action must be one of addObject, updateObject, deleteObject, clear, delete.',
      ],
      [
        'batch',
        { requests: [{ action: 'deleteObject', body: { objectID: '' } }] },
        'requests[0].body.objectID must be a string.',
      ],
      ['batch', { requests: [{ action: 'addObject', body: [] }] }, 'requests[0].body must be an object.'],
      [
        'batch',
        { requests: [{ action: 'updateObject', body: { ...fresh(1), objectID: undefined } }] },
        'requests[0].body needs a non-empty string objectID.',
      ],
      [
        'batch',
        { requests: [{ action: 'addObject', body: { ...fresh(1), type: 'lvl0' } }] },
        'requests[0].body needs type: one of lvl1, lvl2, lvl3, lvl4, lvl5, lvl6, content.',
      ],
      [
        'batch',
        { requests: [{ action: 'addObject', body: { ...fresh(1), weight: { pageRank: 0, level: 0 } } }] },
        'requests[0].body needs weight {pageRank, level, position} of numbers.',
      ],
      ['operation', { operation: 'move', destination: 'x', scope: ['settings'] }, 'scope applies to copy only.'],
      ['operation', { operation: 'copy', destination: '' }, 'destination must be a non-empty index name.'],
      [
        'operation',
        { operation: 'copy', destination: 'x', scope: 'settings' },
        'scope must be a list of settings, synonyms, rules.',
      ],
    ];
    for (const [kind, body, message] of cases)
      expect(await call('POST', `/1/indexes/docs/${kind}`, body)).toEqual({
        status: 400,
        body: { message, status: 400 },
      });
    expect(store.records('docs')).toHaveLength(before);
    expect(await hits('docs', 'setProp')).toBeGreaterThan(0);
  });

  it('keeps attributes a writer adds beyond the DocSearch fields', async () => {
    const { call, store } = await setup();
    const record = { ...fresh(2), tags: ['hooks'], hierarchy: { ...records[0].hierarchy, extra: 'kept' } };
    expect(
      (await call('POST', '/1/indexes/docs/batch', { requests: [{ action: 'addObject', body: record }] })).status,
    ).toBe(200);
    expect(store.records('docs').find((r) => r.objectID === 'fresh-2')).toEqual(record);
  });
});
