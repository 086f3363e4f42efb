import { describe, expect, it } from 'vitest';
import {
  assertIndexFits,
  IndexTooLargeError,
  leanHeapMiB,
  SEARCH_BYTES_PER_RECORD,
  SEARCH_FIXED_BYTES,
} from '../../search/index-memory';

const MIB = 2 ** 20;

describe('an index too large for the heap', () => {
  const heap = { heap_size_limit: 512 * MIB, used_heap_size: 100 * MIB };

  it('is loaded while its records fit in the heap left', () => {
    const fitting = Math.floor((412 * MIB - SEARCH_FIXED_BYTES) / SEARCH_BYTES_PER_RECORD);
    expect(() => assertIndexFits('build/search-index.json', fitting, heap)).not.toThrow();
    expect(() => assertIndexFits('build/search-index.json', fitting + 1, heap)).toThrow(IndexTooLargeError);
  });

  it('lets 1,000 pages of this site load in a 512 MiB heap (102,560 records took 188 MiB once searched)', () => {
    expect(() => assertIndexFits('build/search-index.json', 102_560, heap)).not.toThrow();
  });

  it('is refused with its size, the room left, and the heap to start with', () => {
    expect(() => assertIndexFits('build/search-index.json', 200_000, heap)).toThrow(
      new IndexTooLargeError(
        'build/search-index.json holds 200000 records; searching them takes about 650 MiB, and this process may ' +
          'take 412 MiB more. Start it with more memory: NODE_OPTIONS=--max-old-space-size=1024.',
      ),
    );
  });
});

describe('the heap a lean server starts with', () => {
  it('is 512 MiB for 1,000 pages of this site and 256 MiB for the site itself, in steps of 256 MiB', () => {
    expect(leanHeapMiB(102_560)).toBe(512);
    expect(leanHeapMiB(2_564)).toBe(256);
    expect(leanHeapMiB(200_000)).toBe(1024);
  });

  it('passes the load check with what a server holds before its index (the records parsed, 80 MiB at 102,560)', () => {
    for (const [records, usedMiB] of [
      [2_564, 32],
      [102_560, 80],
      [200_000, 128],
    ]) {
      const heap = { heap_size_limit: leanHeapMiB(records) * MIB, used_heap_size: usedMiB * MIB };
      expect(() => assertIndexFits('build/search-index.json', records, heap), `${records} records`).not.toThrow();
    }
  });
});
