/** Small statistics for noisy measurements: medians and ranges, never a single run. */

/** Runs that produced no value (NaN: e.g. a Lighthouse run without an LCP) are left out. */
export function percentile(values: number[], p: number): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const median = (values: number[]) => percentile(values, 50);

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export function formatSpread(s: Spread, unit = '', digits = 1): string {
  const f = (v: number) => `${round(v, digits)}${unit}`;
  return s.min === s.max ? f(s.median) : `${f(s.median)} (${f(s.min)}–${f(s.max)})`;
}
