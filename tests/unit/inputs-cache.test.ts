import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesUnder, hashFiles, INPUTS_CACHE_DIR, readCached, writeCached } from '../../plugins/inputs-cache';
import { apiTypesInputs } from '../../plugins/api-types';

const ROOT = path.resolve(__dirname, '../..');
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inputs-cache-'));
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

describe('inputs cache', () => {
  it('hashes paths and contents, so any edit, rename or removal gives another hash', () => {
    const dir = path.join(siteDir, 'src');
    fs.mkdirSync(path.join(dir, 'nested'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'a.ts'), 'a');
    fs.writeFileSync(path.join(dir, 'nested', 'b.ts'), 'b');
    expect(filesUnder(dir)).toEqual([path.join(dir, 'a.ts'), path.join(dir, 'nested', 'b.ts')]);
    const first = hashFiles(filesUnder(dir));
    expect(hashFiles(filesUnder(dir))).toBe(first);
    fs.writeFileSync(path.join(dir, 'a.ts'), 'a2');
    const edited = hashFiles(filesUnder(dir));
    expect(edited).not.toBe(first);
    fs.renameSync(path.join(dir, 'a.ts'), path.join(dir, 'c.ts'));
    expect(hashFiles(filesUnder(dir))).not.toBe(edited);
    expect(hashFiles([path.join(dir, 'gone.ts')])).not.toBe(hashFiles([]));
  });

  it('gives back a stored value only for the same inputs hash', () => {
    expect(readCached(siteDir, 'data', 'h1')).toBeUndefined();
    writeCached(siteDir, 'data', 'h1', { rows: [1, 2] });
    expect(fs.existsSync(path.join(siteDir, INPUTS_CACHE_DIR, 'data.json'))).toBe(true);
    expect(readCached(siteDir, 'data', 'h1')).toEqual({ rows: [1, 2] });
    expect(readCached(siteDir, 'data', 'h2')).toBeUndefined();
    fs.writeFileSync(path.join(siteDir, INPUTS_CACHE_DIR, 'data.json'), '{ not json');
    expect(readCached(siteDir, 'data', 'h1')).toBeUndefined();
  });

  it('keys the API type data by both packages’ declarations, the lockfile and the extractor', () => {
    const inputs = apiTypesInputs(ROOT).map((file) => path.relative(ROOT, file));
    expect(inputs).toContain('node_modules/@craftjs/core/lib/index.d.ts');
    expect(inputs).toContain('node_modules/@craftjs/layers/package.json');
    expect(inputs).toContain('package-lock.json');
    expect(inputs).toContain('plugins/api-types/extract.ts');
    expect(inputs).toContain('config/api-model.ts');
  });
});
