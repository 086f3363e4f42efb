/** Live samples (```tsx live) are code like any sample for assistants and for search. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR } from './built-site';
import { indexFilePath, readIndexFile } from '../../search/index-file';

interface LiveSource {
  route: string;
  title: string;
  code: string;
}

const DOCS = path.resolve(__dirname, '../../docs');
const LIVE_FENCE = /^```tsx live title="([^"]+)"\n([\s\S]*?)^```$/gm;

function liveSources(): LiveSource[] {
  const found: LiveSource[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) {
        const route = `/docs/${path.relative(DOCS, full).replace(/\.mdx?$/, '').split(path.sep).join('/')}`;
        for (const [, title, code] of fs.readFileSync(full, 'utf8').matchAll(LIVE_FENCE))
          found.push({ route, title, code: code.replace(/\n$/, '') });
      }
    }
  };
  walk(DOCS);
  return found;
}

const read = (file: string) => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
const samples = liveSources();

/** How search keeps a code block: one line per line, spaces collapsed, no blank lines. */
const asIndexed = (code: string) =>
  code
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

describe('live samples outside the web page', () => {
  it('finds the live samples in the docs', () => {
    expect(samples.length).toBeGreaterThanOrEqual(15);
  });

  it('exports each live sample to its Markdown and llms-full.txt as a plain code block', () => {
    const full = read('llms-full.txt');
    for (const { route, title, code } of samples) {
      const plain = `\`\`\`tsx title="${title}"\n${code}\n\`\`\``;
      expect(read(`${route}.md`), `${route}: ${title}`).toContain(plain);
      expect(full, `${route}: ${title}`).toContain(plain);
    }
    expect(full).not.toMatch(/^```\w*[^\n]*\blive\b/m);
  });

  it("indexes each live sample's code as a code record of its page", () => {
    const { records } = readIndexFile(indexFilePath(BUILD_DIR));
    for (const { route, title, code } of samples) {
      const onPage = records.filter((r) => r.url_without_anchor === `https://craft.js.org${route}`);
      const indexed = asIndexed(code);
      // The longest such record: other blocks of the page can open with the same lines.
      const record = onPage
        .filter((r) => r.type === 'content' && r.content && indexed.startsWith(r.content))
        .sort((a, b) => b.content!.length - a.content!.length)[0];
      expect(record, `${route}: ${title}`).toBeDefined();
      // Its first whole lines, as many as fit in the 200 characters a code record keeps.
      const kept = record!.content!;
      const next = indexed.slice(kept.length).split('\n')[1] ?? '';
      expect(kept.length, `${route}: ${title}`).toBeLessThanOrEqual(200);
      expect(indexed.length === kept.length || kept.length + 1 + next.length > 200, `${route}: ${title}`).toBe(true);
    }
  });
});
