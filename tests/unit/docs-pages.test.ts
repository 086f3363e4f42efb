import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docPages } from '../../scripts/support/docs-pages';

const root = path.resolve(__dirname, '../..');

function docFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return docFiles(relative);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('the list of doc pages', () => {
  it('has every doc file once, in sidebar order, at /docs/<id> with its front matter title', () => {
    const pages = docPages();
    expect(pages.map((p) => p.file).sort()).toEqual(docFiles('docs').sort());
    expect(pages[0]).toEqual({
      id: 'migrating/migrating-0.1.x',
      route: '/docs/migrating/migrating-0.1.x',
      file: 'docs/migrating/migrating-0.1.x.mdx',
      title: 'Migrating from 0.1.x',
      category: 'Migrating',
    });
    expect(pages.find((p) => p.id === 'api/useNode')).toMatchObject({
      route: '/docs/api/useNode',
      title: 'useNode()',
      category: 'API Reference',
    });
  });
});
