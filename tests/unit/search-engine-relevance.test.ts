import { describe, expect, it } from 'vitest';
import { SearchEngine, type SearchParams } from '../../search/engine';
import type { DocSearchRecord } from '../../search/records';
import { textRecords } from '../support/textRecords';
import type { Synonym } from '../../search/synonym-types';
import { isInflection, withoutQuestionFrame } from '../../search/text';

const texts = [
  'sparkly blue iPhone cases', // t0
  'blue iPhone cases', // t1
  'sparkly iPhone', // t2
  'sparkly blue', // t3
  'serialize the editor state to JSON', // t4
  'the state of the editor can be serialized', // t5
  'a deletable node', // t6
  'save the page', // t7
  'history of changes', // t8
  'drag and drop page editor', // t9
];
const settings = {
  removeWordsIfNoResults: 'none',
  ignorePlurals: false,
  removeStopWords: false,
  advancedSyntax: false,
};
function ids(
  params: SearchParams,
  options: { settings?: Record<string, unknown>; synonyms?: Synonym[] } = {},
): string[] {
  const engine = new SearchEngine(textRecords(texts), 'test', {
    settings: { ...settings, ...options.settings },
    synonyms: options.synonyms,
  });
  return engine.search({ hitsPerPage: 50, ...params }).hits.map((h) => h.objectID);
}

describe('removeWordsIfNoResults', () => {
  // No record has all of "sparkly blue iphone cases red".
  const query = 'sparkly blue iphone red cases';
  it('none: no hits when no record has every word', () => {
    expect(ids({ query })).toEqual([]);
  });
  it('lastWords: drops the last word, then the one before, until something matches', () => {
    // Without "cases": sparkly blue iphone red → none; without "red" too: sparkly blue iphone → t0.
    expect(ids({ query, removeWordsIfNoResults: 'lastWords' })).toEqual(['t0']);
    expect(ids({ query: 'sparkly cases zebra', removeWordsIfNoResults: 'lastWords' })).toEqual(['t0']);
  });
  it('firstWords: drops words from the start', () => {
    // Without "sparkly": blue iphone red cases → none; without "blue" too: iphone red cases → none;
    // then red cases → none; then cases → t0, t1.
    expect(ids({ query, removeWordsIfNoResults: 'firstWords' })).toEqual(['t0', 't1']);
  });
  it('allOptional: any word, records with more words first', () => {
    expect(ids({ query, removeWordsIfNoResults: 'allOptional' })).toEqual(['t0', 't1', 't2', 't3']);
  });
  it('is not used when every word matches somewhere', () => {
    // Both have every word; the shorter record scores higher.
    expect(ids({ query: 'sparkly blue', removeWordsIfNoResults: 'allOptional' })).toEqual(['t3', 't0']);
  });
  it('is honoured from the index settings', () => {
    expect(ids({ query }, { settings: { removeWordsIfNoResults: 'allOptional' } })).toEqual(['t0', 't1', 't2', 't3']);
  });
});

describe('optionalWords', () => {
  it('a record may miss an optional word, and ranks after those that have it', () => {
    expect(ids({ query: 'sparkly iphone cases', optionalWords: ['cases'] })).toEqual(['t0', 't2']);
    expect(ids({ query: 'sparkly iphone cases' })).toEqual(['t0']);
  });
  it('takes several words in one string', () => {
    expect(ids({ query: 'blue iphone sparkly cases', optionalWords: ['sparkly cases'] })).toEqual(['t0', 't1']);
  });
});

describe('ignorePlurals', () => {
  // "noder" and "nodes" are both one typo from "node"; only "nodes" is its plural.
  const forms = new SearchEngine(textRecords(['noder page', 'nodes page']), 'forms', { settings });
  const order = (params: Partial<SearchParams>) =>
    forms.search({ query: 'node page', ...params }).hits.map((h) => h.objectID);
  it('counts a plural or verb form as the exact word only when on', () => {
    expect(order({})).toEqual(['t0', 't1']);
    expect(order({ ignorePlurals: true })).toEqual(['t1', 't0']);
    expect(ids({ query: 'serialized json', ignorePlurals: true })).toEqual(['t4']);
  });
  it('does not join derived words of another meaning', () => {
    expect(ids({ query: 'deleted node', ignorePlurals: true })).toEqual([]);
    expect(isInflection('node', 'nodes')).toBe(true);
    expect(isInflection('drag', 'dragging')).toBe(true);
    expect(isInflection('serialize', 'serialized')).toBe(true);
    expect(isInflection('delete', 'deletable')).toBe(false);
    expect(isInflection('select', 'selection')).toBe(false);
  });
  it('applies to English only: queryLanguages without English turns it off', () => {
    expect(order({ ignorePlurals: true, queryLanguages: ['fr'] })).toEqual(['t0', 't1']);
    expect(order({ ignorePlurals: true, queryLanguages: ['en', 'fr'] })).toEqual(['t1', 't0']);
    expect(order({ ignorePlurals: ['en'], queryLanguages: ['fr'] })).toEqual(['t1', 't0']);
  });
});

describe('removeStopWords and question frames', () => {
  it('drops English stop words, so a question finds the words it is about', () => {
    expect(ids({ query: 'what is the history of the changes' })).toEqual([]);
    expect(ids({ query: 'what is the history of the changes', removeStopWords: true })).toEqual(['t8']);
  });
  it('keeps the word being typed, and keeps stop words when nothing else is left', () => {
    expect(ids({ query: 'history o', removeStopWords: true })).toEqual(['t8']);
    expect(ids({ query: 'the', removeStopWords: true }).sort()).toEqual(['t4', 't5', 't7']);
  });
  it('strips the frame of a question', () => {
    expect(withoutQuestionFrame(['how', 'do', 'i', 'save', 'the', 'page'])).toEqual(['save', 'the', 'page']);
    expect(withoutQuestionFrame(['how', 'to', 'undo'])).toEqual(['undo']);
    expect(withoutQuestionFrame(['what', 'is', 'a', 'node'])).toEqual(['node']);
    expect(withoutQuestionFrame(['can', 'i', 'nest', 'canvases'])).toEqual(['nest', 'canvases']);
    expect(withoutQuestionFrame(['save', 'how'])).toEqual(['save', 'how']);
    expect(withoutQuestionFrame(['how', 'to'])).toEqual(['how', 'to']);
    expect(ids({ query: 'how do I save the page', removeStopWords: true })).toEqual(['t7']);
  });
});

describe('comparison queries', () => {
  const engine = new SearchEngine(
    textRecords([
      'the difference in how useNode reads props', // t0: says "difference", names one side
      'useNode or useEditor: which hook to call', // t1: names both
      'useEditor collectors', // t2
    ]),
    'c',
    { settings: { ...settings, removeStopWords: true } },
  );
  const found = (query: string) => engine.search({ query }).hits.map((h) => h.objectID);

  it('strips the frame of a comparison, after a question frame or alone', () => {
    expect(withoutQuestionFrame(['what', 'is', 'the', 'difference', 'between', 'canvas', 'and', 'element'])).toEqual([
      'canvas',
      'and',
      'element',
    ]);
    expect(withoutQuestionFrame(['difference', 'between', 'frame', 'and', 'element'])).toEqual([
      'frame',
      'and',
      'element',
    ]);
    expect(withoutQuestionFrame(['compare', 'serialize', 'with', 'totree'])).toEqual(['serialize', 'with', 'totree']);
    expect(withoutQuestionFrame(['difference', 'between'])).toEqual(['difference', 'between']);
  });

  it('leads with the record that names both sides, for "difference between X and Y" and "X vs Y"', () => {
    expect(found('difference between useNode and useEditor')).toEqual(['t1']);
    expect(found('what is the difference between useNode and useEditor')).toEqual(['t1']);
    expect(found('useNode vs useEditor')).toEqual(['t1']);
    expect(found('useNode versus useEditor')).toEqual(['t1']);
  });
});

describe('stop words that name a topic', () => {
  it('keeps "many" and "only": a page about many nodes or read-only mode needs them', () => {
    const engine = new SearchEngine(
      textRecords(['performance with many nodes', 'nodes', 'read-only mode', 'read mode']),
      'w',
      {
        settings: { ...settings, removeStopWords: true },
      },
    );
    expect(engine.search({ query: 'many nodes' }).hits.map((h) => h.objectID)).toEqual(['t0']);
    expect(engine.search({ query: 'read only mode' }).hits.map((h) => h.objectID)).toEqual(['t2']);
  });
});

describe('exact: whole words before camelCase parts', () => {
  it('on a tie, a record with the typed words as words comes before one with them inside a name', () => {
    const ranking = ['words', 'typo', 'attribute', 'exact', 'custom'];
    const engine = new SearchEngine(
      textRecords(['linkedNodes', 'the ids of the linked nodes, by their id in the render']),
      'x',
      { settings: { ...settings, ranking } },
    );
    expect(engine.search({ query: 'linked nodes' }).hits.map((h) => h.objectID)).toEqual(['t1', 't0']);
    // One word: both records are as exact, page order decides.
    expect(engine.search({ query: 'linked' }).hits.map((h) => h.objectID)).toEqual(['t0', 't1']);
  });
});

describe('advancedSyntax', () => {
  it('a quoted phrase must appear as typed, in order and without typos', () => {
    expect(ids({ query: '"blue iphone"', advancedSyntax: true })).toEqual(['t1', 't0']);
    expect(ids({ query: '"iphone blue"', advancedSyntax: true })).toEqual([]);
    expect(ids({ query: '"blue iphnoe"', advancedSyntax: true })).toEqual([]);
    expect(ids({ query: 'sparkly "blue iphone"', advancedSyntax: true })).toEqual(['t0']);
  });
  it('-word excludes records holding the word; a minus inside a word does not', () => {
    expect(ids({ query: 'iphone -sparkly', advancedSyntax: true })).toEqual(['t1']);
    expect(ids({ query: 'blue-iphone', advancedSyntax: true })).toEqual(['t1', 't0']);
    expect(ids({ query: '-iphone', advancedSyntax: true }).sort()).toEqual(['t3', 't4', 't5', 't6', 't7', 't8', 't9']);
  });
  it('is plain text when off', () => {
    expect(ids({ query: 'iphone -sparkly' })).toEqual(['t2', 't0']);
  });
});

describe('proximity', () => {
  it('ranks records whose query words are closer together first', () => {
    // Both have "editor" and "state"; t4 has them adjacent, t5 three words apart.
    expect(
      ids(
        { query: 'editor state' },
        { settings: { ranking: ['words', 'typo', 'proximity', 'attribute', 'exact', 'custom'] } },
      ),
    ).toEqual(['t4', 't5']);
    // Same length and words: without the criterion page position decides; with it, distance (in either order).
    const near = (ranking: string[]) =>
      new SearchEngine(textRecords(['editor one two state', 'state editor one two']), 'p', {
        settings: { ...settings, ranking },
      })
        .search({ query: 'editor state' })
        .hits.map((h) => h.objectID);
    expect(near(['words', 'typo', 'custom'])).toEqual(['t0', 't1']);
    expect(near(['words', 'typo', 'proximity', 'custom'])).toEqual(['t1', 't0']);
  });
});

describe('synonyms', () => {
  const synonyms: Synonym[] = [
    { objectID: 'dnd', type: 'synonym', synonyms: ['dnd', 'drag and drop'] },
    { objectID: 'save', type: 'onewaysynonym', input: 'save', synonyms: ['serialize'] },
    { objectID: 'iphone', type: 'altcorrection1', word: 'ifone', corrections: ['iphone'] },
    { objectID: 'history', type: 'altcorrection2', word: 'undo', corrections: ['history'] },
  ];
  it('regular synonyms work both ways, multi-word included', () => {
    expect(ids({ query: 'dnd editor' }, { synonyms })).toEqual(['t9']);
    expect(ids({ query: 'drag and drop' }, { synonyms })).toEqual(['t9']);
  });
  it('one-way synonyms only from the input', () => {
    expect(ids({ query: 'save' }, { synonyms })).toEqual(['t7', 't4']);
    // "serialize" (also a prefix of "serialized") does not find "save".
    expect(ids({ query: 'serialize' }, { synonyms })).toEqual(['t4', 't5']);
  });
  it('alternative corrections match, ranked as one or two typos', () => {
    expect(ids({ query: 'ifone' }, { synonyms })).toEqual(['t2', 't1', 't0']);
    expect(ids({ query: 'undo' }, { synonyms })).toEqual(['t8']);
    // A record with the typed word comes before the correction (0 typos before 1).
    const extra = new SearchEngine(textRecords(['ifone mention', 'sparkly iPhone']), 'x', { settings, synonyms });
    expect(extra.search({ query: 'ifone' }).hits.map((h) => h.objectID)).toEqual(['t0', 't1']);
  });
  it('highlights the synonym words and reports the query word as matched', () => {
    const engine = new SearchEngine(textRecords(texts), 'test', { settings, synonyms });
    const hit = engine.search({ query: 'save', highlightPreTag: '<b>', highlightPostTag: '</b>' }).hits[1];
    expect(hit._highlightResult.content).toEqual({
      value: '<b>serialize</b> the editor state to JSON',
      matchLevel: 'full',
      matchedWords: ['save'],
      fullyHighlighted: false,
    });
  });
});

describe('a query that says what the library is', () => {
  /** Pages t0…: one record each, with its own page title; the introduction is /docs/overview. */
  function site(): SearchEngine {
    const page = (path: string, title: string, content: string, position: number): DocSearchRecord =>
      ({
        ...textRecords([content])[0],
        objectID: path,
        url: `https://craft.js.org/docs/${path}`,
        url_without_anchor: `https://craft.js.org/docs/${path}`,
        hierarchy: { lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
        weight: { pageRank: 0, level: 0, position },
      }) as DocSearchRecord;
    return new SearchEngine(
      [
        page('editor', 'Editor', 'The page editor: drag and drop React components, build pages.', 0),
        page(
          'overview',
          'Overview',
          'craft.js is a React framework for building drag-and-drop page editors. The editor is yours.',
          1,
        ),
        page('rules', 'Rules', 'Drop rules restrict which components a page editor accepts.', 2),
      ],
      'test',
      { synonyms: [{ objectID: 'b', type: 'onewaysynonym', input: 'builder', synonyms: ['editor'] }] },
    );
  }
  const first = (query: string) => site().search({ query }).hits[0]?.objectID;

  it('lands on the introduction when every word is in its first sentence (or a synonym of one)', () => {
    expect(first('react page builder')).toBe('overview');
    expect(first('drag and drop editor')).toBe('overview');
  });
  it('does not when a word is outside that sentence, or all words are page titles or kinds of thing', () => {
    expect(first('page editor accepts')).not.toBe('overview');
    expect(first('Editor component')).not.toBe('overview');
  });
});
