import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Inflections } from '../../search/inflections';
import type { DocSearchRecord } from '../../search/records';
import { fieldTexts as recordTexts } from '../../search/record-words';
import { fieldTexts, FIELDS } from '../../search/searchable-attributes';
import { TermIndex } from '../../search/term-index';
import { inflectionCandidates, isInflection, TextTerms } from '../../search/text';
import { textRecords } from '../support/textRecords';

/** Records whose category (lvl0) the term index lists after the titles, but which a page shows first. */
function records(): DocSearchRecord[] {
  const [first, second, third] = textRecords([
    'You drag and it is dragged; nodes follow.',
    'Dragging a node, serialized state, serializing it. Select it: the selection stays.',
    'One node serializes the tree; the Nodes are dragged.',
  ]);
  first.hierarchy = { ...first.hierarchy, lvl0: 'Drags', lvl1: 'Dragging nodes' };
  return [first, second, third];
}

function inflectionsOf(list: DocSearchRecord[]) {
  const terms = new TextTerms();
  const index = TermIndex.of(list.map(fieldTexts), FIELDS, terms.termsOf);
  return { inflections: new Inflections(index, list, terms), terms };
}

/** Every word of the records, in the order a reader meets them: records in order, texts from the top. */
function wordsInReadingOrder(list: DocSearchRecord[], terms: TextTerms): string[] {
  const words = new Set<string>();
  for (const record of list)
    for (const text of recordTexts(record)) for (const word of terms.lowerOf(text)) words.add(word);
  return [...words];
}

describe('inflections of a query word', () => {
  it('lists the index words that are its plural or verb forms, in the order the records first use them', () => {
    const { inflections } = inflectionsOf(records());
    // The category "Drags" comes before the title "Dragging nodes", then the body's "drag", "dragged".
    expect(inflections.of('drag')).toEqual(['drags', 'dragging', 'dragged']);
    expect(inflections.of('nodes')).toEqual(['node']);
    expect(inflections.of('serialize')).toEqual(['serialized', 'serializing', 'serializes']);
  });

  it('leaves out the word itself, derivations and words the records never use', () => {
    const { inflections } = inflectionsOf(records());
    expect(inflections.of('dragged')).not.toContain('dragged');
    expect(inflections.of('select')).toEqual([]);
    expect(inflections.of('state')).toEqual([]);
    expect(inflections.of('tree')).toEqual([]);
    expect(inflections.of('zebra')).toEqual([]);
  });

  it('agrees with checking every index word, for every word and every beginning of one', () => {
    const list = records();
    const { inflections, terms } = inflectionsOf(list);
    const words = wordsInReadingOrder(list, terms);
    const queries = new Set(words.flatMap((word) => [...word].map((_, end) => word.slice(0, end + 1))));
    for (const query of [...queries, 's', 'ed', 'ing', 'ies'])
      expect(inflections.of(query), query).toEqual(words.filter((w) => w !== query && isInflection(w, query)));
  });

  it('answers a word asked again from what it found the first time', () => {
    const { inflections } = inflectionsOf(records());
    expect(inflections.of('drag')).toBe(inflections.of('drag'));
  });
});

describe('the words that can be inflections of a word', () => {
  const ENDINGS = ['', 's', 'es', 'e', 'ed', 'd', 'ing', 'y', 'ies', 'ied'];
  // Two forms of one made-up stem: each ending after it, the second maybe after a doubled letter.
  const formsOfOneStem = fc.record({
    stem: fc.string({ unit: fc.constantFrom(...'abdegilnorsty'), minLength: 1, maxLength: 7 }),
    first: fc.constantFrom(...ENDINGS),
    second: fc.constantFrom(...ENDINGS),
    doubled: fc.boolean(),
  });

  it('include every word that is one', () => {
    fc.assert(
      fc.property(formsOfOneStem, ({ stem, first, second, doubled }) => {
        const word = stem + first;
        const form = stem + (doubled ? stem.at(-1) : '') + second;
        if (form !== word && isInflection(form, word)) expect(inflectionCandidates(word)).toContain(form);
      }),
      { numRuns: 20_000 },
    );
  });

  it('are a few dozen words to look up, not the word itself', () => {
    expect(inflectionCandidates('drag')).toEqual(expect.arrayContaining(['drags', 'dragging', 'dragged']));
    expect(inflectionCandidates('serializing')).toEqual(expect.arrayContaining(['serialize', 'serialized']));
    expect(inflectionCandidates('nodes')).toContain('node');
    expect(inflectionCandidates('drag')).not.toContain('drag');
    expect(inflectionCandidates('u').length).toBeLessThanOrEqual(2 * ENDINGS.length);
  });

  it('for a word that is an ending itself, include the other endings', () => {
    expect(inflectionCandidates('ed')).toEqual(expect.arrayContaining(['s', 'd', 'ing', 'y', 'ies', 'ied']));
  });
});
