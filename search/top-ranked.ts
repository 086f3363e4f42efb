/**
 * The first `count` items in sorted order without sorting them all: a query's page needs 20 hits,
 * while a short prefix or an all-optional query finds most of the index. The order is the one a
 * stable sort would give (equal items keep their input order).
 */
export function topRanked<T>(items: T[], count: number, compare: (a: T, b: T) => number): T[] {
  // A full sort is as cheap when most items are wanted anyway (Array.prototype.sort is stable).
  if (count * 4 >= items.length) return [...items].sort(compare).slice(0, count);
  if (count <= 0) return [];
  // Positions in `items`, so that equal items fall back to their input order.
  const before = (i: number, j: number) => compare(items[i], items[j]) || i - j;
  // A heap whose root is the worst of the best `count` found so far.
  const heap: number[] = [];
  const swap = (a: number, b: number) => ([heap[a], heap[b]] = [heap[b], heap[a]]);
  for (let item = 0; item < items.length; item += 1) {
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (before(heap[i], heap[parent]) <= 0) break;
        swap(i, parent);
        i = parent;
      }
    } else if (before(item, heap[0]) < 0) {
      heap[0] = item;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let worst = i;
        if (left < heap.length && before(heap[left], heap[worst]) > 0) worst = left;
        if (right < heap.length && before(heap[right], heap[worst]) > 0) worst = right;
        if (worst === i) break;
        swap(i, worst);
        i = worst;
      }
    }
  }
  return heap.sort(before).map((i) => items[i]);
}
