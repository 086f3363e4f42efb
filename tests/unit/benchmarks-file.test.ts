import { describe, expect, it } from 'vitest';
import { LATEST_END, LATEST_START, withLatestRun } from '../../scripts/bench/benchmarks-file';

describe('BENCHMARKS.md', () => {
  it('gets the latest run in place of the previous one, and keeps the history below it', () => {
    const before = `# Benchmarks\n\n${LATEST_START}\nold table\n${LATEST_END}\n\n## History\n\n- main.js 110 → 101.6 KiB\n`;
    const after = withLatestRun(before, '| new | table |');
    expect(after).toBe(
      `# Benchmarks\n\n${LATEST_START}\n| new | table |\n${LATEST_END}\n\n## History\n\n- main.js 110 → 101.6 KiB\n`,
    );
  });

  it('is started when missing', () => {
    expect(withLatestRun(undefined, 'table')).toBe(`# Benchmarks\n\n${LATEST_START}\ntable\n${LATEST_END}\n`);
  });

  it('is not overwritten when its markers are gone: the history would be lost', () => {
    expect(() => withLatestRun('# Benchmarks\n\n## History\n', 'table')).toThrow(/lost its markers/);
  });
});
