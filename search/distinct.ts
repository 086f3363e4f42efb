/**
 * Algolia's `distinct`: at most N hits for each value of the index's `attributeForDistinct` (a DocSearch
 * index sets `url_without_anchor`, one value per page), so the headings of one page cannot fill the first
 * places. The best-ranked hits of each value stay, in their order; hits without the attribute all stay.
 * `nbHits` counts what is left, as Algolia's does.
 */
import { topRanked } from './top-ranked';

/** The most Algolia keeps per value: `distinct` takes `true` (1) or a number from 0 to 4. */
export const MAX_DISTINCT = 4;

/** How many hits to keep per value: a query's own `distinct` over the index's; 0 when off. */
export function distinctLimit(setting: unknown, param: boolean | number | undefined): number {
  const value = param ?? setting;
  if (value === true) return 1;
  return typeof value === 'number' ? Math.min(Math.max(0, Math.trunc(value)), MAX_DISTINCT) : 0;
}

/** A record's value at a dotted attribute path (`hierarchy.lvl1`). */
function valueAt(record: object, path: string[]): unknown {
  let value: unknown = record;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Each record's group for an attribute (a number per value, -1 without one), worked out once per index:
 * the index's attributeForDistinct is fixed, and every query then counts groups in an array.
 */
export function distinctGroups(records: object[], attribute: string): Int32Array {
  const path = attribute.split('.');
  const numbers = new Map<string, number>();
  const groups = new Int32Array(records.length);
  records.forEach((record, i) => {
    const value = valueAt(record, path);
    if (value === undefined || value === null) {
      groups[i] = -1;
      return;
    }
    const key = typeof value === 'string' ? value : JSON.stringify(value);
    let group = numbers.get(key);
    if (group === undefined) {
      group = numbers.size;
      numbers.set(key, group);
    }
    groups[i] = group;
  });
  return groups;
}

interface Grouped {
  id: number;
}

/**
 * What distinct leaves of `items`, in their order: the best `limit` items of each group (by `compare`) and
 * every item without a group. One pass, keeping each group's best few, so a query with thousands of matches
 * ranks only these, not every match.
 */
export function keepDistinct<T extends Grouped>(
  items: T[],
  compare: (a: T, b: T) => number,
  groups: Int32Array,
  limit: number,
  /** How many of each group's places earlier items took already. */
  taken?: Map<number, number>,
): T[] {
  // Each group's best items so far, as positions in `items`, best first; equal items keep their order.
  const best = new Map<number, number[]>();
  const loose: number[] = [];
  items.forEach((item, position) => {
    const group = groups[item.id];
    if (group < 0) {
      loose.push(position);
      return;
    }
    const places = limit - (taken?.get(group) ?? 0);
    if (places <= 0) return;
    let list = best.get(group);
    if (!list) best.set(group, (list = []));
    if (list.length === places && compare(item, items[list[places - 1]]) >= 0) return;
    if (list.length === places) list.pop();
    let at = list.length;
    while (at > 0 && compare(item, items[list[at - 1]]) < 0) at -= 1;
    list.splice(at, 0, position);
  });
  const kept = new Uint8Array(items.length);
  for (const position of loose) kept[position] = 1;
  for (const list of best.values()) for (const position of list) kept[position] = 1;
  return items.filter((_, position) => kept[position] === 1);
}

/**
 * The first `count` of what distinct leaves, in rank order, and how many it leaves: the same as ranking
 * `keepDistinct`'s items with a stable sort, without comparing every match. Matches are put in buckets by
 * the ranking's leading criteria (`lead`, cheap numbers, lower first); buckets are ranked in that order,
 * each with `compare`, until the count is reached, so the costly criteria are measured only in the
 * buckets the page reaches. Null when a leading value is not a small integer; then use `keepDistinct`.
 */
export function distinctTop<T extends Grouped>(
  items: T[],
  compare: (a: T, b: T) => number,
  lead: Array<(item: T) => number>,
  groups: Int32Array,
  limit: number,
  count: number,
  /** Told each bucket before it is ranked: where texts load by shard, the bucket's load together. */
  prepare?: (bucket: T[]) => void,
): { top: T[]; kept: number } | null {
  const keys = bucketKeys(items, lead);
  if (!keys) return null;
  // How many distinct leaves needs no order: each group keeps up to `limit`, records without one all stay.
  const sizes = new Map<number, number>();
  let kept = 0;
  for (const item of items) {
    const group = groups[item.id];
    if (group < 0) kept += 1;
    else sizes.set(group, (sizes.get(group) ?? 0) + 1);
  }
  for (const size of sizes.values()) kept += Math.min(size, limit);
  const buckets = new Map<number, T[]>();
  items.forEach((item, position) => {
    const bucket = buckets.get(keys[position]);
    if (bucket) bucket.push(item);
    else buckets.set(keys[position], [item]);
  });
  const taken = new Map<number, number>();
  const top: T[] = [];
  const order = [...buckets.keys()].sort((a, b) => a - b);
  if (prepare)
    prepare(
      reachedBuckets(
        order.map((key) => buckets.get(key)!),
        groups,
        limit,
        count,
      ),
    );
  for (const key of order) {
    if (top.length >= count) break;
    // Each bucket holds its items in input order, so ties fall as keepDistinct and topRanked leave them.
    prepare?.(buckets.get(key)!);
    const left = keepDistinct(buckets.get(key)!, compare, groups, limit, taken);
    for (const item of topRanked(left, count - top.length, compare)) {
      const group = groups[item.id];
      if (group >= 0) taken.set(group, (taken.get(group) ?? 0) + 1);
      top.push(item);
    }
  }
  return { top, kept };
}

/**
 * The items of the buckets the ranking below reaches, told at once (one load of their texts, not one per
 * bucket). A bucket adds what distinct leaves of it, each group's places less those earlier buckets took,
 * until the count is reached: the loop below takes exactly that many from every bucket but its last.
 */
function reachedBuckets<T extends Grouped>(buckets: T[][], groups: Int32Array, limit: number, count: number): T[] {
  const taken = new Map<number, number>();
  const reached: T[] = [];
  let added = 0;
  for (const bucket of buckets) {
    if (added >= count) break;
    reached.push(...bucket);
    const sizes = new Map<number, number>();
    for (const item of bucket) {
      const group = groups[item.id];
      if (group < 0) added += 1;
      else sizes.set(group, (sizes.get(group) ?? 0) + 1);
    }
    for (const [group, size] of sizes) {
      const kept = Math.min(size, Math.max(0, limit - (taken.get(group) ?? 0)));
      taken.set(group, (taken.get(group) ?? 0) + kept);
      added += kept;
    }
  }
  return reached;
}

/** Each item's leading values as one number (mixed radix, lower ranks first), or null when they do not fit one. */
function bucketKeys<T>(items: T[], lead: Array<(item: T) => number>): Float64Array | null {
  const keys = new Float64Array(items.length);
  const values = new Float64Array(items.length);
  let span = 1;
  for (const valueOf of lead) {
    let low = Infinity;
    let high = -Infinity;
    for (let i = 0; i < items.length; i += 1) {
      const v = valueOf(items[i]);
      if (!Number.isInteger(v)) return null;
      if (v < low) low = v;
      if (v > high) high = v;
      values[i] = v;
    }
    if (items.length === 0) break;
    const radix = high - low + 1;
    span *= radix;
    if (span > Number.MAX_SAFE_INTEGER) return null;
    if (radix > 1) for (let i = 0; i < items.length; i += 1) keys[i] = keys[i] * radix + (values[i] - low);
  }
  return keys;
}
