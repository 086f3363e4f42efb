import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertUniqueIds, extractRecords } from '../../search/records';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '..', 'fixtures', name), 'utf8');
const page = { html: fixture('search-doc-page.html'), path: '/docs/api/useNode', siteUrl: 'https://craft.js.org' };
const records = extractRecords(page);
const byContent = (text: string) => records.find((r) => r.content === text);

describe('search records from built HTML', () => {
  it('makes one record per heading, typed by level, with the page path and anchor', () => {
    const headings = records.filter((r) => r.type !== 'content').map((r) => [r.type, r.url, r.anchor]);
    expect(headings).toEqual([
      ['lvl1', 'https://craft.js.org/docs/api/useNode', null],
      ['lvl2', 'https://craft.js.org/docs/api/useNode#reference', 'reference'],
      ['lvl3', 'https://craft.js.org/docs/api/useNode#parameters', 'parameters'],
      ['lvl2', 'https://craft.js.org/docs/api/useNode#examples', 'examples'],
    ]);
  });

  it('takes lvl0 from the sidebar category shown in the breadcrumbs', () => {
    expect(new Set(records.map((r) => r.hierarchy.lvl0))).toEqual(new Set(['API Reference']));
  });

  it('falls back to the sidebar when there are no breadcrumbs', () => {
    const html = page.html.replace(/<nav class="theme-doc-breadcrumbs"[\s\S]*?<\/nav>/, '');
    expect(extractRecords({ ...page, html })[0].hierarchy.lvl0).toBe('API Reference');
  });

  it('builds the hierarchy from the headings above each block and resets deeper levels', () => {
    expect(byContent('collector: picks values from the node.')?.hierarchy).toEqual({
      lvl0: 'API Reference',
      lvl1: 'useNode()',
      lvl2: 'Reference',
      lvl3: 'Parameters',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(byContent('Same text.')?.hierarchy.lvl3).toBeNull();
    expect(byContent('Same text.')?.url).toBe('https://craft.js.org/docs/api/useNode#examples');
  });

  it('records paragraphs, list items (without their nested lists), table cells and code', () => {
    const contents = records.filter((r) => r.type === 'content').map((r) => r.content);
    expect(contents).toEqual([
      'A hook that gives a user component its id and the connect connector.',
      'collector: picks values from the node.',
      'Runs on every state change.',
      'Loose list item text.',
      'Name',
      'Type',
      'setProp',
      'Function',
      'const { actions } = useNode();\nactions.setProp(fn);',
      'Same text.',
      'Same text.',
    ]);
  });

  it("keeps a long code block's first whole lines, up to 200 characters: what it imports and declares", () => {
    const body = Array.from({ length: 40 }, (_, i) => `  const value${i} = props.node.editor.items[${i}];`);
    const lines = ["import { useNode } from '@craftjs/core';", 'export const Card = (props) => {', ...body, '};'];
    const pre = `<pre><code>${lines.join('\n')}</code></pre>`;
    const html = page.html.replace(/<pre[\s\S]*?<\/pre>/, pre);
    const code = extractRecords({ ...page, html }).find((r) => r.content?.startsWith('import'))!;
    expect(code.content!.length).toBeLessThanOrEqual(200);
    expect(code.content!.split('\n').slice(0, 3)).toEqual([lines[0], lines[1], body[0].trim()]);
    expect(lines.map((l) => l.trim())).toEqual(expect.arrayContaining(code.content!.split('\n')));
  });

  it("keeps a code block's code without its names' type popups", () => {
    const name = (text: string, type: string) =>
      `<span class="twoslash-hover" tabindex="-1"><span>${text}</span><span role="tooltip">${type}</span></span>`;
    const pre = `<pre><code><span hidden id="type-0-keys">Enter goes to the names</span><span class="line">const ${name('actions', 'const actions: EditorActions')} = ${name('useEditor', 'function useEditor()')}();</span></code></pre>`;
    const html = page.html.replace(/<pre[\s\S]*?<\/pre>/, pre);
    const code = extractRecords({ ...page, html }).find((r) => r.content?.startsWith('const'))!;
    expect(code.content).toBe('const actions = useEditor();');
  });

  it('keeps heading text free of the hash link and skips navbar, footer and tab labels', () => {
    expect(records.map((r) => r.hierarchy.lvl2)).not.toContain('Reference\u200b');
    const all = JSON.stringify(records);
    expect(all).not.toContain('Navbar text');
    expect(all).not.toContain('Footer text');
    expect(all).not.toContain('"npm"');
    expect(all).not.toContain('Copy');
  });

  it('fills url_without_anchor, weight, language and docusaurus_tag', () => {
    const reference = records.find((r) => r.anchor === 'reference')!;
    expect(reference.url_without_anchor).toBe('https://craft.js.org/docs/api/useNode');
    expect(reference.weight).toEqual({ pageRank: 0, level: 90, position: 2 });
    expect(records[0].weight.level).toBe(100);
    expect(byContent('Name')?.weight.level).toBe(0);
    expect(reference.language).toBe('en');
    expect(reference.docusaurus_tag).toBe('docs-default-current');
  });

  it('gives every record a unique objectID that stays the same across builds', () => {
    const ids = records.map((r) => r.objectID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(extractRecords(page).map((r) => r.objectID)).toEqual(ids);
  });

  it('stops the build when two records of the site share an objectID, naming both', () => {
    const [first, second] = records;
    expect(() => assertUniqueIds([first, { ...second, objectID: first.objectID }])).toThrow(
      `Two search records share the objectID ${first.objectID} (${first.url} and ${second.url}).`,
    );
    expect(() => assertUniqueIds(records)).not.toThrow();
  });

  it('keeps ids of unchanged records when another part of the page changes', () => {
    const edited = page.html.replace('Loose list item text.', 'Loose list item text, edited.');
    const after = extractRecords({ ...page, html: edited });
    const unchanged = records.filter((r) => r.content !== 'Loose list item text.').map((r) => r.objectID);
    expect(after.map((r) => r.objectID)).toEqual(expect.arrayContaining(unchanged));
    expect(after.find((r) => r.content === 'Loose list item text, edited.')?.objectID).not.toBe(
      byContent('Loose list item text.')?.objectID,
    );
  });

  it('ignores pages that are not docs', () => {
    const plain = fixture('search-plain-page.html');
    expect(extractRecords(page).length).toBeGreaterThan(0);
    expect(extractRecords({ ...page, html: plain })).toEqual([]);
  });
});
