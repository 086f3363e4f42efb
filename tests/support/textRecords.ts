import type { DocSearchRecord } from '../../search/records';

/** One content record per text on a page of its own, ids t0, t1, … ranked by position when nothing else tells them apart. */
export function textRecords(texts: string[]): DocSearchRecord[] {
  return texts.map((content, i) => ({
    objectID: `t${i}`,
    url: `https://craft.js.org/docs/t${i}`,
    url_without_anchor: `https://craft.js.org/docs/t${i}`,
    anchor: null,
    type: 'content',
    content,
    hierarchy: { lvl0: 'Docs', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    weight: { pageRank: 0, level: 0, position: i },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  })) as DocSearchRecord[];
}
