import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractRecords } from '../../search/records';
import { algoliaApiFor } from '../support/algolia-api';
import { IndexStore } from '../../search/index-store';
import { readSynonymsFile } from '../../search/synonyms-file';
import type { ApiContext } from '../../search/api';
import type { Synonym } from '../../search/synonym-types';

const html = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'search-doc-page.html'), 'utf8');
const records = extractRecords({ html, path: '/docs/api/useNode', siteUrl: 'https://craft.js.org' });
const SYNONYM: Synonym = { objectID: 'hook', type: 'synonym', synonyms: ['hook', 'use'] };

async function setup() {
  const changed: string[] = [];
  const store = new IndexStore((name) => changed.push(name));
  store.load('docs', records, { settings: { hitsPerPage: 5 }, synonyms: [SYNONYM] });
  const context: ApiContext = {
    engine: store.engineFor('docs')!,
    appId: 'APP',
    apiKey: 'SEARCH',
    adminKey: 'ADMIN',
    store,
  };
  const api = await algoliaApiFor(context);
  const call = (method: string, pathname: string, body?: unknown, query = '') =>
    api({
      method,
      url: query ? `${pathname}?${query}` : pathname,
      headers: { 'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'ADMIN' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { store, call, changed };
}

describe('synonyms and settings in the index store', () => {
  it('keeps synonyms through replaceAllObjects (copy with scopes, batch, move), and drops them with the index', async () => {
    const { call, store } = await setup();
    expect(
      (
        await call('POST', '/1/indexes/docs/operation', {
          operation: 'copy',
          destination: 'docs_tmp',
          scope: ['settings', 'rules', 'synonyms'],
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('POST', '/1/indexes/docs_tmp/batch', { requests: [{ action: 'addObject', body: records[0] }] }))
        .status,
    ).toBe(200);
    expect(
      (await call('POST', '/1/indexes/docs_tmp/operation', { operation: 'move', destination: 'docs' })).status,
    ).toBe(200);
    expect(store.extras('docs')).toEqual({ settings: { hitsPerPage: 5 }, synonyms: [SYNONYM] });
    expect(store.records('docs')).toHaveLength(1);
    // A copy limited to settings leaves synonyms behind; a batch `clear` keeps them; `delete` drops them.
    await call('POST', '/1/indexes/docs/operation', {
      operation: 'copy',
      destination: 'settings-only',
      scope: ['settings'],
    });
    expect(store.extras('settings-only').synonyms).toEqual([]);
    await call('POST', '/1/indexes/docs/batch', { requests: [{ action: 'clear' }] });
    expect(store.extras('docs').synonyms).toEqual([SYNONYM]);
    await call('POST', '/1/indexes/docs/batch', { requests: [{ action: 'delete' }] });
    expect(store.extras('docs')).toEqual({ settings: {}, synonyms: [] });
  });

  it('validates settings by type, keeps other Algolia settings as sent, and changes nothing on a bad body', async () => {
    const { call, store, changed } = await setup();
    const bad: Array<[unknown, string]> = [
      [
        { removeWordsIfNoResults: 'some' },
        'body.removeWordsIfNoResults: Invalid option: expected one of "none"|"lastWords"|"firstWords"|"allOptional"',
      ],
      [{ ignorePlurals: 'yes' }, 'body.ignorePlurals: Invalid input'],
      [{ ranking: ['words', 3] }, 'body.ranking[1]: Invalid input: expected string, received number'],
      [{ hitsPerPage: 0 }, 'body.hitsPerPage: Too small: expected number to be >=1'],
      [['a'], 'Body must be a JSON object.'],
    ];
    for (const [body, message] of bad) {
      expect(await call('PUT', '/1/indexes/docs/settings', body)).toEqual({
        status: 400,
        body: { message, status: 400 },
      });
    }
    expect(changed).toEqual([]);
    expect(
      (
        await call('PUT', '/1/indexes/docs/settings', {
          removeWordsIfNoResults: 'allOptional',
          ignorePlurals: ['en'],
          unknownSetting: { a: 1 },
        })
      ).status,
    ).toBe(200);
    expect(store.settings('docs')).toEqual({
      hitsPerPage: 5,
      removeWordsIfNoResults: 'allOptional',
      ignorePlurals: ['en'],
      unknownSetting: { a: 1 },
    });
  });

  it('checks the query flags of synonym calls', async () => {
    const { call, changed } = await setup();
    expect(await call('POST', '/1/indexes/docs/synonyms/batch', [SYNONYM], 'replaceExistingSynonyms=yes')).toEqual({
      status: 400,
      body: { message: 'replaceExistingSynonyms must be true or false.', status: 400 },
    });
    expect((await call('POST', '/1/indexes/docs/synonyms/hook', undefined)).status).toBe(405);
    expect(changed).toEqual([]);
  });
});

describe('the curated synonyms file', () => {
  it('is a valid list of Algolia synonyms with unique objectIDs', async () => {
    const synonyms = readSynonymsFile(path.join(__dirname, '..', '..', 'search', 'synonyms.json'));
    expect(new Set(synonyms.map((s) => s.objectID)).size).toBe(synonyms.length);
  });

  it('stops with the entry and field named when an entry is wrong or an objectID repeats', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'synonyms-file-'));
    const file = path.join(dir, 'synonyms.json');
    try {
      fs.writeFileSync(file, JSON.stringify([SYNONYM, { objectID: 'x', type: 'onewaysynonym', synonyms: ['a'] }]));
      expect(() => readSynonymsFile(file)).toThrow(
        `${file} is not a list of Algolia synonyms: synonyms[1].input: Invalid input: expected string, received undefined`,
      );
      fs.writeFileSync(file, JSON.stringify([SYNONYM, SYNONYM]));
      expect(() => readSynonymsFile(file)).toThrow('objectID "hook" is used twice.');
      fs.writeFileSync(file, '[{');
      expect(() => readSynonymsFile(file)).toThrow(`${file} could not be read as JSON`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
