/**
 * The user component page's "Fields of craft" table, built from the installed package's types as the site
 * builds it: every row must read optional, because craft takes `Partial<UserComponentConfig>` and a component
 * that sets only one field works.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Element, ROOT_NODE, type UserComponent } from '@craftjs/core';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import React from 'react';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterAll, beforeAll, expect } from 'vitest';
import { extractApi } from '../../plugins/api-types/extract';
import { apiPackageDirs } from '../../plugins/api-types/index';
import remarkApiProps from '../../plugins/api-types/remark-api-props';
import { claim } from './support/claim';
import { Box, resolver } from './support/components';
import { childIds, renderEditor } from './support/editor';

const siteDir = path.resolve(__dirname, '../..');
let dir: string;
let dataFile: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-craft-fields-'));
  dataFile = path.join(dir, 'api-data.json');
  fs.writeFileSync(dataFile, JSON.stringify(extractApi(apiPackageDirs(siteDir))));
}, 180_000); // the TypeScript program over both packages takes a while on a busy machine
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The rows of the page's own "Fields of craft" table, as the site's remark plugin resolves them. */
async function craftTableRows(): Promise<Array<{ name: string; optional: boolean }>> {
  const page = fs.readFileSync(path.join(siteDir, 'docs/api/user-component.mdx'), 'utf8');
  const tag = page.split('\n').find((line) => line.startsWith('<ApiMembers of="UserComponentConfig"'));
  expect(tag, 'the page shows the fields of craft').toBeDefined();
  const processor = unified().use(remarkParse).use(remarkMdx);
  const tree = (await processor.run(processor.parse(tag!))) as Root;
  remarkApiProps({ dataFile })(tree);
  const element = tree.children[0] as MdxJsxFlowElement;
  const api = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'api');
  const value = api?.value;
  if (!value || typeof value === 'string') throw new Error('no api prop');
  return (JSON.parse(value.value) as { rows: Array<{ name: string; optional: boolean }> }).rows.map(
    ({ name, optional }) => ({ name, optional }),
  );
}

claim(
  'api/user-component',
  'craft',
  'a craft with one field works, and the table lists every field optional',
  async () => {
    const Badge: UserComponent = () => <span>badge</span>;
    Badge.craft = { displayName: 'Badge' };
    const ed = renderEditor(
      <Element is={Box} canvas>
        <Badge />
      </Element>,
      { resolver: { ...resolver, Badge } },
    );
    const badge = ed.query.node(childIds(ed.query, ROOT_NODE)[0]);
    expect(badge.get().data.displayName).toBe('Badge');
    expect(badge.isDraggable()).toBe(true);
    ed.unmount();

    const rows = await craftTableRows();
    expect(rows.map((row) => row.name)).toContain('displayName');
    expect(rows.filter((row) => !row.optional)).toEqual([]);
  },
);
