/**
 * What each hit of one search holds, read from the search's parameters once (not once per hit):
 * the attributes to retrieve, to highlight and to snippet, and how many words each snippet keeps.
 */
import type { DocSearchRecord } from './records';
import { HIERARCHY_LEVELS, type HierarchyLevel } from './hierarchy';
import type { SearchParams } from './search-schemas';

const DEFAULT_SNIPPET_WORDS = 10;
/** A DocSearch index's setting, used when a request does not say otherwise: 10-word content snippets. */
const DEFAULT_ATTRIBUTES_TO_SNIPPET = ['content:10'];
const SEARCHABLE = [...HIERARCHY_LEVELS.map((l) => `hierarchy.${l}`), 'content'];

export interface HitShape {
  /** Attribute paths to copy (`[head]` or `[head, child]`), or every attribute. */
  retrieve: Array<[string, string?]> | 'all';
  highlightLevels: HierarchyLevel[];
  highlightContent: boolean;
  /** In the order asked: a later entry for the same attribute replaces an earlier one. */
  snippets: Array<{ target: HierarchyLevel | 'content'; words: number }>;
}

export function hitShape(params: SearchParams): HitShape {
  const attributes = params.attributesToRetrieve;
  const highlightable = params.attributesToHighlight ?? SEARCHABLE;
  const snippets: HitShape['snippets'] = [];
  for (const spec of params.attributesToSnippet ?? DEFAULT_ATTRIBUTES_TO_SNIPPET) {
    const [attribute, words] = parseSnippetSpec(spec);
    for (const target of expandAttribute(attribute)) {
      snippets.push({
        target: target === 'content' ? 'content' : (target.slice('hierarchy.'.length) as HierarchyLevel),
        words,
      });
    }
  }
  return {
    retrieve:
      !attributes || attributes.includes('*')
        ? 'all'
        : attributes.map((attribute) => attribute.split('.', 2) as [string, string?]),
    highlightLevels: HIERARCHY_LEVELS.filter((level) => wanted(highlightable, `hierarchy.${level}`)),
    highlightContent: wanted(highlightable, 'content'),
    snippets,
  };
}

function wanted(list: string[], attribute: string): boolean {
  return list.some((a) => a === '*' || a === attribute || attribute.startsWith(`${a}.`));
}

/** `hierarchy` → every level, `*` → every searchable attribute, else the attribute itself. */
function expandAttribute(attribute: string): string[] {
  if (attribute === '*') return SEARCHABLE;
  if (attribute === 'hierarchy') return SEARCHABLE.filter((a) => a.startsWith('hierarchy.'));
  return SEARCHABLE.includes(attribute) ? [attribute] : [];
}

function parseSnippetSpec(spec: string): [string, number] {
  const match = /^(.*):(\d+)$/.exec(spec);
  return match ? [match[1], Number(match[2])] : [spec, DEFAULT_SNIPPET_WORDS];
}

/** The record with only the asked attributes (`hierarchy.lvl0` picks one level); objectID always. */
export function retrieve(record: DocSearchRecord, paths: HitShape['retrieve']): Record<string, unknown> {
  // Records are plain JSON two levels deep: copying those levels is all a clone needs, and far cheaper.
  if (paths === 'all') return copyRecord(record);
  const hit: Record<string, unknown> = { objectID: record.objectID };
  const source = record as unknown as Record<string, unknown>;
  for (const [head, child] of paths) {
    if (!Object.hasOwn(source, head)) continue;
    const value = source[head];
    if (child === undefined) {
      hit[head] = copyValue(value);
    } else if (value && typeof value === 'object' && Object.hasOwn(value, child)) {
      const target = (hit[head] ??= {}) as Record<string, unknown>;
      target[child] = (value as Record<string, unknown>)[child];
    }
  }
  return hit;
}

function copyRecord(record: DocSearchRecord): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  for (const [key, value] of Object.entries(copy)) copy[key] = copyValue(value);
  return copy;
}

/** A record's values are strings, numbers, null, or one level of object or array below. */
function copyValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return Array.isArray(value) ? [...value] : { ...value };
}
