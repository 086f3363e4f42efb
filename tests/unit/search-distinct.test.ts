import { describe, expect, it } from 'vitest';
import { multipleQueries, type ApiContext } from '../../search/api';
import { SearchEngine } from '../../search/engine';
import { textRecords } from '../support/textRecords';

/** Five sections of page A answer "drop", then one of page B, then two of page C. */
const PAGES = ['a', 'a', 'a', 'a', 'a', 'b', 'c', 'c'];
const records = textRecords(PAGES.map((_, i) => `drop rule number ${i}`)).map((record, i) => ({
  ...record,
  url: `https://craft.js.org/docs/${PAGES[i]}#s${i}`,
  url_without_anchor: `https://craft.js.org/docs/${PAGES[i]}`,
}));
const settings = { attributeForDistinct: 'url_without_anchor', distinct: 2 };
const engine = new SearchEngine(records, 'docs', { settings });
const pageOf = (hit: object) => new URL(String((hit as { url?: unknown }).url)).pathname;

describe('search engine: distinct', () => {
  it('keeps the two best records of each page, in rank order, so the first places name different pages', () => {
    const answer = engine.search({ query: 'drop' });
    expect(answer.hits.map((hit) => hit.objectID)).toEqual(['t0', 't1', 't5', 't6', 't7']);
    expect(answer.hits.map(pageOf)).toEqual(['/docs/a', '/docs/a', '/docs/b', '/docs/c', '/docs/c']);
    expect(answer.nbHits).toBe(5);
  });

  it('takes a query’s own distinct over the index’s: true keeps one, 0 and false keep all', () => {
    expect(engine.search({ query: 'drop', distinct: true }).hits.map(pageOf)).toEqual([
      '/docs/a',
      '/docs/b',
      '/docs/c',
    ]);
    expect(engine.search({ query: 'drop', distinct: 0 }).nbHits).toBe(8);
    expect(engine.search({ query: 'drop', distinct: false }).hits).toHaveLength(8);
  });

  it('pages through what distinct leaves, even when one page fills the ranked headroom', () => {
    const crowded = textRecords(Array.from({ length: 30 }, (_, i) => `drop ${i}`)).map((record, i) => ({
      ...record,
      url_without_anchor: `https://craft.js.org/docs/${i < 25 ? 'big' : `small${i}`}`,
    }));
    const one = new SearchEngine(crowded, 'docs', {
      settings: { attributeForDistinct: 'url_without_anchor', distinct: 1 },
    });
    const first = one.search({ query: 'drop', hitsPerPage: 3 });
    expect(first.hits.map((hit) => hit.objectID)).toEqual(['t0', 't25', 't26']);
    expect(first.nbHits).toBe(6);
    expect(first.nbPages).toBe(2);
    expect(one.search({ query: 'drop', hitsPerPage: 3, page: 1 }).hits.map((hit) => hit.objectID)).toEqual([
      't27',
      't28',
      't29',
    ]);
  });

  it('answers a query as when every match is ranked, though it makes only the ones its page reaches', () => {
    // 240 records over 12 pages: headings and texts with the words at different levels and places.
    const words = ['drop', 'dropping', 'dropped', 'drag', 'dropzone', 'drops', 'render'];
    const many = textRecords(
      Array.from({ length: 240 }, (_, i) => `${words[i % 7]} then ${words[(i * 3) % 7]} rule ${i % 13}`),
    ).map((record, i) => ({
      ...record,
      url: `https://craft.js.org/docs/p${i % 12}#s${i}`,
      url_without_anchor: `https://craft.js.org/docs/p${i % 12}`,
      hierarchy: { ...record.hierarchy, lvl1: `Page ${i % 12}`, lvl2: i % 5 === 0 ? words[i % 7] : null },
      weight: { pageRank: 0, level: i % 5 === 0 ? 80 : 0, position: i },
    }));
    const big = new SearchEngine(many, 'docs', {
      settings: { attributeForDistinct: 'url_without_anchor', distinct: 2 },
      // Queries answered by synonyms too: a word no record has, and a word with one that has more records.
      synonyms: [
        { objectID: 'paint', type: 'synonym', synonyms: ['paint', 'render'] },
        { objectID: 'move', type: 'onewaysynonym', input: 'rule', synonyms: ['drag'] },
        { objectID: 'typo', type: 'altcorrection1', word: 'drops', corrections: ['dropzone'] },
      ],
    });
    // A filter every record passes takes the path that ranks every match.
    const everyMatch = { facetFilters: ['language:en'] };
    const without = (answer: ReturnType<SearchEngine['search']>) => ({ ...answer, processingTimeMS: 0 });
    for (const query of [
      'd',
      'dr',
      'dro',
      'drop',
      'drpo',
      'r',
      'rule',
      'drop r',
      'rule d',
      'dropped then dr',
      'drp rul',
      'paint',
      'paint d',
      'rule paint',
      'drops then',
      'then rule',
    ]) {
      for (const page of [0, 1, 2]) {
        const asked = { query, hitsPerPage: 5, page };
        const answer = big.search(asked);
        expect(answer.hits.length, `${query} page ${page}`).toBeGreaterThan(0);
        expect(without(answer), `${query} page ${page}`).toEqual(without(big.search({ ...asked, ...everyMatch })));
      }
    }
  });

  it('is off without an attributeForDistinct, as in Algolia', () => {
    expect(new SearchEngine(records, 'docs', { settings: { distinct: 2 } }).search({ query: 'drop' }).nbHits).toBe(8);
  });

  it('accepts distinct in a request and refuses a value Algolia refuses, with 400', () => {
    const context: ApiContext = { engine, appId: 'APP', apiKey: 'KEY' };
    const run = (request: Record<string, unknown>) =>
      multipleQueries(
        context,
        { appId: 'APP', apiKey: 'KEY' },
        JSON.stringify({ requests: [{ indexName: 'docs', query: 'drop', ...request }] }),
      );
    expect((run({ params: 'distinct=1' }).body as any).results[0].nbHits).toBe(3);
    expect((run({ distinct: false }).body as any).results[0].nbHits).toBe(8);
    for (const bad of [5, -1, 'two', 1.5]) {
      const answer = run({ distinct: bad });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: 'requests[0].distinct must be true, false or an integer from 0 to 4.',
        status: 400,
      });
    }
  });
});
