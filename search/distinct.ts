/**
 * Algolia's `distinct`: at most N hits for each value of the index's `attributeForDistinct` (a DocSearch
 * index sets `url_without_anchor`, one value per page), so the headings of one page cannot fill the first
 * places. The best-ranked hits of each value stay, in their order; hits without the attribute all stay.
 * `nbHits` counts what is left, as Algolia's does.
 */
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
    let list = best.get(group);
    if (!list) best.set(group, (list = []));
    if (list.length === limit && compare(item, items[list[limit - 1]]) >= 0) return;
    if (list.length === limit) list.pop();
    let at = list.length;
    while (at > 0 && compare(item, items[list[at - 1]]) < 0) at -= 1;
    list.splice(at, 0, position);
  });
  const kept = new Uint8Array(items.length);
  for (const position of loose) kept[position] = 1;
  for (const list of best.values()) for (const position of list) kept[position] = 1;
  return items.filter((_, position) => kept[position] === 1);
}
