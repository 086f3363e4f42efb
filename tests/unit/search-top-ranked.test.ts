import { describe, expect, it } from 'vitest';
import { topRanked } from '../../search/top-ranked';

/** A small deterministic generator, so a failure can be replayed. */
function numbers(count: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % 50;
  });
}

describe('topRanked', () => {
  const byValue = (a: { value: number }, b: { value: number }) => a.value - b.value;

  it.each([
    [1000, 20],
    [1000, 1],
    [37, 20],
    [5, 20],
    [200, 0],
  ])('picks the first %i → %i items exactly as a stable sort orders them', (count, wanted) => {
    for (let seed = 1; seed <= 5; seed += 1) {
      // Many equal values: their input order must survive.
      const items = numbers(count, seed).map((value, position) => ({ value, position }));
      const expected = [...items].sort(byValue).slice(0, wanted);
      expect(topRanked(items, wanted, byValue)).toEqual(expected);
    }
  });

  it('leaves its input as it was', () => {
    const items = numbers(300, 7).map((value, position) => ({ value, position }));
    const copy = [...items];
    topRanked(items, 10, byValue);
    expect(items).toEqual(copy);
  });
});
