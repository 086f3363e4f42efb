import path from 'node:path';
import browserslist from 'browserslist';
import { describe, expect, it } from 'vitest';
import { expandBaselineQuery, rustReadableBrowserslist } from '../../plugins/rust-browserslist';

const ROOT = path.resolve(__dirname, '../..');

describe('browserslist for Rspack, SWC and Lightning CSS', () => {
  it('expands a Baseline query into one minimum version per browser, naming the same browsers', () => {
    const expanded = expandBaselineQuery('baseline widely available');
    expect(expanded.every((query) => /^[a-z_]+ >= [\d.]+$/.test(query))).toBe(true);
    expect(new Set(expanded.map((query) => query.split(' ')[0]))).toEqual(
      new Set(['and_chr', 'and_ff', 'chrome', 'edge', 'firefox', 'ios_saf', 'safari']),
    );
    expect(browserslist(expanded).sort()).toEqual(browserslist('baseline widely available').sort());
  });

  it('keeps the site production list as it is, Baseline queries expanded', () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const queries = rustReadableBrowserslist(ROOT);
      expect(queries.some((query) => /baseline/i.test(query))).toBe(false);
      expect(queries.at(-1)).toBe('not dead');
      expect(browserslist(queries).sort()).toEqual(browserslist(['baseline widely available', 'not dead']).sort());
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
