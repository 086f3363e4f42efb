/**
 * Draws cards into the card cache, in a worker thread (see index.ts): started once the docs are
 * loaded, it runs while the bundler works, so the build's end only copies the cards.
 */
import { cardRenderer, type CardInputs } from './card';
import { cardCache } from './card-cache';

export interface CardsToDraw {
  siteDir: string;
  cacheDir: string;
  cards: Array<{ key: string; inputs: CardInputs }>;
}

/** Draws each card that the cache lacks; resolves with the keys it drew and how long that took. */
export async function drawCards({
  siteDir,
  cacheDir,
  cards,
}: CardsToDraw): Promise<{ drawn: string[]; milliseconds: number }> {
  const started = performance.now();
  const cache = cardCache(cacheDir);
  const missing = cards.filter((card) => !cache.has(card.key));
  if (missing.length > 0) {
    const renderer = cardRenderer(siteDir);
    for (const card of missing) cache.write(card.key, await renderer.draw(card.inputs));
  }
  return { drawn: missing.map((card) => card.key), milliseconds: performance.now() - started };
}
