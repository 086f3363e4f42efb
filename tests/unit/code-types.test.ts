/**
 * Types in the docs' TypeScript blocks (plugins/code-highlight/code-types.ts, type-popups.ts, pins.ts):
 * each name's quick info from the installed declarations, `// ^?` pins, compile errors at the written
 * line, and the popups' markup (one tab stop per block, each name described by its tooltip).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { CodeTypes, showsTypes } from '../../plugins/code-highlight/code-types';
import { readPins } from '../../plugins/code-highlight/pins';
import { codeHighlighter } from '../../plugins/code-highlight/highlight';
import { numberPopups, TYPE_KEYS_HINT } from '../../plugins/code-highlight/type-popups';
import { typeDocsAhead, typesOf, typingCost, typingDeferred } from '../../plugins/code-highlight/typed-blocks';
import { tempDir } from '../support/tempDir';

const root = path.resolve(__dirname, '../..');
const types = new CodeTypes(root);

const UNDO = [
  "import { useEditor } from '@craftjs/core';",
  '',
  'export function Undo() {',
  '  const { actions, query } = useEditor();',
  "  const node = query.node('ROOT').get();",
  '  //     ^?',
  '  return <button onClick={() => actions.history.undo()}>{node.data.displayName}</button>;',
  '}',
].join('\n');

describe('pins', () => {
  it('removes each `// ^?` line and points at the column of its caret on the line above', () => {
    const pinned = readPins(['const a = 1;', '//    ^?', 'const b = a;', '   //  ^?  '].join('\n'));
    expect(pinned.code).toBe('const a = 1;\nconst b = a;');
    expect(pinned.pins).toEqual([
      { line: 0, character: 6 },
      { line: 1, character: 7 },
    ]);
    expect(pinned.writtenLine).toEqual([0, 2]);
  });

  it('leaves a `^?` that is not a whole comment line alone', () => {
    const code = 'const text = "// ^?";\nconst x = 1; // ^?';
    expect(readPins(code)).toEqual({ code, pins: [], writtenLine: [0, 1] });
  });
});

describe('the types of a block', () => {
  const [undo] = types.typesOf([{ language: 'tsx', code: UNDO }]);

  it('gives each name the quick info of the installed declarations, with their doc comments', () => {
    expect(undo.errors).toEqual([]);
    const hover = (target: string) => undo.nodes.find((node) => node.type === 'hover' && node.target === target);
    expect(hover('useEditor')?.text).toMatch(/^\(alias\) function useEditor\(\): useEditorReturnType/);
    expect(hover('useEditor')?.docs).toContain('entire editor state');
    expect(hover('history')?.text).toMatch(/^\(property\) history: Overwrite<\{\n\s+undo: \(\) => void;/);
    expect(hover('undo')?.text).toBe('(property) undo: () => void');
    // Positions are in the code without its pins, as Shiki renders it.
    const at = hover('Undo')!;
    expect(undo.code.slice(at.start, at.start + at.length)).toBe('Undo');
  });

  it("shows a craft.js interface with its members, and the DOM's as TypeScript names it", () => {
    const [typed] = types.typesOf([
      {
        language: 'ts',
        code: "import type { Indicator } from '@craftjs/core';\nexport const shown = (indicator: Indicator, at: HTMLElement) => [indicator, at];",
      },
    ]);
    const hovers = (target: string) => typed.nodes.filter((node) => node.target === target).map((node) => node.text);
    expect(hovers('Indicator')).toEqual([
      '(alias) interface Indicator {\n    placement: Placement;\n    error: string | null;\n}\nimport Indicator',
      '(alias) interface Indicator {\n    placement: Placement;\n    error: string | null;\n}\nimport Indicator',
    ]);
    expect(hovers('HTMLElement')).toEqual(['interface HTMLElement']);
  });

  it('answers a pin with the type of the name it points at, in place of that name’s hover', () => {
    expect(undo.code).not.toContain('^?');
    const queries = undo.nodes.filter((node) => node.type === 'query');
    expect(queries).toEqual([expect.objectContaining({ target: 'node', text: 'const node: Node', line: 4 })]);
    expect(undo.nodes.filter((node) => node.start === queries[0].start)).toHaveLength(1);
  });

  it('reports a compile error at its line as written, pins counted', () => {
    const [broken] = types.typesOf([{ language: 'ts', code: 'const a = 1;\n//    ^?\nconst b: string = a;' }]);
    expect(broken.errors).toEqual([{ line: 2, message: "Type 'number' is not assignable to type 'string'." }]);
  });

  it('types TypeScript blocks only, and no fragment marked partial', () => {
    expect([showsTypes('tsx', ''), showsTypes('ts', 'title="a.ts"'), showsTypes('typescript', '')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([showsTypes('jsx', ''), showsTypes('bash', ''), showsTypes('tsx', 'partial title="x"')]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('the popups a block renders', () => {
  it("reads TypeScript's modifiers of two words as modifiers, not as a function's parameters", async () => {
    const code =
      'enum Mode { Edit }\nexport function pick<T>(value: T): T {\n  var kept = value;\n  return kept;\n}\nexport const mode = Mode.Edit;';
    const [typed] = types.typesOf([{ language: 'ts', code }]);
    const $ = cheerio.load(`<code>${(await codeHighlighter()).highlight(code, 'ts', '', typed)}</code>`);
    const popup = (name: string) =>
      $('.twoslash-hover')
        .filter((_, node) => $(node).contents().first().text() === name)
        .last()
        .find('.twoslash-popup-code')
        .text();
    expect(popup('Edit')).toBe('Mode.Edit = 0');
    expect(popup('T')).toBe('T in pick<T>(value: T): T');
    expect(popup('kept')).toBe('kept: T');
  });

  it('makes each name one focusable target described by its tooltip, after the name, and the pin a line of its own', async () => {
    const [undo] = types.typesOf([{ language: 'tsx', code: UNDO }]);
    const highlighter = await codeHighlighter();
    const $ = cheerio.load(`<code>${numberPopups(highlighter.highlight(UNDO, 'tsx', '', undo), 3)}</code>`);
    expect($('code > [hidden]').attr('id')).toBe('type-3-keys');
    expect($('code > [hidden]').text()).toBe(TYPE_KEYS_HINT);
    const names = $('.twoslash-hover[tabindex]').toArray();
    expect(names.length).toBeGreaterThan(10);
    names.forEach((name, i) => {
      expect($(name).attr('tabindex')).toBe('-1');
      expect($(name).attr('aria-describedby')).toBe(`type-3-${i}`);
      const tooltip = $(name).children('[role="tooltip"]');
      expect(tooltip.attr('id')).toBe(`type-3-${i}`);
      // The name's own text comes first, so selecting the line reads the code.
      expect($(name).contents().first().text()).not.toBe(tooltip.text());
    });
    const useEditor = $('.twoslash-hover[tabindex]').filter(
      (_, name) => $(name).contents().first().text() === 'useEditor',
    );
    expect(useEditor.first().find('.twoslash-popup-code').text()).toMatch(
      /^function useEditor\(\): useEditorReturnType/,
    );
    const pin = $('code > .twoslash-query-line');
    expect(pin.find('.twoslash-popup-code').text()).toBe('const node: Node');
    // Copied, the code is the code as written, without its pin.
    $('[role="tooltip"], [hidden]').remove();
    expect(
      $('code > .line')
        .toArray()
        .map((line) => $(line).text())
        .join('\n'),
    ).toBe(readPins(UNDO).code);
    // A `<code>` holds phrasing content only.
    expect($('code').html()).not.toMatch(/<(div|p|br)\b/);
  });
});

describe('typing the docs ahead (typed-blocks.ts)', () => {
  it('types the docs in a worker once, then only the blocks it has not typed before', async () => {
    const site = tempDir('code-types-site-');
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'), 'dir');
    fs.mkdirSync(path.join(site, 'docs'));
    const block = (i: number) =>
      `\`\`\`tsx\nimport { useNode } from '@craftjs/core';\nexport const id${i} = () => useNode().id;\n\`\`\`\n`;
    // Ten blocks: enough for the worker thread.
    fs.writeFileSync(path.join(site, 'docs/a.mdx'), Array.from({ length: 10 }, (_, i) => block(i)).join('\n'));
    const source = {
      language: 'tsx',
      code: "import { useNode } from '@craftjs/core';\nexport const id0 = () => useNode().id;",
    };
    // Under `npm start` (no waiting), a page compiled before the first typing has finished shows no types.
    expect(await typesOf(site, source, false)).toBeUndefined();
    // A build waits for the worker.
    const one = await typesOf(site, source);
    expect({ blocks: typingCost.blocks, cached: typingCost.cached }).toEqual({ blocks: 10, cached: false });
    expect(one?.nodes.find((node) => node.target === 'id0' && node.line === 1)?.text).toBe('const id0: () => string');
    expect(await typesOf(site, source, false)).toEqual(one);

    // Typing again finds every block cached, and the report keeps the typing that did the work.
    const first = await typeDocsAhead(site);
    expect({ blocks: typingCost.blocks, cached: typingCost.cached }).toEqual({ blocks: 10, cached: false });
    const again = await typeDocsAhead(site);
    expect([...again.values()]).toEqual([...first.values()]);

    // An edited page: its new block is typed (here, not in a worker), the others come from the cache.
    fs.writeFileSync(path.join(site, 'docs/b.mdx'), block(10));
    const edited = await typeDocsAhead(site);
    expect({ blocks: typingCost.blocks, cached: typingCost.cached }).toEqual({ blocks: 11, cached: false });
    expect([...edited.values()].slice(0, 10)).toEqual([...first.values()]);

    // A block no page had when the docs were typed is typed when asked for.
    const late = typingCost.late;
    const types = await typesOf(site, { language: 'ts', code: 'export const n = 1;' });
    expect(types?.nodes.map((node) => node.text)).toEqual(['const n: 1']);
    expect(typingCost.late).toBe(late + 1);
  }, 60_000);

  it('gives a build each block as soon as the worker has typed it, before the rest of the docs', async () => {
    const site = tempDir('code-types-stream-');
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'), 'dir');
    fs.mkdirSync(path.join(site, 'docs'));
    const code = (i: number) => `export const streamed${i} = ${i};`;
    fs.writeFileSync(
      path.join(site, 'docs/a.mdx'),
      Array.from({ length: 12 }, (_, i) => `\`\`\`ts\n${code(i)}\n\`\`\`\n`).join('\n'),
    );
    const docs = typeDocsAhead(site);
    let docsTyped = false;
    void docs.then(() => (docsTyped = true));
    // Once the typing has started, the first block's types come with the worker's first report.
    await new Promise((resolve) => setImmediate(resolve));
    const first = await typesOf(site, { language: 'ts', code: code(0) });
    expect(first?.nodes.map((node) => node.text)).toEqual(['const streamed0: 0']);
    expect(docsTyped).toBe(false);
    expect((await docs).size).toBe(12);
    expect((await typesOf(site, { language: 'ts', code: code(11) }))?.nodes.map((node) => node.text)).toEqual([
      'const streamed11: 11',
    ]);
  }, 60_000);

  it('under npm start, leaves the blocks the cache lacks untyped until the site has compiled once', async () => {
    const site = tempDir('code-types-dev-');
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'), 'dir');
    fs.mkdirSync(path.join(site, 'docs'));
    const source = { language: 'ts', code: 'export const answer = 42;' };
    fs.writeFileSync(path.join(site, 'docs/a.mdx'), `\`\`\`ts\n${source.code}\n\`\`\`\n`);
    expect((await typeDocsAhead(site, false)).size).toBe(0);
    expect(typingDeferred()).toBe(true);
    expect(await typesOf(site, source, false)).toBeUndefined();
    // After the first compile (plugins/code-highlight/index.ts), the rest is typed.
    const typed = await typeDocsAhead(site);
    expect(typingDeferred()).toBe(false);
    expect((await typesOf(site, source, false))?.nodes.map((node) => node.text)).toEqual(['const answer: 42']);
    expect([...typed.values()]).toHaveLength(1);
  }, 60_000);
});
