import { describe, expect, it } from 'vitest';
import { runError, type LhResult } from '../../scripts/bench/lighthouse';

const scored = (performance: number | null): LhResult => ({
  categories: { performance: { score: performance } },
  audits: {},
});

describe('bench: a Lighthouse run it could not score', () => {
  it('is an error with its reason, never a score of 0', () => {
    expect(runError(null)).toBe('no result');
    expect(runError({ ...scored(null), runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } })).toBe(
      'NO_FCP: The page did not paint',
    );
    expect(runError(scored(null))).toBe('no performance score');
  });

  it('lets a scored run through, a low score included', () => {
    expect(runError(scored(0.93))).toBeUndefined();
    expect(runError(scored(0))).toBeUndefined();
  });
});
