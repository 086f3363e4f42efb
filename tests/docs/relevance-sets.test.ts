/**
 * The relevance sets stay true to the docs: every page a question expects is a built page, and the
 * section a real question is labelled with is a heading on its first expected page. A page renamed or a
 * heading reworded fails here, not silently in `npm run bench`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { fileForPath } from './built-site';

interface Question {
  query: string;
  expected: string[];
  section?: string;
  source?: string;
}

const readSet = (file: string): Question[] =>
  (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../search', file), 'utf8')) as { queries: Question[] }).queries;

const anchorsOf = (route: string): Set<string> => {
  const file = fileForPath(route);
  if (!file) return new Set();
  const $ = load(fs.readFileSync(file, 'utf8'));
  return new Set($('article [id]').map((_, element) => $(element).attr('id')).get());
};

describe('relevance sets', () => {
  for (const file of ['queries.json', 'real-questions.json']) {
    it(`${file}: every expected page is a built page`, () => {
      const missing = readSet(file).flatMap(({ query, expected }) =>
        expected.filter((route) => !fileForPath(route)).map((route) => `${query} → ${route}`),
      );
      expect(missing).toEqual([]);
    });
  }

  it('real-questions.json: at least 60 questions, each with its source thread and a section of its first page', () => {
    const questions = readSet('real-questions.json');
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(questions.map((q) => q.query.toLowerCase())).size).toBe(questions.length);
    const anchors = new Map<string, Set<string>>();
    const wrong = questions.flatMap(({ query, expected, section, source }) => {
      const problems: string[] = [];
      if (!source || !/^https:\/\/github\.com\/prevwong\/craft\.js\/(issues|pull|discussions)\/\d+$/.test(source))
        problems.push(`${query}: source ${String(source)}`);
      const page = expected[0];
      if (!anchors.has(page)) anchors.set(page, anchorsOf(page));
      if (!section || !anchors.get(page)!.has(section)) problems.push(`${query}: no #${String(section)} on ${page}`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });
});
