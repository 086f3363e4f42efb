import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findAdmonitionProblems } from './admonitions';
import { listDocs } from './snippets';

const ROOT = path.resolve(__dirname, '../..');
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

describe('admonitions (:::note and friends)', () => {
  it('no box on any docs page holds a heading or runs past its section', () => {
    const docs = listDocs(ROOT);
    expect(docs.length).toBeGreaterThanOrEqual(20);
    const problems = docs.flatMap((file) =>
      findAdmonitionProblems(readFileSync(path.join(ROOT, file), 'utf8')).map((p) => `${file}:${p.line} ${p.message}`),
    );
    expect(problems).toEqual([]);
  });

  it('catches a box "closed" by a ":::" line that carries text (it swallows the next heading)', () => {
    expect(findAdmonitionProblems(fixture('admonition-closed-by-text.mdx'))).toEqual([
      { line: 7, message: ':::caution holds the heading on line 15' },
      { line: 7, message: ':::caution line 9 starts with ":::" but carries text, so it does not close the box' },
    ]);
  });

  it('catches a box that is never closed', () => {
    expect(findAdmonitionProblems(fixture('admonition-unclosed.mdx'))).toEqual([
      { line: 3, message: ':::note is not closed by a line holding only ":::"' },
    ]);
  });

  it('accepts closed boxes', () => {
    expect(findAdmonitionProblems(':::tip Title\nBody.\n:::\n\n## Next\n\n:::note\nMore.\n:::\n')).toEqual([]);
  });
});
