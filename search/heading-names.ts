/**
 * Whether a query is the name a record's headings give it. An API reference entry is named by its
 * heading and the headings above it: `node` under `query` is `query.node`, `canvas` under
 * `<Element />` is the Element's `canvas` prop. A reader who types that name wants the entry that
 * defines it, not a guide whose prose or section title mentions it.
 */
import type { DocSearchRecord } from './records';
import type { Naming } from './ranking-criteria';
import { HIERARCHY_LEVELS } from './hierarchy';
import { editDistance, isStopWord, wordSpans } from './text';

/** More headings than this above a record are not combined (2^n combinations are tried). */
const MAX_CHAIN = 6;

/**
 * Words as one comparable key: lowercased and joined (`query.node`, `query node` and `queryNode` are
 * one name), stop words left out (`The node tree` is the node tree), a plural `s` dropped.
 */
export function nameKey(words: string[]): string {
  let key = '';
  for (const word of words) {
    const lower = word.toLowerCase();
    if (isStopWord(lower)) continue;
    key += lower.length > 3 && lower.endsWith('s') ? lower.slice(0, -1) : lower;
  }
  return key;
}

/**
 * Words that say what kind of thing a name is: a reader adds them ("the Frame component", "useNode
 * hook") where the reference heading has the bare name (`<Frame />`, `useNode()`).
 */
export const KIND_WORDS = new Set(['component', 'components', 'hook', 'hooks', 'function', 'method', 'api']);

/** A query's words as a name (nameKey), without the words that only say what kind of thing it is. */
export function queryNameKey(words: string[]): string {
  const named = words.filter((word) => !KIND_WORDS.has(word.toLowerCase()));
  return nameKey(named.length > 0 ? named : words);
}

/** The key of one heading's words. */
function headingKey(heading: string): string {
  return nameKey(wordSpans(heading).map((w) => w.text));
}

/**
 * The keys of the record's headings from the page title down to its own (the last one).
 * `keyOf`: how a heading's key is found (HeadingKeys keeps them).
 */
export function headingKeys(record: DocSearchRecord, keyOf: (heading: string) => string = headingKey): string[] {
  const keys: string[] = [];
  for (const level of HIERARCHY_LEVELS) {
    if (level === 'lvl0') continue;
    const heading = record.hierarchy[level];
    if (!heading) continue;
    const key = keyOf(heading);
    if (key) keys.push(key);
    if (level === record.type) break;
  }
  return keys.slice(-MAX_CHAIN);
}

/**
 * Each record's heading keys, made when a query first compares the record by name. A page's title
 * and section headings come back on every record under them, so each heading is keyed once.
 */
export class HeadingKeys {
  private readonly ofRecord: Array<string[] | undefined>;
  private readonly ofHeading = new Map<string, string>();

  constructor(private readonly records: DocSearchRecord[]) {
    this.ofRecord = new Array<string[] | undefined>(records.length);
  }

  of(id: number): string[] {
    return (this.ofRecord[id] ??= headingKeys(this.records[id], this.keyOf));
  }

  private readonly keyOf = (heading: string): string => {
    let key = this.ofHeading.get(heading);
    if (key === undefined) this.ofHeading.set(heading, (key = headingKey(heading)));
    return key;
  };
}

/**
 * True when `query` (a nameKey) is the record's own heading, alone or after some of the headings
 * above it in order, within `typos` typos.
 */
export function isNamedBy(query: string, headings: string[], typos: number): boolean {
  if (query === '' || headings.length === 0) return false;
  const own = headings[headings.length - 1];
  // Without typos the name ends with the own heading: most records are ruled out here.
  if (typos === 0 && !query.endsWith(own)) return false;
  const above = headings.length - 1;
  for (let chosen = 0; chosen < 1 << above; chosen += 1) {
    let name = '';
    for (let i = 0; i < above; i += 1) if (chosen & (1 << i)) name += headings[i];
    name += own;
    if (Math.abs(name.length - query.length) > typos) continue;
    if (typos === 0 ? name === query : editDistance(query, name, typos) <= typos) return true;
  }
  return false;
}

/** 1 when the query names record `id` by its headings (or is about the library, on its introduction). */
export function namedBy(naming: Naming, id: number, typos: number): number {
  if (naming.subject && naming.onSubjectPage[id]) return 1;
  return isNamedBy(naming.key, naming.headings.of(id), typos) ? 1 : 0;
}
