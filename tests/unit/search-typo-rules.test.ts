/*
 * Algolia's typo rules, as its typo-tolerance guides state them, checked through the whole engine:
 * which records a word finds (index lookup), where they rank (typo criterion) and what is marked
 * (highlighting) must agree on one count of typos.
 * - A typo is a missing letter ("hllo" for "hello"), an extra one ("heello"), two swapped letters
 *   ("hlelo") or a wrong one ("heilo"): one typo each.
 * - A query word of 4 letters or more may have one typo (minWordSizefor1Typo, default 4), one of 8 or
 *   more two (minWordSizefor2Typos, default 8); a shorter word must match as typed.
 */
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../search/engine';
import { textRecords } from '../support/textRecords';

const engine = new SearchEngine(
  textRecords([
    'a greeting: hello', // t0
    'the resolves list', // t1: "resovler" is a swap and a wrong letter away, two typos
    'the resolver map', // t2: "resovler" is one swap away, one typo
    'the element tree', // t3
  ]),
  'test',
);

function search(query: string) {
  return engine.search({ query, highlightPreTag: '<em>', highlightPostTag: '</em>', hitsPerPage: 10 });
}
const ids = (query: string) => search(query).hits.map((hit) => hit.objectID);
const content = (query: string, id: string) =>
  (search(query).hits.find((hit) => hit.objectID === id)?._highlightResult as { content: Record<string, unknown> })
    .content;

describe("Algolia's typo rules", () => {
  it("finds and marks the word for each kind of typo in Algolia's list", () => {
    for (const typed of ['hllo', 'heello', 'hlelo', 'heilo']) {
      expect(ids(typed), typed).toEqual(['t0']);
      expect(content(typed, 't0'), typed).toMatchObject({
        value: 'a greeting: <em>hello</em>',
        matchLevel: 'full',
        matchedWords: [typed],
      });
    }
  });

  it('counts a swap as one typo wherever it is, the first two letters included', () => {
    expect(ids('ehllo')).toEqual(['t0']);
    expect(content('ehllo', 't0')).toMatchObject({ value: 'a greeting: <em>hello</em>', matchLevel: 'full' });
  });

  it('ranks a one-swap word before a two-typo word, as any other one-typo word', () => {
    // Positions alone would put t1 first: only the typo count puts the resolver record ahead.
    expect(ids('resovler')).toEqual(['t2', 't1']);
    expect(content('resovler', 't2')).toMatchObject({ value: 'the <em>resolver</em> map', matchLevel: 'full' });
    expect(content('resovler', 't1')).toMatchObject({ value: 'the <em>resolves</em> list', matchLevel: 'full' });
  });

  it('allows one typo from 4 letters, two from 8, and none below 4', () => {
    expect(ids('elemnet')).toEqual(['t3']); // 7 letters, one swap: one typo
    expect(ids('elmenet')).toEqual([]); // 7 letters, two swaps: two typos, one allowed
    expect(ids('eht')).toEqual([]); // 3 letters: "the" only as typed
    expect(ids('rseovler')).toEqual(['t2']); // 8 letters, two swaps: two typos allowed
  });
});
