/**
 * Whether this process can hold an index: the engine builds its word structures as queries reach
 * them, so an index too large for the heap would load and then fail mid-search. Refused at load
 * instead, with what to do.
 */
import v8 from 'node:v8';

/**
 * Heap one record takes once every word of it has been searched: 12.0 KiB each for this site's 2,436
 * records after every typed prefix of the three relevance sets (BENCHMARKS.md, the service at size).
 */
export const SEARCH_BYTES_PER_RECORD = 12 * 1024;

const MIB = 2 ** 20;

export class IndexTooLargeError extends Error {}

/** Throws IndexTooLargeError when `records` need more heap than this process may still take. */
export function assertIndexFits(
  file: string,
  records: number,
  heap: Pick<v8.HeapInfo, 'heap_size_limit' | 'used_heap_size'> = v8.getHeapStatistics(),
): void {
  const needed = records * SEARCH_BYTES_PER_RECORD;
  const free = heap.heap_size_limit - heap.used_heap_size;
  if (needed <= free) return;
  const suggested = Math.ceil((heap.used_heap_size + needed) / MIB / 256) * 256;
  throw new IndexTooLargeError(
    `${file} holds ${records} records; searching them takes about ${Math.ceil(needed / MIB)} MiB, ` +
      `and this process may take ${Math.floor(free / MIB)} MiB more. ` +
      `Start it with more memory: NODE_OPTIONS=--max-old-space-size=${suggested}.`,
  );
}
