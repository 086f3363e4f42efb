/** A DocSearch record's heading levels. Apart from records.ts, so the engine needs no HTML parser in a browser worker. */
export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
