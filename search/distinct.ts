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
  const keys = bucketKeys(
    items.length,
    lead.map((valueOf) => Float64Array.from(items, valueOf)),
  );
  if (!keys) return null;
  const { reached, kept } = reachedBuckets(keys, (i) => groups[items[i].id], limit, count);
  const buckets = new Map<number, T[]>();
  items.forEach((item, position) => {
    const bucket = buckets.get(keys[position]);
    if (bucket) bucket.push(item);
    else buckets.set(keys[position], [item]);
  });
  const taken = new Map<number, number>();
  const top: T[] = [];
  const order = [...buckets.keys()].sort((a, b) => a - b);
  // The items of the buckets the loop below reaches, told at once (one load of their texts, not one per bucket).
  prepare?.(items.filter((_, position) => reached[position] === 1));
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
 * Which items are in the buckets distinctTop ranks for `count` places (1 for each), and how many matches
 * distinct leaves, from the items' bucket keys and groups alone (-1: no group): what to rank, known before
 * any item is made. A bucket adds what distinct leaves of it, each group's places less those earlier
 * buckets took, until the count is reached: distinctTop takes exactly that many from every bucket but its last.
 */
export function reachedBuckets(
  keys: Float64Array,
  groupOf: (position: number) => number,
  limit: number,
  count: number,
): { reached: Uint8Array; kept: number } {
  // Typed arrays by group, not maps: this runs over every match of a query.
  const groups = new Int32Array(keys.length);
  let groupCount = 0;
  for (let i = 0; i < keys.length; i += 1) groupCount = Math.max(groupCount, (groups[i] = groupOf(i)) + 1);
  // How many distinct leaves needs no order: each group keeps up to `limit`, items without one all stay.
  const sizes = new Int32Array(groupCount);
  let kept = 0;
  for (let i = 0; i < keys.length; i += 1) {
    if (groups[i] < 0) kept += 1;
    else if (sizes[groups[i]]++ < limit) kept += 1;
  }
  const order = positionsByKey(keys);
  const reached = new Uint8Array(keys.length);
  // Places each group has taken, and its items in the bucket at hand (the groups it touched, to settle).
  const taken = new Int32Array(groupCount);
  const inBucket = new Int32Array(groupCount);
  const touched = new Int32Array(keys.length);
  let added = 0;
  for (let start = 0; start < order.length && added < count;) {
    let end = start;
    let touchedCount = 0;
    for (; end < order.length && keys[order[end]] === keys[order[start]]; end += 1) {
      const position = order[end];
      reached[position] = 1;
      const group = groups[position];
      if (group < 0) added += 1;
      else if (inBucket[group]++ === 0) touched[touchedCount++] = group;
    }
    for (let t = 0; t < touchedCount; t += 1) {
      const group = touched[t];
      const placed = Math.min(inBucket[group], Math.max(0, limit - taken[group]));
      taken[group] += placed;
      added += placed;
      inBucket[group] = 0;
    }
    start = end;
  }
  return { reached, kept };
}

/** Below this many possible keys, a key is its own place in the count (no map from keys to their ranks). */
const DIRECT_KEYS = 1 << 16;

/** The positions of `keys` ordered by key, equal keys in input order: a counting sort, as keys are few. */
function positionsByKey(keys: Float64Array): Int32Array {
  // Plain loops: keys number every match of a query, and iterators would make an object for each.
  let high = 0;
  for (let i = 0; i < keys.length; i += 1) if (keys[i] > high) high = keys[i];
  // bucketKeys makes whole numbers from 0; over a small range they index the counts themselves.
  const direct = high < DIRECT_KEYS;
  const rank = new Map<number, number>();
  if (!direct) {
    for (let i = 0; i < keys.length; i += 1) if (!rank.has(keys[i])) rank.set(keys[i], 0);
    [...rank.keys()].sort((a, b) => a - b).forEach((key, r) => rank.set(key, r));
  }
  const ranks = new Int32Array(keys.length);
  const starts = new Int32Array((direct ? high + 1 : rank.size) + 1);
  for (let i = 0; i < keys.length; i += 1) starts[(ranks[i] = direct ? keys[i] : rank.get(keys[i])!) + 1] += 1;
  for (let r = 1; r < starts.length; r += 1) starts[r] += starts[r - 1];
  const order = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i += 1) order[starts[ranks[i]]++] = i;
  return order;
}

/**
 * Each item's leading values as one number (mixed radix, lower ranks first), or null when they do not fit
 * one. `columns` hold the values of one leading criterion each, in lead order, by item.
 */
export function bucketKeys(length: number, columns: Float64Array[]): Float64Array | null {
  const keys = new Float64Array(length);
  let span = 1;
  for (const values of columns) {
    if (length === 0) break;
    let low = Infinity;
    let high = -Infinity;
    for (let i = 0; i < length; i += 1) {
      const v = values[i];
      if (!Number.isInteger(v)) return null;
      if (v < low) low = v;
      if (v > high) high = v;
    }
    const radix = high - low + 1;
    span *= radix;
    if (span > Number.MAX_SAFE_INTEGER) return null;
    if (radix > 1) for (let i = 0; i < length; i += 1) keys[i] = keys[i] * radix + (values[i] - low);
  }
  return keys;
}
