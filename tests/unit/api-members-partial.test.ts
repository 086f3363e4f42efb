/**
 * A members table of a type the API takes as `Partial<T>` (a user component's `craft`): `as="Partial"` marks
 * every row optional, in the page's table and in its Markdown copy, although `T` declares the fields required.
 */
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
import { mdxToMarkdown } from '../../plugins/llms/mdx-to-markdown';
import { documentedMembers, type ApiData, type ApiMember } from '../../config/api-model';

const fields: ApiMember[] = [
  { name: 'displayName', kind: 'property', type: 'string', signature: 'displayName: string', optional: false },
  { name: 'isCanvas', kind: 'property', type: 'boolean', signature: 'isCanvas: boolean', optional: false },
];
const DATA: ApiData = {
  '@craftjs/core': {
    name: '@craftjs/core',
    version: '0.2.12',
    exports: [
      { name: 'UserComponentConfig', kind: 'type', signature: 'type UserComponentConfig<T> = {…}', members: fields },
    ],
  },
};

let dir: string;
let dataFile: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-members-partial-'));
  dataFile = path.join(dir, 'api-data.json');
  fs.writeFileSync(dataFile, JSON.stringify(DATA));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function tableRows(mdx: string): Promise<Array<{ name: string; optional: boolean }>> {
  const processor = unified().use(remarkParse).use(remarkMdx);
  const tree = (await processor.run(processor.parse(mdx))) as Root;
  remarkApiProps({ dataFile })(tree);
  const element = tree.children[0] as MdxJsxFlowElement;
  const api = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'api');
  const value = api?.value;
  if (!value || typeof value === 'string') throw new Error('no api prop');
  return (JSON.parse(value.value) as { rows: Array<{ name: string; optional: boolean }> }).rows.map(
    ({ name, optional }) => ({ name, optional }),
  );
}

describe('ApiMembers as="Partial"', () => {
  it('keeps what the type declares without it', async () => {
    expect(await tableRows('<ApiMembers of="UserComponentConfig" />')).toEqual([
      { name: 'displayName', optional: false },
      { name: 'isCanvas', optional: false },
    ]);
  });

  it('marks every field optional in the page table', async () => {
    expect(await tableRows('<ApiMembers of="UserComponentConfig" as="Partial" caption="Fields of craft" />')).toEqual([
      { name: 'displayName', optional: true },
      { name: 'isCanvas', optional: true },
    ]);
  });

  it('marks every field optional in the Markdown copy', () => {
    const markdown = mdxToMarkdown(
      { source: '<ApiMembers of="UserComponentConfig" as="Partial" />', title: 'x', permalink: '/docs/x' },
      {
        siteUrl: 'https://craft.js.org/',
        api: DATA,
        internalExports: [],
        readRaw: () => '',
        docPermalink: () => undefined,
      },
    );
    expect(markdown).toContain('| `displayName` | `string` | optional |');
    expect(markdown).not.toContain('required');
  });

  it('refuses a wrapper it does not understand, so a typo cannot pass silently', () => {
    expect(() => documentedMembers(fields, 'Required')).toThrow('as="Required" is not supported');
  });
});

describe('the user component page', () => {
  it('documents craft’s fields as Partial', () => {
    const page = fs.readFileSync(path.join(__dirname, '../../docs/api/user-component.mdx'), 'utf8');
    expect(page).toMatch(/<ApiMembers of="UserComponentConfig" as="Partial"[^>]*caption="Fields of craft"/);
  });
});
