import { describe, expect, it } from 'vitest';
import { pagefindPath } from '../../scripts/bench/pagefind';
import { scoreRelevance } from '../../scripts/bench/search';

describe('bench relevance scoring', () => {
  const cases = [
    { query: 'save', expected: ['/docs/a'] },
    { query: 'load', expected: ['/docs/b', '/docs/c'] },
    { query: 'drag', expected: ['/docs/d'] },
    { query: 'drop', expected: ['/docs/e'] },
  ];
  const answers = [
    ['/docs/a', '/docs/x'],
    ['/docs/x', '/docs/y', '/docs/c'],
    ['/docs/1', '/docs/2', '/docs/3', '/docs/d'],
    [],
  ];

  it('scores every engine by the rank of the first expected page among the pages it answers', () => {
    const r = scoreRelevance(cases, (_, i) => answers[i]);
    expect(r).toMatchObject({ queries: 4, successAt1: 0.25, successAt3: 0.5, successAt5: 0.75 });
    expect(r.mrr).toBeCloseTo((1 + 1 / 3 + 1 / 4) / 4, 3);
    expect(r.misses).toEqual(['"drag" → /docs/1, /docs/2, /docs/3', '"drop" → (none)']);
  });

  it("reads Pagefind's result URLs as the relevance sets name pages", () => {
    expect(pagefindPath('/docs/overview/')).toBe('/docs/overview');
    expect(pagefindPath('/docs/api/frame/index.html')).toBe('/docs/api/frame');
    expect(pagefindPath('/docs/faq.html#anchor')).toBe('/docs/faq');
    expect(pagefindPath('/')).toBe('/');
  });
});
