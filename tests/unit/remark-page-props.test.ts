import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import remarkApiProps from '../../plugins/api-types/remark-api-props';
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

async function transform(mdx: string, plugin: (tree: Root) => void): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkMdx);
  const tree = (await processor.run(processor.parse(mdx))) as Root;
  plugin(tree);
  return tree;
}

/** The `api` prop each element got, read back from the ESTree MDX compiles (so it is what the page ships). */
function apiProps(tree: Root): Array<{ name: string; api: unknown }> {
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
      return { name: node.name ?? '', api: JSON.parse(value.value) };
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
      { name: 'ApiSignature', api: { source: '@craftjs/core 0.2.12', signature: 'function useThing(): ThingApi' } },
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
      { name: 'ApiMember', api: { signature: 'actions: { undo(): void; }', deprecated: 'Use history.' } },
      { name: 'ApiMember', api: { signature: 'undo(): void' } },
    ]);
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
