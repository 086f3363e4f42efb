import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELPERS_MODULE, TSLIB_REQUIRERS } from '../../plugins/tslib-helpers';

const ROOT = path.resolve(__dirname, '../..');

/** Every `tslib_1.<helper>` that a package's compiled files call. */
function calledHelpers(packageName: string): string[] {
  const dir = path.join(ROOT, 'node_modules', packageName, 'lib');
  const called = new Set<string>();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    for (const match of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/\btslib_1\.(\w+)/g))
      called.add(match[1]);
  }
  return [...called].sort();
}

describe('tslib helpers for the client bundle', () => {
  it('re-exports every helper that the CommonJS packages pointed at it call', async () => {
    const helpers = Object.keys(await import(HELPERS_MODULE)).sort();
    for (const name of TSLIB_REQUIRERS) {
      const called = calledHelpers(name);
      expect(called.length, `${name} calls tslib`).toBeGreaterThan(0);
      expect(helpers).toEqual(expect.arrayContaining(called));
    }
  });

  it('gives the same __importDefault as tslib', async () => {
    const { __importDefault } = (await import(HELPERS_MODULE)) as typeof import('tslib');
    const esModule = { __esModule: true, default: 1 };
    expect(__importDefault(esModule)).toBe(esModule);
    expect(__importDefault(42 as never)).toEqual({ default: 42 });
  });
});
