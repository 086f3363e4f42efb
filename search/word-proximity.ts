/**
 * Algolia's proximity criterion: for each pair of consecutive matched units, the smallest distance
 * between their words within one attribute (1 when adjacent), at most 8, summed.
 */
import { wordPositions, type RecordWords } from './record-words';
import { wordsOf, type UnitMatch } from './unit-match';

/** Algolia's proximity counts at most this distance between two words. */
const MAX_PROXIMITY = 8;

export function proximity(text: RecordWords, matches: Array<UnitMatch | null>): number {
  const matched = matches.filter((m): m is UnitMatch => m !== null);
  if (matched.length < 2) return 0;
  // A word answering several units stands for the last of them.
  const unitOf = new Map<string, number>();
  matched.forEach((m, u) => wordsOf(m).forEach((w) => unitOf.set(w, u)));
  const positions = wordPositions(text);
  const unitPositions: number[][] = matched.map(() => []);
  for (const [word, unit] of unitOf) {
    const at = positions.get(word);
    if (at) unitPositions[unit] = unitPositions[unit].length === 0 ? at : mergeSorted(unitPositions[unit], at);
  }
  let sum = 0;
  for (let u = 0; u + 1 < matched.length; u += 1) sum += closest(unitPositions[u], unitPositions[u + 1]);
  return sum;
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

function mergeSorted(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++]);
  return out;
}
