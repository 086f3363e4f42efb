/**
 * The code-block check compiles a use of a hook's result, not only the hook: a block may state what its exported
 * hooks return (```tsx returns="useX: T"), and a hook whose return type is only `null`, `undefined` or `never`
 * fails on its own. The case that made it necessary: a reason assigned inside a callback, narrowed to `null`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractSnippets, statedReturns, typeCheckSnippets, type Snippet } from '../docs/snippets';
import { guideBlock } from '../support/guideCode';

const root = path.resolve(__dirname, '../..');

// The block as docs/api/helpers.mdx printed it before the fix: `reason` is narrowed to `null` at the return.
const NARROWED = [
  "import { useEditor } from '@craftjs/core';",
  '',
  'export function useDragProblem(id: string) {',
  '  return useEditor((_, query) => {',
  '    let reason: string | null = null;',
  '    query.node(id).isDraggable((error) => { reason = String(error); });',
  '    return { reason };',
  '  }).reason;',
  '}',
].join('\n');

const doc = (meta: string, code: string) =>
  ['---', 'id: sample', '---', '', `\`\`\`tsx ${meta}`, code, '```', ''].join('\n');
const check = (meta: string, code: string) =>
  typeCheckSnippets(root, extractSnippets('docs/sample.mdx', doc(meta, code)));

describe('docs code snippets › results of exported hooks', () => {
  it('a hook whose result is narrowed to null fails without any statement, at the opening fence', () => {
    const failures = check('title="useDragProblem"', NARROWED);
    expect(failures).toEqual([
      {
        location: 'docs/sample.mdx:5',
        message: 'useDragProblem returns `null`, so no caller can use its result; declare its return type',
      },
    ]);
  });

  it('a stated return type is compiled both ways against the hook', () => {
    const failures = check('returns="useDragProblem: string | null"', NARROWED);
    expect(failures.map((f) => f.location)).toContain('docs/sample.mdx:5');
    expect(failures.map((f) => f.message).join('\n')).toContain(
      "useDragProblem's result is not the `string | null` the block states",
    );
    // A hook that returns more than stated (any string where the page promises a number) fails too.
    const wide = 'export function useCount(): number | string { return 1; }';
    expect(
      check('returns="useCount: number"', wide)
        .map((f) => f.message)
        .join('\n'),
    ).toContain("useCount's result is not the `number` the block states");
    expect(check('returns="useCount: number | string"', wide)).toEqual([]);
  });

  it('a statement needs "Name: Type" entries', () => {
    const [snippet] = extractSnippets('docs/sample.mdx', doc('returns="string"', 'export {};'));
    expect(() => statedReturns(snippet)).toThrow('docs/sample.mdx:5: returns="string" needs "Name: Type" entries');
    const [two] = extractSnippets('docs/sample.mdx', doc('returns="useA: string; useB: number[]"', 'export {};'));
    expect(statedReturns(two)).toEqual([
      { name: 'useA', type: 'string' },
      { name: 'useB', type: 'number[]' },
    ]);
  });

  it('docs/api/helpers.mdx useDragProblem states `string | null`, and a reader can use the reason as a string', () => {
    const file = 'docs/api/helpers.mdx';
    const block = extractSnippets(file, readFileSync(path.join(root, file), 'utf8')).find((s) =>
      s.meta.includes('title="useDragProblem"'),
    )!;
    expect(statedReturns(block)).toEqual([{ name: 'useDragProblem', type: 'string | null' }]);
    expect(typeCheckSnippets(root, [block])).toEqual([]);
    // What a reader writes with the result, compiled against the block as printed.
    const use = (code: string): Snippet => ({
      ...block,
      meta: '',
      code: `${code}\nexport function Problem({ id }: { id: string }) {\n  const problem = useDragProblem(id);\n  return problem ? problem.toUpperCase() : 'draggable';\n}`,
    });
    expect(typeCheckSnippets(root, [use(guideBlock(file, 'useDragProblem'))])).toEqual([]);
    expect(
      typeCheckSnippets(root, [use(NARROWED)])
        .map((f) => f.message)
        .join('\n'),
    ).toContain("Property 'toUpperCase' does not exist on type 'never'");
  });
});
