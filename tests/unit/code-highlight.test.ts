/**
 * Build-time highlighting (plugins/code-highlight): Shiki turns each fenced block and `?raw` listing
 * into a HighlightedCodeBlock with both themes' colours in its HTML, keeps titles, highlighted lines
 * and line numbers, and fails the build, naming the file and line, on a block it cannot highlight.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import remarkHighlightCode from '../../plugins/code-highlight/remark';
import { codeHighlighter } from '../../plugins/code-highlight/highlight';
import { themeStylesheet } from '../../plugins/code-highlight/index';
import { codeThemes } from '../../plugins/code-highlight/themes';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-highlight-'));
  fs.mkdirSync(path.join(dir, 'src'));
  // TypeScript blocks compile against the site's packages, as in the site.
  fs.symlinkSync(path.resolve(__dirname, '../../node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.writeFileSync(path.join(dir, 'src/App.tsx'), 'export const App = () => <p>Hi</p>;\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Highlighted {
  tree: Root;
  /** The HighlightedCodeBlock elements' attributes (expression attributes as their source). */
  elements: Record<string, string | undefined>[];
  /** The page's data file: each block's `<code>` HTML. */
  html: string[];
}

async function highlightPage(mdx: string): Promise<Highlighted> {
  const dataDir = fs.mkdtempSync(path.join(dir, 'data-'));
  const processor = unified().use(remarkParse).use(remarkMdx);
  const tree = (await processor.run(processor.parse(mdx))) as Root;
  await remarkHighlightCode({ siteDir: dir, dataDir })(tree, { path: path.join(dir, 'docs/page.mdx') });
  const elements: Highlighted['elements'] = [];
  const collect = (node: { type: string; children?: unknown[] }) => {
    const element = node as MdxJsxFlowElement;
    if (node.type === 'mdxJsxFlowElement' && element.name === 'HighlightedCodeBlock')
      elements.push(
        Object.fromEntries(
          element.attributes.map((a) => {
            const attribute = a as MdxJsxAttribute;
            return [attribute.name, typeof attribute.value === 'string' ? attribute.value : attribute.value?.value];
          }),
        ),
      );
    for (const child of node.children ?? []) collect(child as typeof node);
  };
  collect(tree);
  const files = fs.readdirSync(dataDir);
  const html = files.length ? (JSON.parse(fs.readFileSync(path.join(dataDir, files[0]), 'utf8')) as string[]) : [];
  return { tree, elements, html };
}

/** The block as a reader copies it: its lines, without the names' type popups. */
const lines = (html: string) => {
  const $ = cheerio.load(`<code>${html}</code>`);
  $('[role="tooltip"]').remove();
  return $('code > .line')
    .toArray()
    .map((line) => ({ text: $(line).text(), classes: $(line).attr('class') }));
};

describe('build-time code highlighting with Shiki', () => {
  it('turns a fenced block into a HighlightedCodeBlock whose lines carry both themes’ colours', async () => {
    const { elements, html } = await highlightPage(
      "```tsx\nimport { useNode } from '@craftjs/core';\nconst a = 1;\n```",
    );
    expect(elements).toEqual([{ blocks: '__highlightedCode', index: '0', language: 'tsx', lines: '2' }]);
    expect(lines(html[0]).map((line) => line.text)).toEqual([
      "import { useNode } from '@craftjs/core';",
      'const a = 1;',
    ]);
    const $ = cheerio.load(html[0]);
    $('[role="tooltip"], [hidden]').remove();
    const keyword = $('.line span').first();
    expect(keyword.text()).toBe('import');
    // Shiki's dual themes: the light colour as `color`, the dark one as a CSS variable.
    const light = codeThemes.light.tokenColors!.find((t) => [t.scope].flat().includes('keyword'))!.settings.foreground;
    const dark = codeThemes.dark.tokenColors!.find((t) => [t.scope].flat().includes('keyword'))!.settings.foreground;
    expect(keyword.attr('style')!.toLowerCase()).toBe(`color:${light};--shiki-dark:${dark}`.toLowerCase());
    // Lines are separated by newlines, so the code's text is the code.
    expect($.root().text()).toBe("import { useNode } from '@craftjs/core';\nconst a = 1;");
    expect(html[0]).not.toMatch(/<(div|p|br)\b/);
  });

  it('keeps the title, marks {1,3-4} lines highlighted, and numbers the lines when asked', async () => {
    const code = ['let a = 1;', 'a += 1;', 'a += 2;', 'a += 3;', 'a += 4;'].join('\n');
    const { elements, html } = await highlightPage(
      [
        `\`\`\`ts title="src/a.ts" {1,3-4}\n${code}\n\`\`\``,
        `\`\`\`ts showLineNumbers\n${code}\n\`\`\``,
        `\`\`\`ts showLineNumbers=7 title='b.ts'\n${code}\n\`\`\``,
      ].join('\n\n'),
    );
    expect(elements.map(({ title, lineNumbersStart }) => ({ title, lineNumbersStart }))).toEqual([
      { title: 'src/a.ts', lineNumbersStart: undefined },
      { title: undefined, lineNumbersStart: '1' },
      { title: 'b.ts', lineNumbersStart: '7' },
    ]);
    expect(lines(html[0]).map((line) => line.classes)).toEqual([
      'line highlighted',
      'line',
      'line highlighted',
      'line highlighted',
      'line',
    ]);
    // Line numbers are CSS counters, not text: copying the code copies no numbers.
    expect(lines(html[1]).map((line) => line.text)).toEqual(code.split('\n'));
  });

  it('highlights a <CodeBlock> of a ?raw import, dropping the imports it no longer needs', async () => {
    const { tree, elements, html } = await highlightPage(
      [
        "import CodeBlock from '@theme/CodeBlock';",
        "import App from '!@site/src/App.tsx?raw';",
        '',
        '<CodeBlock language="tsx" title="src/App.tsx">{App}</CodeBlock>',
      ].join('\n'),
    );
    expect(elements).toEqual([
      { blocks: '__highlightedCode', index: '0', language: 'tsx', lines: '1', title: 'src/App.tsx' },
    ]);
    expect(lines(html[0]).map((line) => line.text)).toEqual(['export const App = () => <p>Hi</p>;']);
    const imports = tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => String(node.value));
    expect(imports.some((text) => /raw|@theme\/CodeBlock'/.test(text))).toBe(false);
  });

  it('writes a block without a language as plain text', async () => {
    const { elements, html } = await highlightPage('```\na <b> & c\n```');
    expect(elements[0].language).toBe('text');
    expect(cheerio.load(html[0]).root().text()).toBe('a <b> & c');
  });

  it('fails the build on a block it cannot highlight, naming the file and line', async () => {
    await expect(highlightPage('# Title\n\nText.\n\n```python\nprint(1)\n```')).rejects.toThrow(
      'code-highlight: docs/page.mdx:5: no grammar for the language "python"',
    );
    await expect(highlightPage('```tsx\n// highlight-next-line\nconst a = 1;\n```')).rejects.toThrow(
      /docs\/page\.mdx:1: magic comments .* are not supported/,
    );
    await expect(
      highlightPage(
        "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"tsx\">{'const a = 1;'}</CodeBlock>",
      ),
    ).rejects.toThrow(/docs\/page\.mdx:3: a <CodeBlock> is highlighted at build time only as/);
  });

  it('fails the build on a TypeScript block that does not compile, naming the line, so it never shows wrong types', async () => {
    await expect(
      highlightPage(
        '# Title\n\n```tsx title="a.tsx"\nimport { useNode } from \'@craftjs/core\';\n//       ^?\nuseNode(42);\n```',
      ),
    ).rejects.toThrow(
      /^code-highlight: docs\/page\.mdx:6: this TypeScript block does not compile, so it cannot show its types: Argument of type 'number'/,
    );
    // A fragment marked partial is highlighted without types.
    const { html } = await highlightPage('```tsx partial\nuseNode(42);\n```');
    expect(html[0]).not.toContain('twoslash');
  });

  it('has only the languages the docs use, and their aliases', async () => {
    const highlighter = await codeHighlighter();
    for (const language of ['tsx', 'ts', 'typescript', 'jsx', 'bash', 'sh', 'json', 'diff', 'text'])
      expect(highlighter.knows(language), language).toBe(true);
    for (const language of ['js', 'python', 'rust', 'css', 'yaml'])
      expect(highlighter.knows(language), language).toBe(false);
  });

  it("the stylesheet gives each mode its theme's block colours and switches to Shiki's dark variables", () => {
    const css = themeStylesheet();
    const colors = (theme: typeof codeThemes.light) =>
      `--prism-color: ${theme.colors!['editor.foreground']}; --prism-background-color: ${theme.colors!['editor.background']};`;
    expect(css).toContain(`.highlighted-code { ${colors(codeThemes.light)}`);
    expect(css).toContain(`[data-theme='dark'] .highlighted-code { ${colors(codeThemes.dark)}`);
    expect(css).toContain('.highlighted-code pre span { font-style: var(--shiki-light-font-style);');
    expect(css).toContain(
      "[data-theme='dark'] .highlighted-code pre span { color: var(--shiki-dark) !important; font-style: var(--shiki-dark-font-style);",
    );
    expect(css).toContain('.highlighted-code .line.highlighted {');
    expect(css).toContain(".highlighted-code .line.highlighted:empty::after { content: ' '; }");
    expect(css).toContain('.highlighted-code code.line-numbers > .line::before { counter-increment: line;');
  });
});
