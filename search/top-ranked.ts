/**
 * The first `count` items in sorted order without sorting them all: a query's page needs 20 hits,
 * while a short prefix or an all-optional query finds most of the index. The order is the one a
 * stable sort would give (equal items keep their input order).
 */
export function topRanked<T>(items: T[], count: number, compare: (a: T, b: T) => number): T[] {
  // A full sort is as cheap when most items are wanted anyway.
  // (Array.prototype.sort is stable.)
  if (count * 4 >= items.length) return [...items].sort(compare).slice(0, count);
  if (count <= 0) return [];
  const order = new Map<T, number>();
  items.forEach((item, i) => order.set(item, i));
  const before = (a: T, b: T) => compare(a, b) || order.get(a)! - order.get(b)!;
  // A heap whose root is the worst of the best `count` found so far.
  const heap: T[] = [];
  const worse = (i: number, j: number) => before(heap[i], heap[j]) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j], heap[i]]);
  const siftDown = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && worse(left, worst)) worst = left;
      if (right < heap.length && worse(right, worst)) worst = right;
      if (worst === i) return;
      swap(i, worst);
      i = worst;
    }
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (!worse(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (before(item, heap[0]) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(before);
}
