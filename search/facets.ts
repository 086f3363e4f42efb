/** Algolia's facet filters and facet counts over the records, read by attribute path. */
import type { DocSearchRecord } from './records';
import type { SearchParams } from './search-schemas';

/** The attributes `facets: ['*']` counts: those a DocSearch index declares for faceting. */
const ALL_FACETS = ['language', 'docusaurus_tag', 'type', 'hierarchy.lvl0'];

/** Every group must pass; within a group (an array), any one filter. */
export function passesFilters(record: DocSearchRecord, filters: SearchParams['facetFilters']): boolean {
  if (!filters) return true;
  return filters.every((group) => {
    const alternatives = Array.isArray(group) ? group : [group];
    return alternatives.length === 0 || alternatives.some((filter) => passesFilter(record, filter));
  });
}

/** `attribute:value`, or `attribute:-value` for records without that value. */
function passesFilter(record: DocSearchRecord, filter: string): boolean {
  const colon = filter.indexOf(':');
  if (colon < 0) return false;
  const attribute = filter.slice(0, colon);
  let expected = filter.slice(colon + 1);
  const negated = expected.startsWith('-');
  if (negated) expected = expected.slice(1);
  const value = attributeValue(record, attribute);
  const values = Array.isArray(value) ? value : [value];
  const found = values.some((v) => v != null && String(v) === expected);
  return negated ? !found : found;
}

export function facetCounts(records: DocSearchRecord[], facets: string[]): Record<string, Record<string, number>> {
  const names = facets.includes('*') ? ALL_FACETS : facets;
  const counts: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const facet: Record<string, number> = {};
    for (const record of records) {
      const value = attributeValue(record, name);
      for (const v of Array.isArray(value) ? value : [value]) {
        if (v == null || typeof v === 'object') continue;
        facet[String(v)] = (facet[String(v)] ?? 0) + 1;
      }
    }
    counts[name] = facet;
  }
  return counts;
}

function attributeValue(record: DocSearchRecord, attribute: string): unknown {
  let value: unknown = record;
  for (const key of attribute.split('.')) {
    // Own properties only: `constructor` or `__proto__` are not record attributes.
    if (value == null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
