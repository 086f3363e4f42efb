import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import remarkApiProps from '../../plugins/api-types/remark-api-props';
import remarkHighlightCode from '../../plugins/code-highlight/remark';
import { codeHighlighter } from '../../plugins/code-highlight/highlight';
import type { ApiData } from '../../config/api-model';
import { INTERNAL_EXPORTS } from '../../config/internal-exports';

const DATA: ApiData = {
  '@craftjs/core': {
    name: '@craftjs/core',
    version: '0.2.12',
    exports: [
      {
        name: 'useThing',
        kind: 'function',
        signature: 'function useThing(): ThingApi',
        members: [
          { name: 'size', kind: 'property', type: 'number', signature: 'size: number', optional: false },
          {
            name: 'actions',
            kind: 'property',
            type: '{ undo(): void; }',
            signature: 'actions: { undo(): void; }',
            optional: true,
            deprecated: 'Use history.',
            members: [{ name: 'undo', kind: 'method', type: '() => void', signature: 'undo(): void', optional: false }],
          },
        ],
      },
    ],
  },
};

let dir: string;
let dataFile: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remark-api-props-'));
  dataFile = path.join(dir, 'api-data.json');
  fs.writeFileSync(dataFile, JSON.stringify(DATA));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function transform(mdx: string, plugin: (tree: Root) => void | Promise<void>): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkMdx);
  const tree = (await processor.run(processor.parse(mdx))) as Root;
  await plugin(tree);
  return tree;
}

/**
 * The `api` prop each element got, read back from the ESTree MDX compiles (so it is what the page ships), and
 * the code block a signature component got as its child.
 */
function apiProps(tree: Root): Array<{ name: string; api: unknown; code?: Pick<Code, 'lang' | 'meta' | 'value'> }> {
  return tree.children
    .filter((node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement')
    .map((node) => {
      const attribute = node.attributes.find(
        (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'api',
      );
      // `of`, `path` and `caption` are consumed at build time.
      expect(node.attributes).toEqual([attribute]);
      const value = attribute?.value;
      if (!value || typeof value === 'string') throw new Error(`<${node.name}> has no api expression`);
      expect(value.data?.estree?.body[0]?.type).toBe('ExpressionStatement');
      const props = { name: node.name ?? '', api: JSON.parse(value.value) as unknown };
      if (node.children.length === 0) return props;
      expect(node.children).toHaveLength(1);
      const { lang, meta, value: code } = node.children[0] as Code;
      return { ...props, code: { lang, meta, value: code } };
    });
}

describe('remark-api-props', () => {
  it('passes each API component exactly the entries it renders', async () => {
    const tree = await transform(
      [
        '<ApiSignature of="useThing" />',
        '<ApiMembers of="useThing" />',
        '<ApiMembers of="useThing" path="actions" caption="What actions holds" />',
        '<ApiMember of="useThing" path="actions" />',
        '<ApiMember of="useThing" path="actions.undo" />',
      ].join('\n\n'),
      remarkApiProps({ dataFile }),
    );
    expect(apiProps(tree)).toEqual([
      {
        name: 'ApiSignature',
        api: {},
        code: { lang: 'ts', meta: 'title="@craftjs/core 0.2.12"', value: 'function useThing(): ThingApi' },
      },
      {
        name: 'ApiMembers',
        api: {
          label: 'Members of useThing',
          source: '@craftjs/core 0.2.12',
          rows: [
            { name: 'size', type: 'number', optional: false, deprecated: false },
            { name: 'actions', type: '{ undo(): void; }', optional: true, deprecated: true },
          ],
        },
      },
      {
        name: 'ApiMembers',
        api: {
          label: 'What actions holds',
          source: '@craftjs/core 0.2.12',
          rows: [{ name: 'undo', type: 'undo(): void', optional: false, deprecated: false }],
        },
      },
      {
        name: 'ApiMember',
        api: { deprecated: 'Use history.' },
        code: { lang: 'ts', meta: null, value: 'actions: { undo(): void; }' },
      },
      { name: 'ApiMember', api: {}, code: { lang: 'ts', meta: null, value: 'undo(): void' } },
    ]);
  });

  it("hands its signatures to the build-time highlighter with the page's other code blocks", async () => {
    const dataDir = path.join(dir, 'highlighted');
    const options = { siteDir: dir, dataDir };
    const tree = await transform(
      [
        '<ApiSignature of="useThing" />',
        // A fragment (`partial`): its types are code-types' test's business.
        '```tsx partial\nconst a = 1;\n```',
        '<ApiMember of="useThing" path="actions" />',
      ].join('\n\n'),
      async (root) => {
        remarkApiProps({ dataFile })(root);
        await remarkHighlightCode(options)(root, { path: path.join(dir, 'page.mdx') });
      },
    );
    const elements = tree.children.filter((node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement');
    /** A HighlightedCodeBlock's plain attributes and the source of its expression attributes. */
    const attributes = (node: MdxJsxFlowElement) =>
      Object.fromEntries(
        node.attributes.map((a) => {
          if (a.type !== 'mdxJsxAttribute') throw new Error('spread attribute');
          return [a.name, typeof a.value === 'string' ? a.value : a.value?.value];
        }),
      );
    const [signature, fenced, member] = elements;
    expect(signature.name).toBe('ApiSignature');
    expect(signature.children.map((child) => (child as MdxJsxFlowElement).name)).toEqual(['HighlightedCodeBlock']);
    expect(attributes(signature.children[0] as MdxJsxFlowElement)).toEqual({
      blocks: '__highlightedCode',
      index: '0',
      language: 'ts',
      lines: '1',
      title: '@craftjs/core 0.2.12',
    });
    expect(attributes(fenced)).toEqual({ blocks: '__highlightedCode', index: '1', language: 'tsx', lines: '1' });
    expect(member.name).toBe('ApiMember');
    expect(attributes(member.children[0] as MdxJsxFlowElement)).toEqual({
      blocks: '__highlightedCode',
      index: '2',
      language: 'ts',
      lines: '1',
    });

    // One data file for the page, holding exactly what the highlighter makes of each signature.
    const [file] = fs.readdirSync(dataDir);
    const blocks = JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as string[];
    const highlighter = await codeHighlighter();
    expect(blocks).toEqual([
      highlighter.highlight('function useThing(): ThingApi', 'ts'),
      highlighter.highlight('const a = 1;', 'tsx', 'partial'),
      highlighter.highlight('actions: { undo(): void; }', 'ts'),
    ]);
    const $ = cheerio.load(blocks[0]);
    // Highlighted: the keyword is in a span of both themes' colours.
    expect($('.line span').first().text()).toBe('function');
    expect($('.line span').first().attr('style')).toMatch(/^color:#\w+;--shiki-dark:#\w+$/);
    expect($('.line').text()).toBe('function useThing(): ThingApi');
  });

  it('fails the build for a signature written inside a line of text', async () => {
    await expect(
      transform('See <ApiMember of="useThing" path="size" /> here.', remarkApiProps({ dataFile })),
    ).rejects.toThrow('API reference: <ApiMember> shows a code block, so it must stand on its own line');
  });

  it('passes the internal exports to their table', async () => {
    const tree = await transform('<InternalExports />', remarkApiProps({ dataFile }));
    expect(apiProps(tree)).toEqual([{ name: 'InternalExports', api: INTERNAL_EXPORTS }]);
  });

  it('fails the build for an export or member the packages do not have', async () => {
    await expect(transform('<ApiMembers of="useNothing" />', remarkApiProps({ dataFile }))).rejects.toThrow(
      'API reference: no export "useNothing" in the installed packages',
    );
    await expect(transform('<ApiMember of="useThing" path="redo" />', remarkApiProps({ dataFile }))).rejects.toThrow(
      'API reference: no export "useThing" with member "redo" in the installed packages',
    );
  });

  it('leaves pages without API components alone, even with no data file', async () => {
    const tree = await transform('# Title\n\n<Other of="x" />', remarkApiProps({ dataFile: path.join(dir, 'none') }));
    const other = tree.children[1] as MdxJsxFlowElement;
    expect(other.attributes.map((a) => (a.type === 'mdxJsxAttribute' ? a.name : a.type))).toEqual(['of']);
  });
});
