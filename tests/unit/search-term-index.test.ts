import MiniSearch, { type Query } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { TermIndex, type IndexQuery, type IndexResult } from '../../search/term-index';
import { queryTerms, TextTerms } from '../../search/text';

const FIELDS = ['title', 'body'];
const DOCUMENTS = [
  ['useNode()', 'A hook that reads the node a user component renders.'],
  ['useEditor()', 'Reads the editor state; its query lists nodes and serializes them.'],
  ['Nodes', 'Every node has an id, data and events. Linked nodes belong to their parent.'],
  ['Serializing', 'query.serialize() returns JSON; deserialize loads it back into the editor.'],
  ['Drag and drop', 'connectors.drag makes an element draggable; drop rules decide where nodes go.'],
  ['Canvas nodes', 'A canvas node accepts dropped nodes. setProp changes props of a node.'],
  ['Undo and redo', 'actions.history.undo() and redo() move through the editor history.'],
  ['HTMLElement refs', 'connect(dom) takes an HTMLElement; Node and node are one word.'],
  ['', 'A record with an empty title, about nodes and editors.'],
];

function both() {
  const mini = new MiniSearch<{ id: number; title: string; body: string }>({
    fields: FIELDS,
    idField: 'id',
    tokenize: (text) => new TextTerms().termsOf(text).typed,
    processTerm: (term) => term.toLowerCase(),
    searchOptions: { tokenize: queryTerms },
  });
  mini.addAll(DOCUMENTS.map(([title, body], id) => ({ id, title, body })));
  return { mini, index: TermIndex.of(DOCUMENTS, FIELDS, new TextTerms().termsOf) };
}

/** The same query in MiniSearch's terms. */
function asMiniSearch(query: IndexQuery): Query {
  if ('combineWith' in query) return { combineWith: query.combineWith, queries: query.queries.map(asMiniSearch) };
  return { combineWith: 'OR', queries: [query.term], fuzzy: query.typos || false, prefix: query.prefix };
}

/** Every record found, best MiniSearch score first, as MiniSearch lists them. */
function searchByScore(index: TermIndex, query: IndexQuery, excluded: string[] = []): IndexResult[] {
  return index.searchTop(query, excluded).results.sort((a, b) => b.score - a.score);
}

const word = (term: string, typos = 0, prefix = false): IndexQuery => ({ term, typos, prefix });

const QUERIES: Array<[string, IndexQuery, string[]?]> = [
  ['one exact word', word('node')],
  ['a typed prefix', word('n', 0, true)],
  ['a word with a typo', word('nodez', 1)],
  ['two typos and a prefix', word('serialise', 2, true)],
  ['all words', { combineWith: 'AND', queries: [word('editor'), word('nod', 0, true)] }],
  ['any word', { combineWith: 'OR', queries: [word('undo'), word('drag'), word('zzz')] }],
  [
    'a word or its synonyms, nested',
    {
      combineWith: 'AND',
      queries: [
        {
          combineWith: 'OR',
          queries: [word('history'), { combineWith: 'AND', queries: [word('undo'), word('redo')] }],
        },
        { combineWith: 'OR', queries: [word('editor', 1), { combineWith: 'OR', queries: [word('editors')] }] },
      ],
    },
  ],
  ['a word no record has', word('zebra')],
  ['excluded words', word('node'), ['canvas', 'hook']],
];

describe('the term index', () => {
  const { mini, index } = both();

  it.each(QUERIES)('finds and scores what MiniSearch does: %s', (_, query, excluded = []) => {
    let expectedQuery = asMiniSearch(query);
    if (excluded.length > 0) {
      expectedQuery = {
        combineWith: 'AND_NOT',
        queries: [expectedQuery, { combineWith: 'OR', queries: excluded, fuzzy: false, prefix: false }],
      };
    }
    const expected = mini.search(expectedQuery, { weights: { fuzzy: 0.5, prefix: 0.7 } });
    const actual = searchByScore(index, query, excluded);
    // Each record: its score, and the fields each matched word was found in.
    const ours = actual.map(({ id, score, terms, fields }) => ({
      id,
      score,
      match: Object.fromEntries(terms.map((term, k) => [term, FIELDS.filter((_, f) => fields[k] & (1 << f))])),
    }));
    const theirs = expected.map(({ id, score, match }) => ({ id, score, match }));
    const byId = <T extends { id: unknown }>(list: T[]) => [...list].sort((a, b) => Number(a.id) - Number(b.id));
    expect(byId(ours)).toEqual(byId(theirs));
    // Best first, as MiniSearch orders them.
    expect(actual.map((r) => r.score)).toEqual(expected.map((r) => r.score));
  });

  it('has found something for most of the queries above, so the comparison means something', () => {
    const found = QUERIES.filter(([, query, excluded]) => searchByScore(index, query, excluded).length > 0);
    expect(found.length).toBe(QUERIES.length - 1);
  });
});

describe('the term index, with two swapped letters as one typo', () => {
  const { mini, index } = both();

  it('finds the words one swap away, which MiniSearch counts as two typos, and scores them as one', () => {
    const swapped = searchByScore(index, word('nodse', 1));
    // "nodse" is one swap from "nodes": MiniSearch needs two typos for it.
    const asTwoTypos = mini.search('nodse', { fuzzy: 2, weights: { fuzzy: 0.5, prefix: 0.7 } });
    const withNodes = asTwoTypos.filter((r) => r.terms.includes('nodes')).map((r) => r.id);
    expect(withNodes.length).toBeGreaterThan(0);
    expect(swapped.map((r) => r.id).sort()).toEqual(expect.arrayContaining(withNodes.sort()));
    // Scored as any one-typo word: "nodez" is one typo from the same words ("node", "nodes").
    expect(swapped).toEqual(searchByScore(index, word('nodez', 1)));
  });

  it('allows two swaps, or a swap and another typo, within two typos but not within one', () => {
    expect(searchByScore(index, word('desreilaize', 2)).flatMap((r) => r.terms)).toContain('deserialize');
    expect(searchByScore(index, word('desreilaize', 1))).toEqual([]);
    expect(searchByScore(index, word('sreializs', 2)).flatMap((r) => r.terms)).toContain('serializes');
  });
});

describe('the term index, keeping the records that answer the most parts', () => {
  const { index } = both();
  const anyOf: IndexQuery = { combineWith: 'OR', queries: [word('node'), word('editor'), word('query')] };

  it('returns the heaviest records with every tie, scored as a full search scores them, and counts them all', () => {
    const all = searchByScore(index, anyOf);
    // A record's weight: how many of the three words it holds, each found on its own.
    const parts = (anyOf as { queries: IndexQuery[] }).queries.map(
      (part) => new Set(searchByScore(index, part).map((r) => r.id)),
    );
    const weightOf = (id: number) => parts.filter((ids) => ids.has(id)).length;
    const { results, total } = index.searchTop(anyOf, [], { weights: [1, 1, 1], count: 2 });
    expect(total).toBe(all.length);
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results.length).toBeLessThan(all.length);
    // The heaviest are kept: the lightest record kept outweighs every record left out, and the
    // heaviest record found is among those kept.
    const kept = new Set(results.map((r) => r.id));
    const keptWeights = results.map((r) => weightOf(r.id));
    const leftOutWeights = all.filter((r) => !kept.has(r.id)).map((r) => weightOf(r.id));
    expect(Math.min(...keptWeights)).toBeGreaterThan(Math.max(...leftOutWeights));
    expect(Math.max(...keptWeights)).toBe(Math.max(...all.map((r) => weightOf(r.id))));
    const threshold = all
      .map((r) => weightOf(r.id))
      .sort((a, b) => b - a)
      .at(1)!;
    expect(results.map((r) => r.id)).toEqual(all.filter((r) => weightOf(r.id) >= threshold).map((r) => r.id));
    for (const result of results) expect(result).toEqual(all.find((r) => r.id === result.id));
  });

  it('returns everything when fewer records than asked are found', () => {
    const { results, total } = index.searchTop(anyOf, [], { weights: [1, 1, 1], count: 100 });
    // searchTop leaves the order to the engine's ranking; searchByScore orders by score.
    const byId = (list: typeof results) => [...list].sort((a, b) => a.id - b.id);
    expect(byId(results)).toEqual(byId(searchByScore(index, anyOf)));
    expect(total).toBe(results.length);
  });
});
