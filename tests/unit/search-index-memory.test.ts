import { describe, expect, it } from 'vitest';
import { assertIndexFits, IndexTooLargeError, SEARCH_BYTES_PER_RECORD } from '../../search/index-memory';

const MIB = 2 ** 20;

describe('an index too large for the heap', () => {
  const heap = { heap_size_limit: 512 * MIB, used_heap_size: 100 * MIB };

  it('is loaded while its records fit in the heap left', () => {
    const fitting = Math.floor((412 * MIB) / SEARCH_BYTES_PER_RECORD);
    expect(() => assertIndexFits('build/search-index.json', fitting, heap)).not.toThrow();
  });

  it('is refused with its size, the room left, and the heap to start with', () => {
    expect(() => assertIndexFits('build/search-index.json', 50_000, heap)).toThrow(
      new IndexTooLargeError(
        'build/search-index.json holds 50000 records; searching them takes about 586 MiB, and this process may ' +
          'take 412 MiB more. Start it with more memory: NODE_OPTIONS=--max-old-space-size=768.',
      ),
    );
  });
});
