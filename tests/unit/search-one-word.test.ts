import { describe, expect, it } from 'vitest';
import { logResults, TermIndex, type IndexQuery } from '../../search/term-index';
import { matchOneWord, matchUnits, matchUnitsByLog, unitQuery } from '../../search/unit-match';
import type { QueryUnit, QueryWord } from '../../search/query-plan';
import { TextTerms } from '../../search/text';

const FIELDS = ['title', 'body'];
const DOCUMENTS = [
  ['useNode()', 'A hook that reads the node a user component renders.'],
  ['Nodes', 'Every node has an id, data and events. Linked nodes belong to their parent.'],
  ['Node', 'node'],
  ['Serializing', 'query.serialize() returns JSON; deserialize loads it back. Serialise is the British spelling.'],
  ['Canvas nodes', 'A canvas node accepts dropped nodes. setProp changes props of a node.'],
  ['HTMLElement refs', 'connect(dom) takes an HTMLElement; Node and node are one word, nodez a typo.'],
  ['', 'A record with an empty title, about nodes, noses and editors.'],
  ['Linked canvas', 'A canvas whose parent holds linked nodes.'],
];

const index = TermIndex.of(DOCUMENTS, FIELDS, new TextTerms().termsOf);

const word = (text: string, typos: number, prefix: boolean, variants: string[] = []): QueryWord => ({
  text,
  typos,
  prefix,
  variants,
});

const WORDS: Array<[string, QueryWord]> = [
  ['an exact word', word('node', 0, false)],
  ['a word and its plural', word('node', 1, false, ['nodes'])],
  ['a typed prefix', word('n', 0, true)],
  ['a prefix that is also a word', word('node', 1, true, ['nodes'])],
  ['a word with typos', word('nodez', 2, false)],
  ['two typos and a prefix', word('serialise', 2, true)],
  ['a camelCase part', word('element', 1, false)],
  ['a word no record has', word('zzz', 1, false)],
];

describe("a one-word query's matches, read from the term index's log", () => {
  for (const [name, typed] of WORDS) {
    it(`${name}: the same records, scores, typos and attributes as each record's own match`, () => {
      const unit: QueryUnit = { words: [typed], alternatives: [], optional: false, phrase: false };
      const query: IndexQuery = { combineWith: 'AND', queries: [unitQuery(unit)] };
      const { results } = index.searchTop(query);
      const log = index.searchLog(query);
      const answers = matchOneWord(typed, log);
      expect(Array.from(log.ids)).toEqual(results.map((result) => result.id));
      expect(Array.from(log.scores)).toEqual(results.map((result) => result.score));
      results.forEach((result, slot) => {
        const [match] = matchUnits([unit], result);
        const own = match ? { typos: match.typos, attribute: match.attribute } : null;
        const read =
          answers.typos[slot] < 0 ? null : { typos: answers.typos[slot], attribute: answers.attribute[slot] };
        expect(read, `record ${result.id}`).toEqual(own);
      });
    });
  }

  it('has found records with different typos and attributes, so the comparison means something', () => {
    const typed = word('nodez', 2, false);
    const log = index.searchLog({
      combineWith: 'AND',
      queries: [unitQuery({ words: [typed], alternatives: [], optional: false, phrase: false })],
    });
    const answers = matchOneWord(typed, log);
    expect(new Set(answers.typos).size).toBeGreaterThan(1);
    expect(new Set(answers.attribute).size).toBeGreaterThan(1);
  });
});

const unitOf = (...words: QueryWord[]): QueryUnit => ({ words, alternatives: [], optional: false, phrase: false });
/** A unit of one word and its synonyms, in order; a synonym of several words takes one typo. */
const synonyms = (typed: QueryWord, ...alternatives: string[][]): QueryUnit => ({
  ...unitOf(typed),
  alternatives: alternatives.map((words) => ({ words, typos: words.length > 1 ? 1 : 0 })),
});

const QUERIES: Array<[string, QueryUnit[]]> = [
  ['two exact words', [unitOf(word('node', 0, false)), unitOf(word('nodes', 0, false))]],
  ['a word and a typed prefix', [unitOf(word('node', 1, false, ['nodes'])), unitOf(word('a', 0, true))]],
  ['a word reached by both query words', [unitOf(word('node', 1, true)), unitOf(word('nodes', 1, true))]],
  ['typos in both', [unitOf(word('nodez', 2, false)), unitOf(word('canvsa', 2, true))]],
  ['a unit of two words', [unitOf(word('linked', 0, false), word('nodes', 0, false)), unitOf(word('parent', 1, true))]],
  [
    'a synonym for a word no record has',
    [synonyms(word('save', 0, false), ['serialize']), unitOf(word('json', 0, false))],
  ],
  [
    'a synonym against own words with typos',
    [synonyms(word('nodez', 2, false), ['canvas']), unitOf(word('node', 0, true))],
  ],
  [
    'synonyms of two words and with typos, in order',
    [synonyms(word('zzz', 1, false), ['linked', 'parent'], ['canvas']), unitOf(word('a', 0, true))],
  ],
  [
    'a synonym of two words in different attributes',
    [synonyms(word('zzz', 1, false), ['linked', 'parent']), unitOf(word('a', 0, true))],
  ],
  [
    'synonyms not taking fewer typos than own words',
    [synonyms(word('nodes', 1, false), ['linked', 'parent'], ['canvas']), unitOf(word('a', 0, true))],
  ],
  ['one unit with a synonym', [synonyms(word('nodez', 2, false), ['canvas'], ['editors'])]],
];

describe("a query of several words' leading criteria, read from the term index's log", () => {
  for (const [name, units] of QUERIES) {
    it(`${name}: the same results, and the typos and attributes matchUnits sums`, () => {
      const query: IndexQuery = { combineWith: 'AND', queries: units.map(unitQuery) };
      const { results } = index.searchTop(query);
      const log = index.searchLog(query);
      expect(results.length).toBeGreaterThan(0);
      expect(logResults(log, Int32Array.from(log.ids.keys()).reverse())).toEqual([...results].reverse());
      const answers = matchUnitsByLog(units, log);
      results.forEach((result, slot) => {
        const matches = matchUnits(units, result);
        const own = matches.every((match) => match !== null)
          ? {
              typos: matches.reduce((sum, match) => sum + match!.typos, 0),
              attribute: matches.reduce((sum, match) => sum + match!.attribute, 0),
            }
          : null;
        const read =
          answers.typos[slot] < 0 ? null : { typos: answers.typos[slot], attribute: answers.attribute[slot] };
        expect(read, `record ${result.id}`).toEqual(own);
      });
    });
  }

  it('has records answered by a synonym, and records whose own words win over a synonym they hold', () => {
    const answered = (units: QueryUnit[]) =>
      index.searchTop({ combineWith: 'AND', queries: units.map(unitQuery) }).results.map((result) => ({
        result,
        match: matchUnits(units, result)[0]!,
      }));
    const withSynonyms = QUERIES.filter(
      ([name, units]) => units[0].alternatives.length > 0 && !name.includes('not taking'),
    );
    for (const [name, units] of withSynonyms) {
      expect(answered(units).filter(({ match }) => match.words).length, name).toBeGreaterThan(0);
    }
    const [, passedOver] = QUERIES.find(([name]) => name.includes('not taking'))!;
    const holding = answered(passedOver).filter(
      ({ result, match }) => !match.words && ['linked', 'parent'].every((word) => result.terms.includes(word)),
    );
    expect(holding.length).toBeGreaterThan(0);
  });
});
