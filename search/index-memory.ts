/**
 * Whether this process can hold an index: the engine builds its word structures as queries reach
 * them, so an index too large for the heap would load and then fail mid-search. Refused at load
 * instead, with what to do.
 */
import v8 from 'node:v8';

/**
 * Heap an index takes once every word of it has been searched: a part for its words, shared by all records, and
 * a part per record. Measured after every typed prefix of the three relevance sets: 32 MiB for this site's 2,564
 * records, 188 MiB for 102,560 (its pages copied 40 times); the figures are about twice that, for sites whose
 * vocabulary grows with their pages (BENCHMARKS.md, the service at size).
 */
export const SEARCH_FIXED_BYTES = 64 * 2 ** 20;
export const SEARCH_BYTES_PER_RECORD = 3 * 1024;

const MIB = 2 ** 20;

/** What the server holds besides its index (its code, Fastify, the site's pages in flight), rounded up. */
const SERVER_BYTES = 128 * MIB;

/**
 * The heap to start a server with whose one engine should stay small (`SEARCH_THREAD=0`, DEPLOY.md): what the
 * load check asks for `records`, and the server's own, in MiB rounded up to 256. A heap capped near what is
 * live makes the engine's garbage go at once instead of piling up.
 */
export function leanHeapMiB(records: number): number {
  const needed = SEARCH_FIXED_BYTES + records * SEARCH_BYTES_PER_RECORD + SERVER_BYTES;
  return Math.ceil(needed / MIB / 256) * 256;
}

export class IndexTooLargeError extends Error {}

/** Throws IndexTooLargeError when `records` need more heap than this process may still take. */
export function assertIndexFits(
  file: string,
  records: number,
  heap: Pick<v8.HeapInfo, 'heap_size_limit' | 'used_heap_size'> = v8.getHeapStatistics(),
): void {
  const needed = SEARCH_FIXED_BYTES + records * SEARCH_BYTES_PER_RECORD;
  const free = heap.heap_size_limit - heap.used_heap_size;
  if (needed <= free) return;
  // The heap DEPLOY.md gives this many records, or more where the process already holds more.
  const suggested = Math.max(leanHeapMiB(records), Math.ceil((heap.used_heap_size + needed) / MIB / 256) * 256);
  throw new IndexTooLargeError(
    `${file} holds ${records} records; searching them takes about ${Math.ceil(needed / MIB)} MiB, ` +
      `and this process may take ${Math.floor(free / MIB)} MiB more. ` +
      `Start it with more memory: NODE_OPTIONS=--max-old-space-size=${suggested}.`,
  );
}
