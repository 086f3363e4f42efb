/**
 * The attributes the term index holds, in Algolia's `searchableAttributes` order: a record's own
 * heading first, then its page and section titles from the top down, then the category, then the
 * page's keywords (its title record only), then body text. A field's number is its rank for the attribute criterion.
 */
import type { DocSearchRecord } from './records';
import { HIERARCHY_LEVELS } from './hierarchy';

export const FIELDS = ['self', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'lvl0', 'keywords', 'content'] as const;

/** The record's text for each field, in FIELDS order: what the term index is built from. */
export function fieldTexts(record: DocSearchRecord): string[] {
  return FIELDS.map((field) => {
    if (field === 'self') return ownHeading(record);
    if (field === 'content') return record.content ?? '';
    if (field === 'keywords') return keywordText(record);
    return record.hierarchy[field] ?? '';
  });
}

/** A page's keywords as one text; each keyword is a phrase of its own. */
export function keywordText(record: DocSearchRecord): string {
  return record.keywords?.join(', ') ?? '';
}

/** A heading record's own heading; for body text, the heading of the section it sits in. */
function ownHeading(record: DocSearchRecord): string {
  if (record.type !== 'content') return record.hierarchy[record.type] ?? '';
  for (let i = HIERARCHY_LEVELS.length - 1; i > 1; i -= 1) {
    const value = record.hierarchy[HIERARCHY_LEVELS[i]];
    if (value) return value;
  }
  return '';
}

/**
 * The attribute criterion per query word: each matched unit counts the best attribute its words
 * were found in, so a record whose headings hold more of the query ranks before one that holds a
 * single word in its title and the rest in body text. `fields` is the term index's bit set of them.
 */
export function bestField(fields: number): number {
  return fields === 0 ? FIELDS.length : 31 - Math.clz32(fields & -fields);
}
