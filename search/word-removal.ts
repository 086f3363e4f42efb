/** Algolia's removeWordsIfNoResults: which query units may go unmatched when nothing matches them all. */
import type { Relevance } from './relevance-settings';

/** Algolia removes at most this many words with lastWords / firstWords. */
const MAX_REMOVED_WORDS = 5;

/**
 * Which units must match, in the order removeWordsIfNoResults tries them: lastWords lets go of the
 * last required word, then the one before, up to 5; firstWords the same from the start;
 * allOptional asks for any one word. The words of each attempt still count when they match.
 */
export function* relaxations(required: boolean[], strategy: Relevance['removeWordsIfNoResults']): Generator<boolean[]> {
  yield required;
  const positions = required.flatMap((r, i) => (r ? [i] : []));
  if (strategy === 'allOptional') {
    yield required.map(() => false);
  } else if (strategy === 'lastWords' || strategy === 'firstWords') {
    const order = strategy === 'lastWords' ? [...positions].reverse() : positions;
    const mask = [...required];
    for (const position of order.slice(0, Math.min(MAX_REMOVED_WORDS, positions.length - 1))) {
      mask[position] = false;
      yield [...mask];
    }
  }
}
