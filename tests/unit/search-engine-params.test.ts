import { describe, expect, it } from 'vitest';
import { multipleQueries, type ApiContext } from '../../search/api';
import { SearchEngine } from '../../search/engine';
import { textRecords } from '../support/textRecords';

const records = textRecords(['sparkly blue iPhone cases', 'blue iPhone cases']);
const context: ApiContext = { engine: new SearchEngine(records, 'docs'), appId: 'APP', apiKey: 'KEY' };
const ok = { appId: 'APP', apiKey: 'KEY' };
const run = (request: Record<string, unknown>) =>
  multipleQueries(context, ok, JSON.stringify({ requests: [{ indexName: 'docs', ...request }] }));
const hitIDs = (request: Record<string, unknown>) =>
  ((run(request).body as any).results[0].hits as Array<{ objectID: string }>).map((h) => h.objectID);

describe('search API: relevance parameters', () => {
  it('applies them per query, as JSON fields or in the legacy params string', () => {
    expect(hitIDs({ query: 'sparkly cases red', removeWordsIfNoResults: 'none' })).toEqual([]);
    expect(hitIDs({ query: 'sparkly cases red', removeWordsIfNoResults: 'lastWords' })).toEqual(['t0']);
    expect(hitIDs({ params: 'query=sparkly%20cases%20red&removeWordsIfNoResults=lastWords' })).toEqual(['t0']);
    expect(hitIDs({ query: 'iphone -sparkly', advancedSyntax: true })).toEqual(['t1']);
    expect(hitIDs({ params: 'query=iphone%20-sparkly&advancedSyntax=true' })).toEqual(['t1']);
    expect(hitIDs({ query: 'sparkly iphone', optionalWords: 'sparkly', removeWordsIfNoResults: 'none' })).toEqual([
      't0',
      't1',
    ]);
    expect(
      hitIDs({ query: 'the cases', removeStopWords: ['en'], queryLanguages: ['en'], ignorePlurals: false }),
    ).toEqual(['t1', 't0']);
  });

  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    [
      'an unknown removeWordsIfNoResults',
      { removeWordsIfNoResults: 'some' },
      /removeWordsIfNoResults must be one of "none", "lastWords", "firstWords", "allOptional"/,
    ],
    ['a numeric removeWordsIfNoResults', { removeWordsIfNoResults: 1 }, /removeWordsIfNoResults/],
    ['optionalWords of numbers', { optionalWords: [1] }, /optionalWords must be a string or a list of strings/],
    [
      'ignorePlurals as a number',
      { ignorePlurals: 3 },
      /ignorePlurals must be true, false or a list of ISO 639-1 language codes/,
    ],
    [
      'removeStopWords with a bad code',
      { removeStopWords: ['english'] },
      /removeStopWords must be true, false or a list/,
    ],
    [
      'queryLanguages as an object',
      { queryLanguages: { en: true } },
      /queryLanguages must be a list of ISO 639-1 language codes/,
    ],
    ['advancedSyntax as a string', { advancedSyntax: 'yes' }, /advancedSyntax must be true or false/],
  ];
  it.each(cases)('rejects %s with 400', (_name, request, message) => {
    const answer = run({ query: 'x', ...request });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: expect.stringMatching(message), status: 400 });
  });
});
