/**
 * The engine's caches: least recently used out first, at most `entries` of them. Bounded by size
 * (one per entry) rather than by lru-cache's `max`, which allocates room for every entry up front:
 * for the engine's caches of 10,000 and 20,000 entries that took several milliseconds of an engine
 * built in a reader's browser, before its first answer.
 */
import { LRUCache } from 'lru-cache';

// lru-cache keys and values are never null or undefined.
export function boundedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  entries: number,
): LRUCache<K, V> {
  return new LRUCache<K, V>({ maxSize: entries, sizeCalculation: () => 1 });
}
