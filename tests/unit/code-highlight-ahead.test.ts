/**
 * Highlighting ahead (plugins/code-highlight/ahead.ts): the fences it reads from a page are the blocks
 * the remark step highlights, with the same language, meta and code, so a page finds its blocks in the
 * highlighter's memo instead of tokenizing them again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { afterAll, describe, expect, it } from 'vitest';
import { fencesOf, highlightAhead } from '../../plugins/code-highlight/ahead';
import { codeHighlighter, highlightCost } from '../../plugins/code-highlight/highlight';
import { metaWithoutLive } from '../../plugins/live-code/remark';

const DOCS = path.join(__dirname, '../../docs');
const pages = fs.readdirSync(DOCS, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx'));

/** The code blocks MDX's parser finds at the start of a line, as the remark step reads them. */
function parsedFences(mdx: string) {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(mdx) as Root;
  const fences: Array<{ language: string; meta: string; code: string }> = [];
  visit(tree, 'code', (node: Code) => {
    if (node.lang && node.position?.start.column === 1)
      fences.push({ language: node.lang.toLowerCase(), meta: metaWithoutLive(node.meta ?? ''), code: node.value });
  });
  return fences;
}

describe('fences read ahead', () => {
  it.each(pages)('docs/%s: the same blocks, languages, metas and code as the MDX parser', (page) => {
    const mdx = fs.readFileSync(path.join(DOCS, page), 'utf8');
    expect(fencesOf(mdx)).toEqual(parsedFences(mdx));
  });

  it('reads a longer fence around a shorter one, a title, line ranges and the live word', () => {
    const mdx = [
      '````md title="README.md"',
      '```js',
      'x();',
      '```',
      '````',
      '',
      '```tsx live title="Demo" {1,3}',
      'const a = 1;',
      '',
      '```',
    ].join('\n');
    expect(fencesOf(mdx)).toEqual([
      { language: 'md', meta: 'title="README.md"', code: '```js\nx();\n```' },
      { language: 'tsx', meta: 'title="Demo" {1,3}', code: 'const a = 1;\n' },
    ]);
    expect(fencesOf(mdx)).toEqual(parsedFences(mdx));
  });
});

describe('highlighting ahead', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'highlight-ahead-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('highlights each known fence once, and a page asking for it later reuses the HTML', async () => {
    fs.mkdirSync(path.join(dir, 'guides'));
    fs.writeFileSync(path.join(dir, 'guides/a.mdx'), '# A\n\n```jsx title="A.jsx"\nconst ahead = <b />;\n```\n');
    // TypeScript is highlighted with its types, which typed-blocks.ts computes meanwhile: not ahead.
    fs.writeFileSync(path.join(dir, 'guides/typed.mdx'), '```tsx\nconst typed = <b />;\n```\n');
    // A language the highlighter lacks is the remark step's error to report, with its line: skipped here.
    fs.writeFileSync(path.join(dir, 'b.mdx'), '```cobol\nDISPLAY "x".\n```\n');
    const highlighter = await codeHighlighter();
    expect(await highlightAhead(dir, highlighter, () => false)).toBe(1);
    const reused = highlightCost.reused;
    const html = highlighter.highlight('const ahead = <b />;', 'jsx', 'title="A.jsx"');
    expect(highlightCost.reused).toBe(reused + 1);
    expect(html).toContain('ahead');
  });

  it('stops when content has loaded: the rest is for the pages the bundler compiles', async () => {
    const highlighter = await codeHighlighter();
    const page = fs.mkdtempSync(path.join(os.tmpdir(), 'highlight-ahead-stop-'));
    fs.writeFileSync(path.join(page, 'c.mdx'), '```jsx\nconst one = 1;\n```\n\n```jsx\nconst two = 2;\n```\n');
    try {
      let asked = 0;
      // Content has loaded once the first block is done.
      expect(await highlightAhead(page, highlighter, () => (asked += 1) > 1)).toBe(1);
      expect(await highlightAhead(page, highlighter, () => true)).toBe(0);
    } finally {
      fs.rmSync(page, { recursive: true, force: true });
    }
  });
});
