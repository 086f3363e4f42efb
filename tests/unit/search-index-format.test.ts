import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeRecords, encodeRecords, fromStoredFile, toStoredFile } from '../../search/index-format';
import { MissingIndexError, readIndexFile, writeIndexFile } from '../../search/index-file';
import type { DocSearchRecord } from '../../search/records';

const PAGE = 'https://craft.js.org/docs/api/useNode';

function record(id: string, anchor: string | null, lvl2: string | null, content: string | null): DocSearchRecord {
  return {
    objectID: id,
    url: anchor ? `${PAGE}#${anchor}` : PAGE,
    url_without_anchor: PAGE,
    anchor,
    type: content === null ? (lvl2 ? 'lvl2' : 'lvl1') : 'content',
    content,
    hierarchy: { lvl0: 'API Reference', lvl1: 'useNode()', lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    weight: { pageRank: 0, level: content === null ? 90 : 0, position: 3 },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
}

const BUILT = [
  record('a1', null, null, null),
  record('a2', 'setprop', 'setProp', null),
  record('a3', 'setprop', 'setProp', 'Changes a prop of the node.'),
  record('a4', 'setprop', 'setProp', 'A second paragraph.'),
];

describe('the index file stores built records as rows', () => {
  it('decodes to equal records, with the same key order', () => {
    const decoded = decodeRecords(JSON.parse(JSON.stringify(encodeRecords(BUILT))));
    expect(decoded).toEqual(BUILT);
    for (const [i, r] of decoded.entries()) {
      expect(Object.keys(r)).toEqual(Object.keys(BUILT[i]));
      expect(Object.keys(r.hierarchy as object)).toEqual(Object.keys(BUILT[i].hierarchy));
    }
  });

  it('writes each page once and a hierarchy the row before has as 0', () => {
    const stored = encodeRecords(BUILT);
    expect(stored.pages).toEqual([PAGE]);
    expect(stored.shared).toEqual({ language: 'en', docusaurus_tag: 'docs-default-current' });
    expect(stored.records.map((row) => (Array.isArray(row) ? row[5] : 'object'))).toEqual([
      ['API Reference', 'useNode()'],
      ['API Reference', 'useNode()', 'setProp'],
      0,
      0,
    ]);
  });

  it('keeps a record that is not shaped as built (own attributes, another language, a url of its own) as it is', () => {
    const own = { ...record('b1', null, null, 'x'), tags: ['mine'] };
    const french = { ...record('b2', null, null, 'y'), language: 'fr' };
    const elsewhere = { ...record('b3', 'a', null, 'z'), url: 'https://example.com/' };
    const reordered = Object.fromEntries(Object.entries(record('b4', null, null, 'w')).reverse());
    const records = [BUILT[0], own, french, elsewhere, reordered, BUILT[3]];
    const stored = encodeRecords(records);
    expect(stored.records.map(Array.isArray)).toEqual([true, false, false, false, false, true]);
    expect(decodeRecords(JSON.parse(JSON.stringify(stored)))).toEqual(records);
  });

  it('is smaller than the records written whole', () => {
    const many = Array.from({ length: 200 }, (_, i) => record(`r${i}`, `h${i % 9}`, `Heading ${i % 9}`, `Text ${i}`));
    const file = toStoredFile({ indexName: 'craftjs', records: many });
    expect(JSON.stringify(file).length).toBeLessThan(JSON.stringify(many).length * 0.5);
    expect(fromStoredFile(JSON.parse(JSON.stringify(file)))).toEqual({ indexName: 'craftjs', records: many });
  });
});

describe('reading an index file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-format-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives back what was written, settings and synonyms included', () => {
    const file = path.join(dir, 'index.json');
    const synonyms = [{ objectID: 's', type: 'synonym' as const, synonyms: ['save', 'serialize'] }];
    writeIndexFile(file, 'craftjs', BUILT, { settings: { distinct: 2 }, synonyms });
    expect(readIndexFile(file)).toEqual({ indexName: 'craftjs', records: BUILT, settings: { distinct: 2 }, synonyms });
  });

  it('says to rebuild for a file of another format or a row it cannot read', () => {
    const old = path.join(dir, 'old.json');
    fs.writeFileSync(old, JSON.stringify({ format: 1, indexName: 'craftjs', records: BUILT }));
    expect(() => readIndexFile(old)).toThrow(MissingIndexError);
    expect(() => readIndexFile(old)).toThrow(/is not a search index of format 2\. Run `npm run build`/);
    const broken = path.join(dir, 'broken.json');
    const stored = toStoredFile({ indexName: 'craftjs', records: BUILT });
    (stored.records[0] as unknown[])[1] = 7;
    fs.writeFileSync(broken, JSON.stringify(stored));
    expect(() => readIndexFile(broken)).toThrow(MissingIndexError);
  });
});
