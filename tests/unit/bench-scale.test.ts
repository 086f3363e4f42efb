import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scaledSite } from '../../scripts/bench/scale';

describe('the scale bench’s copy of the site', () => {
  const { dir, docPages } = scaledSite(3);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const root = path.join(__dirname, '../..');
  const mdx = (base: string) =>
    (fs.readdirSync(base, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.mdx') && !f.startsWith('copies'),
    );

  it('holds docs/ three times: the pages themselves and two copies under docs/copies/cN', () => {
    const pages = mdx(path.join(root, 'docs')).sort();
    expect(mdx(path.join(dir, 'docs')).sort()).toEqual(pages);
    for (const copy of ['c2', 'c3']) expect(mdx(path.join(dir, 'docs/copies', copy)).sort()).toEqual(pages);
    expect(fs.existsSync(path.join(dir, 'docs/copies/c1'))).toBe(false);
    expect(docPages).toBe(pages.length * 3);
  });

  it('builds with this checkout’s packages but keeps its caches to itself', () => {
    const own = path.join(dir, 'node_modules');
    expect(fs.lstatSync(own).isSymbolicLink()).toBe(false);
    expect(fs.realpathSync(path.join(own, '@docusaurus'))).toBe(path.join(root, 'node_modules/@docusaurus'));
    expect(fs.existsSync(path.join(own, '.cache'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'docusaurus.config.ts'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
  });
});
