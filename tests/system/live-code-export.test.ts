import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportProject } from '../../src/components/LiveCode/exportProject';

const ROOT = process.cwd();
const FENCE = /^```tsx live title="([^"]+)"\n([\s\S]*?)^```$/gm;

function liveSample(file: string, title: string): string {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const found = [...text.matchAll(FENCE)].find((m) => m[1] === title);
  if (!found) throw new Error(`${file} has no live sample "${title}"`);
  return found[2];
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Writes the exported files, with this repository's installed packages as the project's node_modules (no network). */
function writeProject(code: string, title: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-export-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(exportProject(code, title))) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

describe('an exported live sample', () => {
  it('pins the versions the docs describe: @craftjs/core 0.2.12, @craftjs/layers 0.2.7, React 19', () => {
    const pkg = JSON.parse(exportProject('export default function App() { return null; }\n', 'x')['package.json']);
    expect(pkg.dependencies['@craftjs/core']).toBe('0.2.12');
    expect(pkg.dependencies['@craftjs/layers']).toBe('0.2.7');
    expect(pkg.dependencies.react).toMatch(/^19\./);
    expect(pkg.dependencies['react-dom']).toBe(pkg.dependencies.react);
    // The pins are the versions installed here, the ones the site runs.
    for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      const installed = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'));
      expect(`${name}@${installed.version}`).toBe(`${name}@${version as string}`);
    }
  });

  for (const [file, title] of [
    ['docs/overview.mdx', 'A first editor'],
    ['docs/additional/layers.mdx', 'The Layers panel'],
  ] as const) {
    it(`"${title}" type-checks and builds with Vite as exported, offline`, { timeout: 120_000 }, async () => {
      const dir = writeProject(liveSample(file, title), title);
      execFileSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', dir], {
        stdio: 'pipe',
      });
      const { build } = await import('vite');
      await build({ root: dir, configFile: path.join(dir, 'vite.config.ts'), logLevel: 'silent' });
      const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
      const script = html.match(/src="\/(assets\/[^"]+\.js)"/)?.[1];
      expect(script).toBeTruthy();
      const bundle = fs.readFileSync(path.join(dir, 'dist', script!), 'utf8');
      // The craft.js runtime is in the bundle (a message compiled into @craftjs/core).
      expect(bundle).toContain('For (de)serialization Craft.js needs a list of all the User Components');
    });
  }
});
