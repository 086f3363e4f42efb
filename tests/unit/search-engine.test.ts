import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../search/engine';
import { ALGOLIA_INDEX_SETTINGS } from '../../search/algolia-settings';
import { readSynonymsFile, SYNONYMS_FILE } from '../../search/synonyms-file';
import type { DocSearchRecord, Hierarchy, RecordType } from '../../search/records';

let position = 0;
function record(
  type: RecordType,
  hierarchy: Partial<Hierarchy>,
  content: string | null = null,
  page = 'page',
): DocSearchRecord {
  position += 1;
  const full: Hierarchy = {
    lvl0: 'Docs',
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
    ...hierarchy,
  };
  const level = type === 'content' ? 0 : 100 - 10 * (Number(type.slice(3)) - 1);
  return {
    objectID: `id-${position}`,
    url: `https://craft.js.org/docs/${page}#${position}`,
    url_without_anchor: `https://craft.js.org/docs/${page}`,
    anchor: String(position),
    type,
    content,
    hierarchy: full,
    weight: { pageRank: 0, level, position },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
}

const api = { lvl0: 'API Reference' };
const records = [
  record('lvl1', { ...api, lvl1: 'useNode()' }, null, 'api/useNode'),
  record('content', { ...api, lvl1: 'useNode()' }, 'Call actions.setProp to change a prop of the node.', 'api/useNode'),
  record('lvl2', { ...api, lvl1: 'useNode()', lvl2: 'setProp' }, null, 'api/useNode'),
  record('lvl1', { ...api, lvl1: 'useEditor()' }, null, 'api/useEditor'),
  record(
    'content',
    { ...api, lvl1: 'useEditor()' },
    'query.serialize() returns the editor state as a JSON string.',
    'api/useEditor',
  ),
  record('lvl1', { lvl0: 'Guides', lvl1: 'Saving and Loading State' }, null, 'guides/save-load-state'),
  record(
    'content',
    { lvl0: 'Guides', lvl1: 'Saving and Loading State' },
    'Serialize the state, store it, and deserialize it later.',
    'guides/save-load-state',
  ),
  record('lvl1', { lvl0: 'Core Concepts', lvl1: 'Nodes' }, null, 'concepts/nodes'),
  record(
    'content',
    { lvl0: 'Core Concepts', lvl1: 'Nodes' },
    'Every element on the canvas is a node with props and a parent.',
    'concepts/nodes',
  ),
  record(
    'content',
    { lvl0: 'Core Concepts', lvl1: 'Nodes' },
    'A canvas node accepts droppable children.',
    'concepts/nodes',
  ),
  record('lvl1', { lvl0: 'Core Concepts', lvl1: 'Editor' }, null, 'concepts/editor'),
  record(
    'content',
    { lvl0: 'Core Concepts', lvl1: 'Editor' },
    'The editor keeps state for nodes and events.',
    'concepts/editor',
  ),
];
const engine = new SearchEngine(records, 'craftjs-docs');
const urls = (query: string, extra = {}) =>
  engine.search({ query, ...extra }).hits.map((h) => (h.url as string).replace('https://craft.js.org/docs/', ''));
const pages = (query: string) => [...new Set(urls(query).map((u) => u.split('#')[0]))];

describe('search engine ranking', () => {
  it('finds camelCase names as typed, by prefix, and split into words', () => {
    expect(urls('setProp')[0]).toBe('api/useNode#3');
    expect(urls('setPr')[0]).toBe('api/useNode#3');
    expect(pages('set prop')).toContain('api/useNode');
    expect(urls('useNode')[0]).toBe('api/useNode#1');
    expect(pages('node')).toContain('api/useNode');
  });

  it('finds dotted names', () => {
    expect(pages('query.serialize')).toEqual(['api/useEditor']);
  });

  it('tolerates 1 typo from 4 letters and 2 from 8, none below 4', () => {
    expect(pages('nodse')).toContain('concepts/nodes'); // 1 typo, 5 letters
    expect(pages('serailize')).toContain('guides/save-load-state'); // 1 typo (a transposition), 9 letters
    expect(pages('edtor')).toContain('concepts/editor'); // 1 typo, 5 letters
    expect(pages('stae')).toContain('guides/save-load-state'); // 1 typo, 4 letters
    expect(engine.search({ query: 'nde' }).nbHits).toBe(0); // 3 letters: no typo allowed
    expect(engine.search({ query: 'srexializ' }).nbHits).toBe(0); // 9 letters but 3 typos
  });

  // Algolia counts two swapped adjacent letters as one typo ("hlelo" for "hello" in its typo-tolerance
  // guide); plain Levenshtein counts them as two, which put a 4-to-7-letter word out of reach.
  it('counts two swapped adjacent letters as one typo, as Algolia does', () => {
    expect(pages('ndoes')).toContain('concepts/nodes'); // 5 letters: 1 typo allowed
    expect(pages('sreializ')).toContain('guides/save-load-state'); // a swap and a missing letter: 2 typos
    // Ranked as one typo too: the same first page as a word with one letter left out.
    expect(pages('edtior')[0]).toBe('concepts/editor');
    expect(pages('edtior')[0]).toBe(pages('edtor')[0]);
  });

  it('matches only the last word as a prefix', () => {
    expect(pages('canvas acce')).toEqual(['concepts/nodes']);
    // "acce" is not the last word: it matches nothing, so only "canvas" counts.
    const notLast = engine.search({ query: 'acce canvas', attributesToHighlight: ['content'] });
    expect(notLast.nbHits).toBe(engine.search({ query: 'canvas' }).nbHits);
    expect(notLast.hits.every((h) => !(h._highlightResult as any).content?.matchedWords.includes('acce'))).toBe(true);
  });

  it('ranks headings before body text and higher levels first', () => {
    expect(urls('setprop')).toEqual(['api/useNode#3', 'api/useNode#2']);
    expect(urls('editor')[0]).toBe('concepts/editor#11');
  });

  it('ranks exact words before typos', () => {
    // "nodes" is exact in a title; "node" (1 typo away) appears in other titles. With plurals ignored
    // (the DocSearch settings) "node" is the same word as "nodes", so this holds with them off.
    const literal = new SearchEngine(records, 'craftjs-docs', { settings: { ignorePlurals: false } });
    const first = literal.search({ query: 'nodes' }).hits[0].url as string;
    expect(first.replace('https://craft.js.org/docs/', '')).toBe('concepts/nodes#8');
  });

  it('requires every word while some record has them all, else ranks by words matched', () => {
    expect(pages('serialize editor')).toEqual(['api/useEditor']);
    // No record has both: records with one of them, most words first ("allOptional").
    expect(pages('serialize zebra')).toEqual(expect.arrayContaining(['api/useEditor', 'guides/save-load-state']));
    expect(urls('deserialize later canvas')[0]).toBe('guides/save-load-state#7');
    expect(engine.search({ query: 'zebra giraffe' }).nbHits).toBe(0);
  });

  it('uses the DocSearch index defaults when a request names no tags or snippets', () => {
    const [hit] = engine.search({ query: 'setprop' }).hits;
    expect((hit._highlightResult as any).hierarchy.lvl2.value).toBe(
      '<span class="algolia-docsearch-suggestion--highlight">setProp</span>',
    );
    const [body] = engine.search({ query: 'canvas droppable' }).hits;
    expect((body._snippetResult as any).content.matchLevel).toBe('full');
  });

  it('pages through results and counts them', () => {
    const all = engine.search({ query: 'node', hitsPerPage: 2 });
    expect(all.hitsPerPage).toBe(2);
    expect(all.nbPages).toBe(Math.ceil(all.nbHits / 2));
    const second = engine.search({ query: 'node', hitsPerPage: 2, page: 1 });
    expect(second.page).toBe(1);
    expect(second.hits.map((h) => h.objectID)).not.toEqual(all.hits.map((h) => h.objectID));
    expect(engine.search({ query: 'node' }).hitsPerPage).toBe(20);
  });
});

describe('search engine answer shape', () => {
  const answer = engine.search({
    query: 'setProp',
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:10', 'content:3'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    clickAnalytics: true,
  });

  it('echoes the query and index, with Algolia counters', () => {
    expect(answer).toMatchObject({
      query: 'setProp',
      index: 'craftjs-docs',
      page: 0,
      nbHits: 2,
      nbPages: 1,
      hitsPerPage: 20,
    });
    expect(typeof answer.processingTimeMS).toBe('number');
    expect(answer.queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('retrieves only the asked attributes, plus objectID', () => {
    expect(Object.keys(answer.hits[0]).sort()).toEqual(
      ['_highlightResult', '_snippetResult', 'content', 'hierarchy', 'objectID', 'type', 'url'].sort(),
    );
    expect(answer.hits[0].hierarchy).toEqual({ lvl0: 'API Reference', lvl1: 'useNode()', lvl2: 'setProp' });
  });

  it('highlights with the asked tags, only for non-null hierarchy levels', () => {
    const heading = answer.hits[0];
    expect(Object.keys((heading._highlightResult as any).hierarchy)).toEqual(['lvl0', 'lvl1', 'lvl2']);
    expect((heading._highlightResult as any).hierarchy.lvl2).toEqual({
      value: '<mark>setProp</mark>',
      matchLevel: 'full',
      matchedWords: ['setprop'],
      fullyHighlighted: true,
    });
    expect((heading._highlightResult as any).hierarchy.lvl0).toEqual({
      value: 'API Reference',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('cuts snippets to the asked word count with the ellipsis', () => {
    const body = answer.hits[1];
    expect((body._snippetResult as any).content).toEqual({
      value: '…actions.<mark>setProp</mark> to change…',
      matchLevel: 'full',
    });
    expect((body._snippetResult as any).hierarchy.lvl1).toEqual({ value: 'useNode()', matchLevel: 'none' });
  });

  it('highlights prefixes and camelCase parts, and escapes HTML', () => {
    const escaped = new SearchEngine([record('lvl1', { lvl1: '<Frame /> useNode' })], 'i');
    const hit = escaped.search({ query: 'fra', highlightPreTag: '<b>', highlightPostTag: '</b>' }).hits[0];
    expect((hit._highlightResult as any).hierarchy.lvl1.value).toBe('&lt;<b>Fra</b>me /&gt; useNode');
    const part = escaped.search({ query: 'node', highlightPreTag: '<em>', highlightPostTag: '</em>' }).hits[0];
    expect((part._highlightResult as any).hierarchy.lvl1.value).toBe('&lt;Frame /&gt; use<em>Node</em>');
  });

  it('filters by facets (AND of ORs, negation) and counts facet values', () => {
    const filtered = engine.search({
      query: 'node',
      facetFilters: [['hierarchy.lvl0:Core Concepts', 'hierarchy.lvl0:Guides']],
      facets: ['hierarchy.lvl0', 'type'],
    });
    expect(filtered.hits.every((h) => (h.hierarchy as any).lvl0 === 'Core Concepts')).toBe(true);
    expect(filtered.facets?.['hierarchy.lvl0']).toEqual({ 'Core Concepts': filtered.nbHits });
    const negated = engine.search({ query: 'node', facetFilters: ['hierarchy.lvl0:-Core Concepts'] });
    expect(negated.hits.some((h) => (h.hierarchy as any).lvl0 === 'Core Concepts')).toBe(false);
    expect(engine.search({ query: 'node', facetFilters: ['language:fr'] }).nbHits).toBe(0);
  });

  it('treats only record attributes as attributes (no prototype properties)', () => {
    const answer = engine.search({
      query: 'node',
      attributesToRetrieve: ['__proto__', 'constructor', 'url'],
      facets: ['constructor', '__proto__'],
    });
    expect(Object.getPrototypeOf(answer.hits[0])).toBe(Object.prototype);
    for (const hit of answer.hits) {
      expect(
        Object.keys(hit)
          .filter((k) => !k.startsWith('_'))
          .sort(),
      ).toEqual(['objectID', 'url']);
      expect(Object.hasOwn(hit, 'constructor')).toBe(false);
    }
    expect(answer.facets).toEqual({ constructor: {}, __proto__: {} });
    expect(
      engine.search({ query: 'node', facetFilters: ['constructor:function Object() { [native code] }'] }).nbHits,
    ).toBe(0);
  });
});

describe("a section deep in a page against another page's title, with the site's settings", () => {
  const guide = { lvl0: 'Guides', lvl1: 'Saving to a Backend', lvl2: 'Autosave', lvl3: 'Debouncing' };
  const pages = [
    record('lvl1', { lvl0: 'Core Concepts', lvl1: 'Changing Nodes' }, null, 'concepts/changing'),
    record('lvl1', { lvl0: 'Guides', lvl1: 'Saving to a Backend' }, null, 'guides/backend'),
    record('lvl2', { lvl0: 'Guides', lvl1: 'Saving to a Backend', lvl2: 'Autosave' }, null, 'guides/backend'),
    record('lvl3', guide, null, 'guides/backend'),
    record(
      'content',
      guide,
      'Store the page in your database after each change, at most once a second.',
      'guides/backend',
    ),
  ];
  const engine = new SearchEngine(pages, 'sections', { settings: { ...ALGOLIA_INDEX_SETTINGS } });

  it('leads with the deep record that holds the content words, not the title that holds one of them', () => {
    const hits = engine.search({ query: 'store the page in the database on every change', hitsPerPage: 5 }).hits;
    expect(hits[0].objectID).toBe(pages[4].objectID);
    expect(hits.findIndex((h) => h.objectID === pages[0].objectID)).toBeGreaterThan(0);
  });
});

describe("asking for an example, with the site's settings", () => {
  const pages = [
    record('lvl2', { lvl1: 'FAQ', lvl2: 'Can I put a rich text editor inside a component?' }, null, 'faq'),
    record(
      'content',
      { lvl1: 'Tutorial', lvl2: 'Text' },
      'The example text editor lets users change rich text in place.',
      'tutorial',
    ),
  ];
  const engine = new SearchEngine(pages, 'example', { settings: { ...ALGOLIA_INDEX_SETTINGS } });

  it('finds the page that answers without the word, after the one that has it', () => {
    const hits = engine.search({ query: 'rich text editor, is there an example', hitsPerPage: 5 }).hits;
    expect(hits.map((h) => h.objectID)).toEqual([pages[1].objectID, pages[0].objectID]);
    // Without the setting, the record holding every word would be the only hit.
    const strict = new SearchEngine(pages, 'strict', { settings: { ...ALGOLIA_INDEX_SETTINGS, optionalWords: [] } });
    expect(strict.search({ query: 'rich text editor, is there an example' }).hits).toHaveLength(1);
  });
});

describe("an irregular plural, with the site's curated synonyms", () => {
  const pages = [
    record('lvl2', { lvl1: 'Nodes', lvl2: 'Child nodes' }, null, 'nodes'),
    record('content', { lvl1: 'Element', lvl2: 'canvas' }, 'Its children are the blocks dropped in it.', 'element'),
  ];
  const synonyms = readSynonymsFile(path.join(__dirname, '..', '..', SYNONYMS_FILE));
  const found = (engine: SearchEngine, query: string) =>
    engine
      .search({ query })
      .hits.map((h) => h.objectID)
      .sort();

  it('finds "child" for "children", which no plural ending joins', () => {
    const engine = new SearchEngine(pages, 'plural', { settings: { ...ALGOLIA_INDEX_SETTINGS }, synonyms });
    expect(found(engine, 'children')).toEqual(pages.map((p) => p.objectID).sort());
    const without = new SearchEngine(pages, 'plural', { settings: { ...ALGOLIA_INDEX_SETTINGS } });
    expect(found(without, 'children')).toEqual([pages[1].objectID]);
  });
});

describe('an index larger than the records whose words the engine keeps', () => {
  it('answers the same after the words of records ranked earlier have been let go', () => {
    // More records than RECORD_WORDS_KEPT (record-matcher.ts): ranking this query reads every one's words.
    const many = Array.from({ length: 24_000 }, (_, i) =>
      record(
        'content',
        { lvl1: `Section ${i % 400}` },
        `drag the node ${i} onto the canvas ${i % 7}`,
        `page-${i % 300}`,
      ),
    );
    const engine = new SearchEngine(many, 'many', { settings: { ...ALGOLIA_INDEX_SETTINGS } });
    const ask = (query: string) => engine.search({ query, hitsPerPage: 20, attributesToRetrieve: ['url'] });
    const first = ask('drag canvas');
    expect(first.hits).toHaveLength(20);
    ask('node onto');
    const again = ask('drag canvas');
    expect(again.hits.map((hit) => hit.objectID)).toEqual(first.hits.map((hit) => hit.objectID));
    expect(again.nbHits).toBe(first.nbHits);
  });
});
