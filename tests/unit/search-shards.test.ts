import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractRecords, type DocSearchRecord } from '../../search/records';
import { shardIndex, writeIndexShards } from '../../search/index-shards';
import { ShardStore } from '../../search/shard-store';
import { StaticSearchApi } from '../../search/static-api';
import { MissingShards } from '../../search/missing-shards';
import { SearchEngine } from '../../search/engine';
import { ALGOLIA_INDEX_SETTINGS } from '../../search/algolia-settings';
import type { IndexFile } from '../../search/index-format';
import type { ShardManifest } from '../../search/shard-format';
import { SEARCH_SHARDS_MANIFEST } from '../../config/search';

const html = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'search-doc-page.html'), 'utf8');
const page = (route: string) => extractRecords({ html, path: route, siteUrl: 'https://craft.js.org' });
const written = page('/docs/api/written');
/**
 * Two built pages, a title record with keywords, records a writer sent (an attribute of its own, a
 * position that is no whole number) between records of one page.
 */
const RECORDS: DocSearchRecord[] = [
  ...page('/docs/api/useNode'),
  { ...page('/docs/api/other')[0], keywords: ['save the page', 'store'] },
  ...page('/docs/api/other').slice(1),
  written[1],
  { ...written[2], objectID: 'written-1', tags: ['mine'] } as DocSearchRecord,
  written[3],
  { ...written[4], weight: { ...written[4].weight, position: 4.5 } },
  written[5],
];
const INDEX: IndexFile = {
  indexName: 'craftjs-docs',
  records: RECORDS,
  settings: { ...ALGOLIA_INDEX_SETTINGS },
  synonyms: [{ objectID: 'save', type: 'synonym', synonyms: ['save', 'store', 'persist'] }],
};

/** Small shards, so that a page of records makes several of each kind. */
const SIZES = { wordPostings: 40, records: 30, textChars: 300 };

/** A store over `index`'s shards, recording every shard file it reads. */
async function openStore(index: IndexFile = INDEX) {
  const { manifest, files } = shardIndex(index, SIZES);
  const read: string[] = [];
  const store = await ShardStore.open(JSON.parse(JSON.stringify(manifest)), async (file) => {
    read.push(file);
    const text = files.get(file);
    if (text === undefined) throw new Error(`404 ${file}`);
    return JSON.parse(text);
  });
  return { store: store!, manifest, files, read };
}

/** The word shard holding `word`: the last one whose first word is at or before it. */
const shardOf = (m: ShardManifest, word: string) => m.wordShards.filter(([first]) => first <= word).at(-1)![1];

const modal = (query: string) =>
  JSON.stringify({
    requests: [
      {
        indexName: 'craftjs-docs',
        query,
        hitsPerPage: 20,
        attributesToSnippet: ['content:10'],
        facetFilters: ['language:en'],
      },
    ],
  });

describe('the index in shards', () => {
  it('gives back every record, with the same attributes in the same order, once its texts are loaded', async () => {
    const { store, manifest } = await openStore();
    expect(store.records).toHaveLength(RECORDS.length);
    // Headings carry their objectID in the record shard; body texts wait for their text shard.
    expect(() => store.records.map((r) => r.content)).toThrow(MissingShards);
    await store.loadShards(manifest.textShards.map(([, file]) => file));
    store.records.forEach((record, id) => {
      expect(JSON.stringify(record)).toBe(JSON.stringify(RECORDS[id]));
      expect({ ...record }).toEqual(RECORDS[id]);
    });
  });

  it('puts every word in one word shard, in word order, and each page in text shards of its own', () => {
    const { manifest, files } = shardIndex(INDEX, SIZES);
    const firsts = manifest.wordShards.map(([first]) => first);
    expect(firsts).toEqual([...firsts].sort());
    expect(manifest.wordShards.length).toBeGreaterThan(3);
    // Each shard holds its words' postings in word order: from its first word up to the next shard's.
    const sorted = [...manifest.words].sort();
    manifest.wordShards.forEach(([first, file], k) => {
      const next = manifest.wordShards[k + 1]?.[0];
      const words = sorted.filter((word) => word >= first && (next === undefined || word < next));
      expect(words[0]).toBe(first);
      expect((JSON.parse(files.get(file)!) as { words: unknown[] }).words).toHaveLength(words.length);
    });
    for (const [from, file] of manifest.textShards) {
      const { texts } = JSON.parse(files.get(file)!) as { texts: unknown[] };
      const pages = new Set(RECORDS.slice(from, from + texts.length).map((r) => r.url_without_anchor));
      expect(pages.size).toBe(1);
    }
    const named = [...manifest.wordShards, ...manifest.recordShards, ...manifest.textShards].map(([, file]) => file);
    expect(new Set(named)).toEqual(new Set(files.keys()));
  });

  it('keeps shards of equal content as one file, which loads both', async () => {
    // Two pages whose body texts (objectIDs included) are the same: their text shards are one file.
    const [title, text] = [RECORDS[0], RECORDS.find((r) => r.type === 'content')!];
    const twice = ['/docs/a', '/docs/b'].flatMap((route) =>
      [title, { ...text, objectID: 'same', content: 'The same words twice.' }].map((r) => ({
        ...r,
        url: `https://craft.js.org${route}`,
        url_without_anchor: `https://craft.js.org${route}`,
        anchor: null,
      })),
    );
    const { store, manifest } = await openStore({ ...INDEX, records: twice });
    const texts = manifest.textShards.map(([, file]) => file);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toBe(texts[1]);
    const answer = await StaticSearchApi.over(store).answer('/1/indexes/*/queries', modal('twice'));
    const hits = (JSON.parse(answer.content) as { results: Array<{ hits: Array<{ content: string }> }> }).results[0]
      .hits;
    expect(hits.map((hit) => hit.content)).toEqual(['The same words twice.', 'The same words twice.']);
  });

  it('answers every query as the engine over the whole index does, reading only the shards it needs', async () => {
    const { store, manifest, read } = await openStore();
    const worker = StaticSearchApi.over(store);
    const whole = new StaticSearchApi(INDEX);
    const queries = [
      's',
      'se',
      'setprop',
      'usenode',
      'nod',
      'conect',
      'store the page',
      '"the node"',
      'node -prop',
      '',
    ];
    for (const query of queries) {
      const before = read.length;
      const answer = await worker.answer('/1/indexes/*/queries', modal(query));
      const expected = await whole.answer('/1/indexes/*/queries', modal(query));
      const times = /"processingTimeMS":\d+/g;
      expect(answer.content.replace(times, ''), query).toBe(expected.content.replace(times, ''));
      if (query === 's') {
        // One letter: the shards of its words, and the text shards of its hits with a body text.
        const letter = new Set(manifest.words.filter((w) => w.startsWith('s')).map((w) => shardOf(manifest, w)));
        const words = read.slice(before).filter((file) => file.startsWith('words-'));
        expect(new Set(words)).toEqual(letter);
        expect(letter.size).toBeLessThan(manifest.wordShards.length);
        const hits = (JSON.parse(answer.content) as { results: Array<{ hits: unknown[] }> }).results[0].hits;
        expect(read.length - before - words.length).toBeLessThanOrEqual(hits.length);
      }
    }
  });

  it('throws MissingShards naming the shards a search lacks, all at once, and changes nothing it keeps', async () => {
    const { store } = await openStore();
    const engine = new SearchEngine(store.records, 'craftjs-docs', { parts: store.parts });
    let missing: readonly string[] = [];
    try {
      engine.search({ query: 'node' });
    } catch (error) {
      expect(error).toBeInstanceOf(MissingShards);
      missing = (error as MissingShards).shards;
    }
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((file) => file.startsWith('words-'))).toBe(true);
    await store.loadShards(missing);
    const texts = (() => {
      try {
        engine.search({ query: 'node', hitsPerPage: 50 });
        return [];
      } catch (error) {
        return (error as MissingShards).shards;
      }
    })();
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.every((file) => file.startsWith('texts-'))).toBe(true);
    await store.loadShards(texts);
    const whole = new SearchEngine(RECORDS, 'craftjs-docs');
    const { processingTimeMS: _a, ...answer } = engine.search({ query: 'node', hitsPerPage: 50 });
    const { processingTimeMS: _b, ...expected } = whole.search({ query: 'node', hitsPerPage: 50 });
    expect(answer).toEqual(expected);
  });

  it('refuses a shard it does not name, one that fails to load, and a load that brings nothing new', async () => {
    const { store, manifest } = await openStore();
    await expect(store.loadShards(['words-000000000000.json'])).rejects.toThrow(
      'words-000000000000.json is no shard of this index.',
    );
    const [, text] = manifest.textShards[0];
    await store.loadShards([text]);
    await expect(store.loadShards([text])).rejects.toThrow(`Search data still missing after loading ${text}.`);
    const broken = await ShardStore.open(manifest, async (file) => {
      if (file.startsWith('words-')) throw new Error(`404 ${file}`);
      return JSON.parse(shardIndex(INDEX, SIZES).files.get(file)!);
    });
    await expect(StaticSearchApi.over(broken!).answer('/1/indexes/*/queries', modal('node'))).rejects.toThrow('404');
  });

  it('searches at the same time that need one shard fetch it once', async () => {
    const { store, read } = await openStore();
    const worker = StaticSearchApi.over(store);
    const before = read.length;
    const answers = await Promise.all(
      ['node', 'node', 'nodes'].map((q) => worker.answer('/1/indexes/*/queries', modal(q))),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const fetched = read.slice(before);
    expect(fetched.length).toBeGreaterThan(0);
    expect(new Set(fetched).size).toBe(fetched.length);
  });

  it('a shard that failed to load is asked for again by the next search', async () => {
    const { manifest, files } = shardIndex(INDEX, SIZES);
    let down = true;
    const store = await ShardStore.open(manifest, async (file) => {
      if (down && file.startsWith('words-')) throw new Error(`503 ${file}`);
      return JSON.parse(files.get(file)!);
    });
    const worker = StaticSearchApi.over(store!);
    await expect(worker.answer('/1/indexes/*/queries', modal('node'))).rejects.toThrow('503');
    down = false;
    const answer = await worker.answer('/1/indexes/*/queries', modal('node'));
    const expected = await new StaticSearchApi(INDEX).answer('/1/indexes/*/queries', modal('node'));
    const times = /"processingTimeMS":\d+/g;
    expect(answer.content.replace(times, '')).toBe(expected.content.replace(times, ''));
  });

  it('an index without records has no shards, and answers with no hits', async () => {
    const { store, manifest } = await openStore({ ...INDEX, records: [] });
    expect([manifest.wordShards, manifest.recordShards, manifest.textShards]).toEqual([[], [], []]);
    const answer = await StaticSearchApi.over(store).answer('/1/indexes/*/queries', modal('node'));
    expect(JSON.parse(answer.content).results[0]).toMatchObject({ hits: [], nbHits: 0 });
  });

  it('is not a manifest when the format or the lists are wrong', async () => {
    const { manifest } = shardIndex(INDEX, SIZES);
    const load = async () => ({});
    expect(await ShardStore.open({ ...manifest, format: 2 }, load)).toBeNull();
    expect(await ShardStore.open({ ...manifest, words: undefined }, load)).toBeNull();
    expect(await ShardStore.open(null, load)).toBeNull();
  });

  it('names shards by their content: a changed body text changes its text shard, its record shard and its words only', () => {
    const before = shardIndex(INDEX, SIZES);
    const at = RECORDS.findIndex((r) => r.content?.includes('node'));
    const changed = RECORDS.map((r, i) => (i === at ? { ...r, content: r.content!.replace(/\bnode\b/, 'frame') } : r));
    const after = shardIndex({ ...INDEX, records: changed }, SIZES);
    const gone = [...before.files.keys()].filter((file) => !after.files.has(file));
    const kinds = gone.map((file) => file.split('-')[0]);
    expect(kinds.filter((k) => k === 'texts')).toHaveLength(1);
    // Its record shard changes only if the text's length (distinct spellings) does.
    expect(kinds.filter((k) => k === 'records').length).toBeLessThanOrEqual(1);
    const words = new Set(['node', 'frame'].map((word) => shardOf(before.manifest, word)));
    expect(gone.filter((file) => file.startsWith('words-')).every((file) => words.has(file))).toBe(true);
    expect(gone.length).toBeLessThan(before.files.size / 2);
  });

  describe('writeIndexShards', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shards-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('writes the manifest and every shard, after emptying the folder', () => {
      const folder = path.join(dir, path.dirname(SEARCH_SHARDS_MANIFEST));
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'words-stale00000000.json'), '{}');
      const { files } = writeIndexShards(folder, INDEX);
      expect(fs.readdirSync(folder).sort()).toEqual([...files.keys(), 'manifest.json'].sort());
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, SEARCH_SHARDS_MANIFEST), 'utf8'));
      expect(manifest.records).toBe(RECORDS.length);
      expect(manifest.synonyms).toEqual(INDEX.synonyms);
    });
  });
});
