import { describe, expect, it } from 'vitest';
import {
  assertIndexFits,
  IndexTooLargeError,
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
          'take 412 MiB more. Start it with more memory: NODE_OPTIONS=--max-old-space-size=768.',
      ),
    );
  });
});
