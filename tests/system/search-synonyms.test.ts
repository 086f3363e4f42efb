/**
 * The synonyms API of the production server, driven by the official `algoliasearch` client as an
 * operator would: every call, the admin key only, saved to the index file (so a restart keeps it),
 * and a bad body answered with a 4xx that leaves the file byte for byte as it was.
 */
import fs from 'node:fs';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexFilePath, readIndexFile } from '../../search/index-file';
import type { Synonym } from '../../search/synonym-types';
import {
  ADMIN_KEY,
  API_KEY,
  APP_ID,
  INDEX_NAME,
  makeFixture,
  startFixtureServer,
  type Fixture,
  type ServerProcess,
} from './support/fixture-server';

const REGULAR: Synonym = { objectID: 'component-widget', type: 'synonym', synonyms: ['component', 'widget', 'block'] };
const ONE_WAY: Synonym = { objectID: 'drag-move', type: 'onewaysynonym', input: 'move', synonyms: ['drag'] };
const CORRECTION: Synonym = { objectID: 'craft-typo', type: 'altcorrection1', word: 'craft', corrections: ['carft'] };
const PLACEHOLDER: Synonym = {
  objectID: 'level',
  type: 'placeholder',
  placeholder: '<level>',
  replacements: ['one', 'two'],
};

const clientFor = (server: ServerProcess, apiKey: string) =>
  // One host, no retries elsewhere: an error is the server's own answer.
  algoliasearch(APP_ID, apiKey, {
    hosts: [{ url: `127.0.0.1:${server.port}`, protocol: 'http', accept: 'readWrite' }],
  });

describe('synonyms API with the official algoliasearch client', () => {
  let fixture: Fixture;
  let server: ServerProcess;
  let admin: ReturnType<typeof clientFor>;
  const file = () => indexFilePath(fixture.buildDir);

  beforeAll(async () => {
    fixture = makeFixture('search-synonyms-');
    server = await startFixtureServer(fixture.buildDir, { SEARCH_ADMIN_API_KEY: ADMIN_KEY });
    admin = clientFor(server, ADMIN_KEY);
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
    fixture?.cleanup();
  });

  it('saveSynonyms stores a batch of every type; getSynonym returns each as sent', async () => {
    const saved = await admin.saveSynonyms({
      indexName: INDEX_NAME,
      synonymHit: [REGULAR, ONE_WAY, CORRECTION, PLACEHOLDER],
      forwardToReplicas: true,
    });
    expect(saved).toEqual({ taskID: expect.any(Number), updatedAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(saved.updatedAt))).toBe(false);
    await admin.waitForTask({ indexName: INDEX_NAME, taskID: saved.taskID });
    for (const synonym of [REGULAR, ONE_WAY, CORRECTION, PLACEHOLDER]) {
      expect(await admin.getSynonym({ indexName: INDEX_NAME, objectID: synonym.objectID })).toEqual(synonym);
    }
    expect(readIndexFile(file()).synonyms).toEqual([REGULAR, ONE_WAY, CORRECTION, PLACEHOLDER]);
  });

  it('saveSynonym adds or replaces one by objectID and answers with its id', async () => {
    const changed: Synonym = { ...REGULAR, synonyms: ['component', 'element'] };
    const answer = await admin.saveSynonym({ indexName: INDEX_NAME, objectID: REGULAR.objectID, synonymHit: changed });
    expect(answer).toEqual({ taskID: expect.any(Number), updatedAt: expect.any(String), id: REGULAR.objectID });
    expect(await admin.getSynonym({ indexName: INDEX_NAME, objectID: REGULAR.objectID })).toEqual(changed);
    // The client's camelCase type name is stored as Algolia's lowercase one.
    await admin.saveSynonym({
      indexName: INDEX_NAME,
      objectID: 'frame-canvas',
      synonymHit: { objectID: 'frame-canvas', type: 'oneWaySynonym', input: 'frame', synonyms: ['canvas'] },
    });
    expect(await admin.getSynonym({ indexName: INDEX_NAME, objectID: 'frame-canvas' })).toEqual({
      objectID: 'frame-canvas',
      type: 'onewaysynonym',
      input: 'frame',
      synonyms: ['canvas'],
    });
  });

  it('searchSynonyms finds by word and type, with nbHits and pages', async () => {
    const byWord = await admin.searchSynonyms({ indexName: INDEX_NAME, searchSynonymsParams: { query: 'ELEMENT' } });
    expect(byWord).toEqual({ hits: [{ ...REGULAR, synonyms: ['component', 'element'] }], nbHits: 1 });
    const oneWay = await admin.searchSynonyms({
      indexName: INDEX_NAME,
      searchSynonymsParams: { type: 'onewaysynonym' },
    });
    expect(oneWay.nbHits).toBe(2);
    expect(oneWay.hits.map((hit) => hit.objectID)).toEqual(['drag-move', 'frame-canvas']);
    const all = await admin.searchSynonyms({ indexName: INDEX_NAME });
    expect(all.nbHits).toBe(5);
    const secondPage = await admin.searchSynonyms({
      indexName: INDEX_NAME,
      searchSynonymsParams: { hitsPerPage: 2, page: 1 },
    });
    expect(secondPage).toEqual({ hits: [CORRECTION, PLACEHOLDER], nbHits: 5 });
  });

  it('refuses every synonym call with the public search key (403), and changes nothing', async () => {
    const before = fs.readFileSync(file());
    const search = clientFor(server, API_KEY);
    const calls = [
      () => search.saveSynonyms({ indexName: INDEX_NAME, synonymHit: [REGULAR] }),
      () => search.saveSynonym({ indexName: INDEX_NAME, objectID: REGULAR.objectID, synonymHit: REGULAR }),
      () => search.getSynonym({ indexName: INDEX_NAME, objectID: REGULAR.objectID }),
      () => search.searchSynonyms({ indexName: INDEX_NAME }),
      () => search.deleteSynonym({ indexName: INDEX_NAME, objectID: REGULAR.objectID }),
      () => search.clearSynonyms({ indexName: INDEX_NAME }),
    ];
    for (const call of calls) {
      await expect(call()).rejects.toMatchObject({ status: 403, message: 'Method not allowed with this API key' });
    }
    expect(fs.readFileSync(file()).equals(before)).toBe(true);
  });

  it('answers a bad synonym body with a 400 naming the field, and leaves the index file byte-identical', async () => {
    const before = fs.readFileSync(file());
    const bad: Array<[() => Promise<unknown>, string]> = [
      // The second entry is bad: the first must not be saved either.
      [
        () =>
          admin.saveSynonyms({
            indexName: INDEX_NAME,
            synonymHit: [
              { objectID: 'ok', type: 'synonym', synonyms: ['a', 'b'] },
              { objectID: 'x', type: 'synonym', synonyms: 'a,b' as never },
            ],
          }),
        'body[1].synonyms: ',
      ],
      [
        () =>
          admin.saveSynonyms({
            indexName: INDEX_NAME,
            synonymHit: [{ objectID: 'x', type: 'onewaysynonym', synonyms: ['a'] }],
          }),
        'body[0].input: ',
      ],
      [
        () =>
          admin.saveSynonyms({
            indexName: INDEX_NAME,
            synonymHit: [{ objectID: 'x', type: 'regular' as never, synonyms: ['a', 'b'] }],
          }),
        'body[0].type: ',
      ],
      [
        () =>
          admin.saveSynonyms({
            indexName: INDEX_NAME,
            synonymHit: [{ objectID: 'x', type: 'synonym', synonyms: ['a', 'x'.repeat(201)] }],
          }),
        'body[0].synonyms[1]: ',
      ],
      [
        () =>
          admin.saveSynonym({
            indexName: INDEX_NAME,
            objectID: 'one',
            synonymHit: { objectID: 'two', type: 'synonym', synonyms: ['a', 'b'] },
          }),
        'body.objectID "two" differs from the objectID in the path.',
      ],
      [
        () =>
          admin.saveSynonym({
            indexName: INDEX_NAME,
            objectID: 'one',
            synonymHit: { objectID: 'one', type: 'altcorrection2', word: 'a', corrections: [] },
          }),
        'body.corrections: ',
      ],
      [
        () => admin.searchSynonyms({ indexName: INDEX_NAME, searchSynonymsParams: { hitsPerPage: 0 } }),
        'body.hitsPerPage: ',
      ],
    ];
    for (const [call, message] of bad) {
      const error = await call().then(
        () => null,
        (caught: { status: number; message: string }) => caught,
      );
      expect(error?.status).toBe(400);
      expect(error?.message.startsWith(message), error?.message).toBe(true);
    }
    // Raw bodies the client would never send: not JSON, and over the per-index limit.
    const raw = (body: string) =>
      fetch(`${server.url}/1/indexes/${INDEX_NAME}/synonyms/batch`, {
        method: 'POST',
        headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': ADMIN_KEY },
        body,
      });
    const notJson = await raw('[{"objectID":');
    expect([notJson.status, await notJson.json()]).toEqual([400, { message: 'Body is not valid JSON.', status: 400 }]);
    const tooMany = await raw(
      JSON.stringify(
        Array.from({ length: 10_001 }, (_, i) => ({ objectID: `s${i}`, type: 'synonym', synonyms: ['a', 'b'] })),
      ),
    );
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toMatch(
      /^body: Too big: expected array to have <=10000 items/,
    );
    expect(fs.readFileSync(file()).equals(before)).toBe(true);
  });

  it('getSynonym and deleteSynonym answer 404 for an unknown synonym', async () => {
    await expect(admin.getSynonym({ indexName: INDEX_NAME, objectID: 'nope' })).rejects.toMatchObject({
      status: 404,
      message: 'Synonym set does not exist',
    });
    await expect(admin.deleteSynonym({ indexName: INDEX_NAME, objectID: 'nope' })).rejects.toMatchObject({
      status: 404,
      message: 'Synonym set does not exist',
    });
  });

  it('keeps synonyms across a restart, and copies them with operation scope "synonyms"', async () => {
    await server.stop();
    server = await startFixtureServer(fixture.buildDir, { SEARCH_ADMIN_API_KEY: ADMIN_KEY });
    admin = clientFor(server, ADMIN_KEY);
    expect((await admin.searchSynonyms({ indexName: INDEX_NAME })).nbHits).toBe(5);
    expect(await admin.getSynonym({ indexName: INDEX_NAME, objectID: CORRECTION.objectID })).toEqual(CORRECTION);

    const copied = await admin.operationIndex({
      indexName: INDEX_NAME,
      operationIndexParams: { operation: 'copy', destination: 'synonyms-copy', scope: ['synonyms'] },
    });
    await admin.waitForTask({ indexName: 'synonyms-copy', taskID: copied.taskID });
    expect((await admin.searchSynonyms({ indexName: 'synonyms-copy' })).nbHits).toBe(5);
    // Synonyms only: no records came along.
    expect((await admin.searchSingleIndex({ indexName: 'synonyms-copy', searchParams: { query: '' } })).nbHits).toBe(0);
  }, 30_000);

  it('deleteSynonym removes one; clearSynonyms removes the rest, saved to the file', async () => {
    const deleted = await admin.deleteSynonym({ indexName: INDEX_NAME, objectID: PLACEHOLDER.objectID });
    expect(deleted).toEqual({ taskID: expect.any(Number), deletedAt: expect.any(String) });
    expect((await admin.searchSynonyms({ indexName: INDEX_NAME })).nbHits).toBe(4);
    const cleared = await admin.clearSynonyms({ indexName: INDEX_NAME, forwardToReplicas: true });
    expect(cleared).toEqual({ taskID: expect.any(Number), updatedAt: expect.any(String) });
    expect(await admin.searchSynonyms({ indexName: INDEX_NAME })).toEqual({ hits: [], nbHits: 0 });
    expect(readIndexFile(file()).synonyms).toBeUndefined();
    // The records are untouched.
    expect(
      (await admin.searchSingleIndex({ indexName: INDEX_NAME, searchParams: { query: 'setProp' } })).nbHits,
    ).toBeGreaterThan(0);
  });

  it('saveSynonyms with replaceExistingSynonyms keeps only the new batch', async () => {
    await admin.saveSynonyms({ indexName: INDEX_NAME, synonymHit: [REGULAR, ONE_WAY] });
    await admin.saveSynonyms({ indexName: INDEX_NAME, synonymHit: [CORRECTION], replaceExistingSynonyms: true });
    expect(await admin.searchSynonyms({ indexName: INDEX_NAME })).toEqual({ hits: [CORRECTION], nbHits: 1 });
  });
});
