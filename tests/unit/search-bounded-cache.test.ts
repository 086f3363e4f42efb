/**
 * The engine's caches hold at most their number of entries, least recently used out first, though
 * they no longer allocate room for all of them up front (search/bounded-cache.ts).
 */
import { describe, expect, it } from 'vitest';
import { boundedCache } from '../../search/bounded-cache';

describe('the engine caches', () => {
  it('keep at most their number of entries, dropping the least recently used', () => {
    const cache = boundedCache<string, number>(3);
    for (const [key, value] of Object.entries({ a: 1, b: 2, c: 3 })) cache.set(key, value);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd']);
  });

  it('stay bounded over many entries', () => {
    const cache = boundedCache<number, number>(1000);
    for (let i = 0; i < 50_000; i += 1) cache.set(i, i);
    expect(cache.size).toBe(1000);
    expect(cache.get(49_999)).toBe(49_999);
    expect(cache.get(48_999)).toBeUndefined();
  });
});
