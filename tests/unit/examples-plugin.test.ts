import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import examplesPlugin, {
  buildExample,
  buildExampleIfChanged,
  EXAMPLES,
  EXAMPLES_OUTPUT_DIR,
} from '../../plugins/examples';

/** A throwaway site folder with one example app in examples/<name>/. */
function siteWithExample(name: string, main: string): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-plugin-'));
  const root = path.join(siteDir, 'examples', name);
  fs.mkdirSync(path.join(root, 'src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'vite.config.ts'), `export default { base: '/examples/${name}/' };\n`);
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><title>t</title></head><body><script type="module" src="./src/main.ts"></script></body></html>\n',
  );
  fs.writeFileSync(path.join(root, 'src', 'main.ts'), main);
  sites.push(siteDir);
  return siteDir;
}

const sites: string[] = [];
afterAll(() => {
  for (const dir of sites) fs.rmSync(dir, { recursive: true, force: true });
});

describe('examples plugin', () => {
  it('builds both examples and watches their sources', () => {
    expect(EXAMPLES).toEqual(['basic', 'landing']);
    const plugin = examplesPlugin({ siteDir: '/site' } as Parameters<typeof examplesPlugin>[0]);
    expect(plugin.getPathsToWatch?.()).toEqual(['/site/examples/basic/**/*', '/site/examples/landing/**/*']);
  });

  it('builds an example into the static folder under /examples/<name>/', async () => {
    const siteDir = siteWithExample('demo', 'document.title = "built";\n');
    await buildExample(siteDir, 'demo');
    const html = fs.readFileSync(path.join(siteDir, EXAMPLES_OUTPUT_DIR, 'examples', 'demo', 'index.html'), 'utf8');
    expect(html).toMatch(/src="\/examples\/demo\/assets\/[^"]+\.js"/);
  });

  it('fails with a message that names the example', async () => {
    const siteDir = siteWithExample('broken', 'export const = ;\n');
    await expect(buildExample(siteDir, 'broken')).rejects.toThrow(
      /The "broken" example \(examples\/broken\) failed to build/,
    );
  });

  it('keeps an example built from the same sources, and builds it again when a source changes', async () => {
    const siteDir = siteWithExample('cached', 'document.title = "first";\n');
    const assets = path.join(siteDir, EXAMPLES_OUTPUT_DIR, 'examples', 'cached', 'assets');
    const builtCode = () => fs.readdirSync(assets).map((file) => fs.readFileSync(path.join(assets, file), 'utf8'));
    expect(await buildExampleIfChanged(siteDir, 'cached')).toBe(true);
    expect(await buildExampleIfChanged(siteDir, 'cached')).toBe(false);
    fs.writeFileSync(path.join(siteDir, 'examples', 'cached', 'src', 'main.ts'), 'document.title = "second";\n');
    expect(await buildExampleIfChanged(siteDir, 'cached')).toBe(true);
    expect(builtCode().join('\n')).toContain('document.title=`second`');
    // A removed output is built again even though the sources are the same.
    fs.rmSync(path.join(siteDir, EXAMPLES_OUTPUT_DIR), { recursive: true });
    expect(await buildExampleIfChanged(siteDir, 'cached')).toBe(true);
  });

  it('builds an example again when NODE_ENV differs from its last build (npm start, then npm run build)', async () => {
    const siteDir = siteWithExample('modes', 'document.title = "modes";\n');
    const before = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'development';
      expect(await buildExampleIfChanged(siteDir, 'modes')).toBe(true);
      expect(await buildExampleIfChanged(siteDir, 'modes')).toBe(false);
      process.env.NODE_ENV = 'production';
      expect(await buildExampleIfChanged(siteDir, 'modes')).toBe(true);
      expect(await buildExampleIfChanged(siteDir, 'modes')).toBe(false);
    } finally {
      if (before === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = before;
    }
  });
});
