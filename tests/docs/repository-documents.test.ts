/**
 * The documents a new contributor reads first stay short and keep to their job: the front door, the decisions
 * without measurements (those live in BENCHMARKS.md), and a README in each top-level code folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
/** Words as `wc -w` counts them: runs of non-space characters. */
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A number with a unit of time, size, share or ratio: what a measurement looks like in prose. */
const MEASUREMENT = /\b\d+(?:[.,]\d+)?\s?(?:ms|s|KiB|MiB|GiB|kB|KB|MB|GB|%|×|x faster|x slower)(?![\w-])/g;

/** Top-level folders that hold no code: the pages, static files, and what installs, builds and tests write. */
const NOT_CODE = new Set(['build', 'docs', 'node_modules', 'static', 'test-results']);

/** Every other top-level folder holds code of one role (ARCHITECTURE.md, "Layers"), a new one included. */
const codeFolders = () =>
  fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !NOT_CODE.has(entry.name))
    .map((entry) => entry.name);

describe('repository documents', () => {
  it('README.md is at most 1,200 words', () => {
    expect(words(read('README.md'))).toBeLessThanOrEqual(1200);
  });

  it('ARCHITECTURE.md is at most 1,500 words and holds no measurement', () => {
    const text = read('ARCHITECTURE.md');
    expect(words(text)).toBeLessThanOrEqual(1500);
    expect(text.match(MEASUREMENT) ?? []).toEqual([]);
  });

  it('each top-level code folder has a README', () => {
    const folders = codeFolders();
    expect(folders).toEqual(expect.arrayContaining(['plugins', 'search', 'server', 'src', 'tests']));
    const missing = folders.filter((folder) => !fs.existsSync(path.join(root, folder, 'README.md')));
    expect(missing).toEqual([]);
  });

  it('the measurement pattern finds measurements written the usual ways', () => {
    expect('took 2.5 s, then 120 ms; 12 KiB a record; 3× slower; 40 %'.match(MEASUREMENT)).toEqual([
      '2.5 s',
      '120 ms',
      '12 KiB',
      '3×',
      '40 %',
    ]);
    expect('DocSearch 3.9.0, a 4xx status, Node 22, 0.2.12'.match(MEASUREMENT)).toBeNull();
  });
});
