import { describe, expect, it } from 'vitest';
import { bucketKeys, distinctTop, keepDistinct, reachedBuckets } from '../../search/distinct';
import { topRanked } from '../../search/top-ranked';

/** A small deterministic generator, so a failure can be replayed. */
function numbers(count: number, seed: number, range: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % range;
  });
}

interface Item {
  id: number;
  words: number;
  attribute: number;
  detail: number;
}

// Ranked by words (more first), then attribute, then a detail only the full comparison reads.
const compare = (a: Item, b: Item) => b.words - a.words || a.attribute - b.attribute || a.detail - b.detail;
const lead = [(item: Item) => -item.words, (item: Item) => item.attribute];

/** `count` items with leading values and details drawn from `seed`, over `groupCount` groups. */
function randomItems(count: number, seed: number, groupCount: number): { items: Item[]; groups: Int32Array } {
  const words = numbers(count, seed, 3);
  const attributes = numbers(count, seed + 10, 4);
  const details = numbers(count, seed + 20, 5);
  // Every eleventh record has no group (-1): those all stay.
  const groups = Int32Array.from(numbers(count, seed + 30, groupCount), (g, i) => (i % 11 === 0 ? -1 : g));
  const items = words.map((w, id) => ({ id, words: w, attribute: attributes[id], detail: details[id] }));
  return { items, groups };
}

describe('distinctTop', () => {
  it.each([
    [500, 20, 2, 30],
    [500, 40, 1, 8],
    [60, 20, 2, 60],
    [7, 20, 4, 3],
    [300, 0, 2, 10],
  ])(
    'gives %i items’ first %i (distinct %i over %i groups) as keepDistinct and a stable sort do',
    (count, wanted, limit, groupCount) => {
      for (let seed = 1; seed <= 5; seed += 1) {
        const { items, groups } = randomItems(count, seed, groupCount);
        const kept = keepDistinct(items, compare, groups, limit);
        expect(distinctTop(items, compare, lead, groups, limit, wanted)).toEqual({
          top: topRanked(kept, wanted, compare),
          kept: kept.length,
        });
      }
    },
  );

  it('measures the full comparison only in the buckets the page reaches', () => {
    const items = numbers(1000, 3, 50).map((detail, id) => ({ id, words: id < 30 ? 2 : 1, attribute: 0, detail }));
    let compared = 0;
    const counting = (a: Item, b: Item) => ((compared += 1), compare(a, b));
    const groups = Int32Array.from(items, (_, id) => id);
    const { top } = distinctTop(items, counting, lead, groups, 2, 20)!;
    expect(top.every((item) => item.words === 2)).toBe(true);
    expect(compared).toBeLessThan(300);
  });

  it.each([
    [500, 20, 2, 30],
    [500, 10, 1, 8],
    [300, 10, 4, 100],
  ])(
    'marks, from keys and groups alone, the items whose ranking gives %i items’ first %i (distinct %i over %i groups)',
    (count, wanted, limit, groupCount) => {
      for (let seed = 1; seed <= 5; seed += 1) {
        const { items, groups } = randomItems(count, seed, groupCount);
        const keys = bucketKeys(
          items.length,
          lead.map((valueOf) => Float64Array.from(items, valueOf)),
        )!;
        const { reached, kept } = reachedBuckets(keys, (i) => groups[items[i].id], limit, wanted);
        const marked = items.filter((_, i) => reached[i] === 1);
        expect(marked.length).toBeLessThan(items.length);
        expect(kept).toBe(keepDistinct(items, compare, groups, limit).length);
        expect(distinctTop(marked, compare, lead, groups, limit, wanted)!.top).toEqual(
          distinctTop(items, compare, lead, groups, limit, wanted)!.top,
        );
      }
    },
  );

  it('declines leading values that are not integers, for keepDistinct to rank', () => {
    const items = [{ id: 0, words: 1.5, attribute: 0, detail: 0 }];
    expect(distinctTop(items, compare, lead, new Int32Array([0]), 2, 20)).toBeNull();
  });
});
