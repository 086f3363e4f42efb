import { describe, expect, it } from 'vitest';
import { allowedTypos, editDistance } from '../../search/text';

/** The textbook table (optimal string alignment: Levenshtein plus adjacent swaps), for comparison. */
function typoTable(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

describe('editDistance within a typo budget', () => {
  it('counts substitutions, insertions, deletions and swaps', () => {
    expect(editDistance('node', 'node', 2)).toBe(0);
    expect(editDistance('node', 'mode', 2)).toBe(1);
    expect(editDistance('node', 'nodes', 2)).toBe(1);
    expect(editDistance('nodes', 'node', 2)).toBe(1);
    expect(editDistance('serialize', 'serailize', 2)).toBe(1);
    expect(editDistance('connect', 'conect', 1)).toBe(1);
  });

  /*
   * Algolia's typo-tolerance guide lists the kinds of typo it forgives, one typo each: a missing
   * letter ("hllo" → "hello"), an extra letter ("heello"), swapped letters ("hlelo") and a wrong
   * letter ("heilo"). Words of 4 letters or more may have one typo (minWordSizefor1Typo, default 4),
   * words of 8 or more two (minWordSizefor2Typos, default 8), and shorter words none.
   */
  it("counts Algolia's documented typos, swapped letters included, as one each", () => {
    for (const typed of ['hllo', 'heello', 'hlelo', 'heilo']) expect(editDistance(typed, 'hello', 2), typed).toBe(1);
    // A swap is one typo wherever it is in the word, first letters included.
    expect(editDistance('ehllo', 'hello', 2)).toBe(1);
    expect(editDistance('helol', 'hello', 2)).toBe(1);
    expect(editDistance('resovler', 'resolver', 1)).toBe(1);
    // Two swaps are two typos: only a word of 8 letters or more may have them.
    expect(editDistance('deserilaize', 'deserialize', 1)).toBe(1);
    expect(editDistance('desreilaize', 'deserialize', 2)).toBe(2);
    expect(editDistance('desreilaize', 'deserialize', 1)).toBe(2);
    expect(allowedTypos('hlelo')).toBe(1);
    expect(allowedTypos('hel')).toBe(0);
    expect(allowedTypos('resovler')).toBe(2);
  });

  it('answers budget + 1 for anything further', () => {
    expect(editDistance('node', 'editor', 2)).toBe(3);
    expect(editDistance('node', 'mod', 1)).toBe(2);
    expect(editDistance('useNode', 'useEditor', 0)).toBe(1);
  });

  it('agrees with the full table on random words, for every budget', () => {
    // A fixed-seed generator: the same words every run.
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const word = () =>
      Array.from({ length: 1 + Math.floor(random() * 9) }, () => 'abcde'[Math.floor(random() * 5)]).join('');
    for (let n = 0; n < 3000; n += 1) {
      const a = word();
      const b = random() < 0.5 ? word() : a.slice(0, Math.floor(random() * a.length)) + word().slice(0, 2);
      const exact = typoTable(a, b);
      for (const budget of [0, 1, 2])
        expect(editDistance(a, b, budget), `${a} / ${b}`).toBe(Math.min(exact, budget + 1));
    }
  });
});
