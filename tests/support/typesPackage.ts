import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './tempDir';

/**
 * A package of declaration files, as the API extraction reads an installed one: `package.json` naming
 * `lib/index.d.ts`, the `lib/` files given, and the site's node_modules for `react`'s types. Removed after
 * the test file's tests.
 */
export function typesPackage(name: string, version: string, lib: Record<string, string>): string {
  const dir = tempDir(`${name}-`);
  fs.mkdirSync(path.join(dir, 'lib'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version, types: './lib/index.d.ts' }));
  for (const [file, text] of Object.entries(lib)) fs.writeFileSync(path.join(dir, 'lib', file), text);
  fs.symlinkSync(path.resolve(__dirname, '../../node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
