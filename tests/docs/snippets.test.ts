/**
 * Snippet checker: every fenced code block in docs/ written in js, jsx, ts or tsx must compile.
 *
 * Rules (keep them in mind when writing docs):
 * 1. Blocks are found with the MDX parser Docusaurus uses, so blocks inside <Tabs>/<TabItem> count too.
 * 2. Each block is type-checked on its own, as its own ES module (TypeScript 5.9, `strict`,
 *    `jsx: react-jsx`, DOM + ES2022 libs), against the installed @craftjs/core, @craftjs/layers, React 19
 *    types and anything else in node_modules. A block cannot import another block or a local file
 *    (`./Button`), so define what it uses inside it. js/jsx blocks are checked as JavaScript (checkJs,
 *    strict except that implicit `any` is allowed, since JavaScript has no annotations).
 * 3. `// ...` elisions are fine only where the block still compiles (e.g. inside a function body).
 * 4. A block whose meta string contains the word `partial` (```tsx partial) is skipped; the test prints
 *    how many were skipped. Use it rarely: for fragments that cannot stand alone.
 * 5. Other languages (bash, json, diff, text...) are not checked.
 * 6. An exported hook (`useX`) may not return only `null`, `undefined` or `never`: no caller could use its
 *    result. Where the prose uses a hook's result, state its type in the meta
 *    (```tsx returns="useDragProblem: string | null"); the check compiles a use of the result as that type.
 * A failure is reported as `docs/file.mdx:LINE  TypeScript message`.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectDocSnippets, extractSnippets, isPartial, typeCheckSnippets } from './snippets';

const root = path.resolve(__dirname, '../..');

describe('docs code snippets', () => {
  it('every js/jsx/ts/tsx block in docs/ type-checks', () => {
    const snippets = collectDocSnippets(root);
    const partial = snippets.filter(isPartial);
    const checked = snippets.filter((snippet) => !isPartial(snippet));
    console.log(
      `snippet check: ${checked.length} blocks type-checked, ${partial.length} marked partial and skipped` +
        (partial.length ? ` (${partial.map((s) => `${s.file}:${s.line}`).join(', ')})` : ''),
    );
    const failures = typeCheckSnippets(root, checked).map((f) => `${f.location}  ${f.message}`);
    expect(failures).toEqual([]);
  }, 240_000); // one TypeScript program over every block: slow on a busy machine

  it('reports a type error at the right doc line, and skips blocks marked partial', () => {
    const doc = [
      '---',
      'id: sample',
      '---',
      '',
      "import Tabs from '@theme/Tabs';",
      '',
      '<Tabs>',
      '',
      '```tsx',
      "import { useNode } from '@craftjs/core';",
      'export const Broken = () => {',
      '  const { actions } = useNode();',
      '  actions.setProp(42);',
      "  const n: number = 'text';",
      '  return null;',
      '};',
      '```',
      '',
      '</Tabs>',
      '',
      '```tsx partial',
      'this is not code',
      '```',
      '',
      '```bash',
      'npm install @craftjs/core',
      '```',
    ].join('\n');
    const snippets = extractSnippets('docs/sample.mdx', doc);
    expect(snippets.map((s) => [s.line, s.lang, isPartial(s)])).toEqual([
      [10, 'tsx', false],
      [22, 'tsx', true],
    ]);
    const failures = typeCheckSnippets(root, snippets.filter((s) => !isPartial(s)));
    expect(failures.map((f) => f.location)).toEqual(['docs/sample.mdx:14']);
    expect(failures[0].message).toContain("Type 'string' is not assignable to type 'number'");
  });
});
