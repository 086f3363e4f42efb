/**
 * Types where readers read code (needs `npm run build`): every TypeScript block of the docs that the
 * snippet check compiles shows its names' types on the built page, and the `// ^?` pins show theirs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { showsTypes } from '../../plugins/code-highlight/code-types';
import { readPins } from '../../plugins/code-highlight/pins';
import { BUILD_DIR, builtPages, fileForPath, pathForFile } from './built-site';
import { collectDocSnippets } from './snippets';

const root = path.resolve(__dirname, '../..');

/** A doc's URL path from its source file (docs/api/useNode.mdx → /docs/api/useNode). */
const pathOfDoc = (file: string) => `/${file.replace(/\.mdx?$/, '')}`;

describe('types in the built pages', () => {
  const snippets = collectDocSnippets(root).filter((snippet) => showsTypes(snippet.lang, snippet.meta));

  it('every TypeScript block the snippet check compiles shows its types, its code unchanged', () => {
    const byPage = new Map<string, typeof snippets>();
    for (const snippet of snippets) byPage.set(pathOfDoc(snippet.file), [...(byPage.get(pathOfDoc(snippet.file)) ?? []), snippet]);
    let typed = 0;
    for (const [page, blocks] of byPage) {
      const file = fileForPath(page);
      expect(file, page).not.toBeNull();
      const $ = cheerio.load(fs.readFileSync(file!, 'utf8'));
      const withTypes = $('pre > code')
        .toArray()
        .filter((code) => $(code).find('[role="tooltip"]').length > 0);
      const codes = withTypes.map((code) => {
        const plain = $(code).clone();
        plain.find('[role="tooltip"]').remove();
        return plain
          .find('> .line')
          .toArray()
          .map((line) => $(line).text())
          .join('\n');
      });
      for (const block of blocks)
        expect(codes, `${block.file}:${block.line}`).toContain(readPins(block.code).code.replace(/\n$/, ''));
      typed += withTypes.length;
    }
    console.log(`code types: ${typed} blocks with types on ${byPage.size} pages`);
    expect(typed).toBeGreaterThanOrEqual(150);
  });

  it('pins a type open in at least five places, each under its name', () => {
    const pins = builtPages().flatMap((file) => {
      const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
      return $('code > .twoslash-query-line .twoslash-popup-code')
        .toArray()
        .map((pin) => $(pin).text());
    });
    expect(pins).toEqual(
      expect.arrayContaining([
        'const text: string',
        'const node: Node',
        expect.stringMatching(/^history: Overwrite<\{\n\s+undo: \(\) => void;/),
        expect.stringMatching(/^indicator\?: Partial<\{\n\s+success: string;/),
        expect.stringMatching(/^type SerializedNodes = \{\n\s+\[x: string\]: SerializedNode;/),
      ]),
    );
  });

  it('keeps every doc page within 60 KiB of gzip HTML, its types included', () => {
    const sizes = builtPages()
      .filter((file) => pathForFile(file).startsWith('/docs/'))
      .map((file) => ({ page: pathForFile(file), kib: gzipSync(fs.readFileSync(file)).length / 1024 }))
      .sort((a, b) => b.kib - a.kib);
    console.log(`largest doc pages (gzip KiB): ${sizes.slice(0, 3).map((s) => `${s.page} ${s.kib.toFixed(1)}`).join(', ')}`);
    expect(sizes.filter((size) => size.kib > 60)).toEqual([]);
  });

  it("keeps the pins out of what assistants read: the pages' Markdown copies and llms-full.txt", () => {
    const pinnedLine = '  const { actions, text } = useNode((node) => ({ text: node.data.props.text as string }));\n  return (';
    const markdown = fs.readFileSync(path.join(BUILD_DIR, 'docs/api/useNode.md'), 'utf8');
    const full = fs.readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8');
    for (const text of [markdown, full]) {
      expect(text).toContain(pinnedLine);
      expect(text).not.toMatch(/^\s*\/\/\s*\^\?\s*$/m);
    }
  });
});
