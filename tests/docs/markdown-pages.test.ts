/** The Markdown the build writes for assistants: one file per doc route, and the llms.txt index of them. */
import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR, builtPages, fileForPath, pathForFile } from './built-site';
import { docPages } from '../../scripts/support/docs-pages';

const docRoutes = () =>
  builtPages()
    .map(pathForFile)
    .filter((route) => route.startsWith('/docs/') && fs.readFileSync(fileForPath(route)!, 'utf8').includes('theme-doc-markdown'))
    .sort();

const read = (file: string) => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
/** Prose only: fenced blocks (blockquoted ones too) and inline code spans removed (both may show JSX on purpose). */
const outsideCode = (markdown: string) => markdown.replace(/^(> ?)+/gm, '').replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1$/gm, '').replace(/`[^`\n]*`/g, '');

describe('Markdown for every doc page', () => {
  it('has a .md for every doc route, linked from its page and listed in llms.txt', () => {
    const routes = docRoutes();
    expect(routes).toEqual(docPages().map((page) => page.route).sort());
    const llms = read('llms.txt');
    for (const route of routes) {
      const markdown = read(`${route}.md`);
      const html = fs.readFileSync(fileForPath(route)!, 'utf8');
      const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]?.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      // After the front matter (the page's last update), the title. Markdown escapes a `<` that would
      // start HTML: `# \<Editor />` reads "<Editor />".
      const body = matter(markdown).content.trimStart();
      expect(body.split('\n')[0].replace(/\\(.)/g, '$1'), route).toBe(`# ${title}`);
      expect(html, route).toContain(`<link data-rh="true" rel="alternate" type="text/markdown" href="${route}.md">`);
      expect(llms, route).toContain(`](https://craft.js.org${route}.md)`);
    }
    expect(llms.match(/^- \[/gm)).toHaveLength(routes.length);
  });

  it('leaves no import lines, JSX or {expressions} outside code, and only absolute links', () => {
    for (const route of docRoutes()) {
      const prose = outsideCode(read(`${route}.md`));
      expect(prose, route).not.toMatch(/^import /m);
      // A `\<` is escaped text, not JSX.
      expect(prose, route).not.toMatch(/(?<!\\)<\/?[A-Z][A-Za-z]*[\s/>]/);
      for (const [, url] of prose.matchAll(/\]\(([^)\s]+)/g)) expect(url, route).toMatch(/^(https?:|mailto:)/);
    }
  });

  it("keeps no fence meta that only the site reads (live, returns=)", () => {
    const fences = docRoutes().flatMap((route) => read(`${route}.md`).match(/^```\S*.*$/gm) ?? []);
    expect(fences.some((fence) => fence.includes('title='))).toBe(true);
    expect(fences.filter((fence) => /\b(live|returns=)/.test(fence))).toEqual([]);
  });

  it('shows the tutorial\'s example files in full', () => {
    const tutorial = read('docs/guides/basic-tutorial.md');
    const app = fs.readFileSync(path.resolve(BUILD_DIR, '..', 'examples/basic/src/App.tsx'), 'utf8');
    expect(tutorial).toContain(`\`\`\`tsx title="src/App.tsx"\n${app.replace(/\n$/, '')}\n\`\`\``);
  });

  it('puts every page in llms-full.txt in the order of llms.txt', () => {
    const full = read('llms-full.txt');
    const order = [...read('llms.txt').matchAll(/\]\((https:\/\/craft\.js\.org\/[^)]+)\.md\)/g)].map((m) => full.indexOf(`Source: ${m[1]}\n`));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
