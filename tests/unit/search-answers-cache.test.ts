/**
 * The search client's answers cache (src/search/answersCache.ts): the client's in-memory cache, but
 * a cached answer arrives in a later task, so the keystroke that asked paints before its results.
 */
import { describe, expect, it, vi } from 'vitest';
import { createAnswersCache } from '../../src/search/answersCache';

const KEY = { url: '/1/indexes/*/queries', data: { requests: [{ query: 'node' }] } };
const ANSWER = { results: [{ hits: [{ objectID: 'a' }], nbHits: 1 }] };
const drainMicrotasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

describe('the answers cache', () => {
  it('a miss asks for the answer and reports it as missed', async () => {
    const cache = createAnswersCache();
    const miss = vi.fn(async () => {});
    expect(await cache.get(KEY, async () => ANSWER, { miss })).toEqual(ANSWER);
    expect(miss).toHaveBeenCalledWith(ANSWER);
  });

  it('a hit gives a copy of the stored answer, without asking again, in a later task', async () => {
    const cache = createAnswersCache();
    await cache.set(KEY, ANSWER);
    const ask = vi.fn(async () => ({ results: [] }));
    let answered: unknown;
    void cache.get({ ...KEY }, ask).then((value) => (answered = value));
    await drainMicrotasks();
    expect(answered).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toEqual(ANSWER);
    expect(answered).not.toBe(ANSWER);
    expect(ask).not.toHaveBeenCalled();
  });

  it('keys are the requests as JSON: another request is a miss', async () => {
    const cache = createAnswersCache();
    await cache.set(KEY, ANSWER);
    const other = { ...KEY, data: { requests: [{ query: 'nodes' }] } };
    expect(await cache.get(other, async () => 'asked')).toBe('asked');
  });

  it('delete and clear forget answers', async () => {
    const cache = createAnswersCache();
    await cache.set(KEY, ANSWER);
    await cache.set('other', ANSWER);
    await cache.delete(KEY);
    expect(await cache.get(KEY, async () => 'asked')).toBe('asked');
    await cache.clear();
    expect(await cache.get('other', async () => 'asked')).toBe('asked');
  });
});
