/**
 * Algolia's proximity criterion: for each pair of consecutive matched units, the smallest distance
 * between their words within one attribute (1 when adjacent), at most 8, summed.
 */
import { wordPositions, type RecordWords } from './record-words';
import { wordsOf, type UnitMatch } from './unit-match';

/** Algolia's proximity counts at most this distance between two words. */
const MAX_PROXIMITY = 8;

export function proximity(text: RecordWords, matches: Array<UnitMatch | null>): number {
  let matchedCount = 0;
  for (const m of matches) if (m !== null) matchedCount += 1;
  if (matchedCount < 2) return 0;
  const positions = wordPositions(text);
  // For each matched unit, the position lists of its words; a word answering several units stands
  // for the last of them. The distance between two units is the smallest over their lists' pairs,
  // what one merged list per unit would give, without merging.
  let sum = 0;
  let previous: number[][] | undefined;
  for (let u = 0; u < matches.length; u += 1) {
    const match = matches[u];
    if (match === null) continue;
    const lists: number[][] = [];
    for (const word of wordsOf(match)) {
      if (claimedLater(word, matches, u)) continue;
      const at = positions.get(word);
      if (at) lists.push(at);
    }
    if (previous) sum += closestOfLists(previous, lists);
    previous = lists;
  }
  return sum;
}

/** True when a later matched unit also lists the word (the word then stands for that one). */
function claimedLater(word: string, matches: Array<UnitMatch | null>, unit: number): boolean {
  for (let v = unit + 1; v < matches.length; v += 1) {
    const match = matches[v];
    if (match !== null && wordsOf(match).includes(word)) return true;
  }
  return false;
}

function closestOfLists(a: number[][], b: number[][]): number {
  let best = MAX_PROXIMITY;
  for (const x of a) for (const y of b) best = Math.min(best, closest(x, y));
  return best;
}

/** The smallest distance between two ascending position lists, at most MAX_PROXIMITY. */
function closest(a: number[], b: number[]): number {
  let best = MAX_PROXIMITY;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length && best > 0) {
    const distance = a[i] - b[j];
    if (Math.abs(distance) < best) best = Math.abs(distance);
    if (distance < 0) i += 1;
    else j += 1;
  }
  return best;
}
