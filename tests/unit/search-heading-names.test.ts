/*
 * A query that spells an entry's name, by its heading and the headings above it, finds the entry
 * that defines the name before the guides that mention it; words that only say what kind of thing
 * the name is ("component", "hook") do not stop it being the name.
 */
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../search/engine';
import type { DocSearchRecord, Hierarchy } from '../../search/records';
import { queryNameKey } from '../../search/heading-names';

let position = 0;
function content(page: string, headings: Partial<Hierarchy>, text: string): DocSearchRecord {
  position += 1;
  return {
    objectID: `r${position}`,
    url: `https://craft.js.org/docs/${page}#${position}`,
    url_without_anchor: `https://craft.js.org/docs/${page}`,
    anchor: String(position),
    type: 'content',
    content: text,
    hierarchy: { lvl0: 'Docs', lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...headings },
    weight: { pageRank: 0, level: 0, position },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
}

// The guides come first by position: only naming puts the reference entries ahead.
const engine = new SearchEngine(
  [
    content(
      'guides/iframe',
      { lvl1: 'The Editor in an iframe', lvl2: 'The canvas component' },
      'Render the Frame component once the document is ready, then call query.node for the root.',
    ),
    content('api/frame', { lvl1: '<Frame />' }, 'The Frame component turns its children into nodes once.'),
    content('api/use-editor', { lvl1: 'useEditor()', lvl2: 'query', lvl3: 'node' }, 'Helpers for one node by id.'),
  ],
  'test',
);
const pages = (query: string) =>
  engine.search({ query }).hits.map((hit) => new URL(String(hit.url)).pathname.replace('/docs/', ''));

describe('a query that names a reference entry', () => {
  it('finds the entry its headings name before a guide that mentions the name', () => {
    expect(pages('query.node')[0]).toBe('api/use-editor');
    expect(pages('query node')[0]).toBe('api/use-editor');
  });

  it('names the entry with a word that only says what kind of thing it is', () => {
    expect(pages('frame component')[0]).toBe('api/frame');
    expect(pages('the Frame component')[0]).toBe('api/frame');
    expect(queryNameKey(['useNode', 'hook'])).toBe(queryNameKey(['useNode']));
    // A query of kind words alone is still a name ("components" is a page's heading).
    expect(queryNameKey(['components'])).not.toBe('');
  });
});
