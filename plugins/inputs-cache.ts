/**
 * Skips plugin work whose input files have not changed since it last ran, so `npm start` does not
 * rebuild the examples or re-read the package types each time. An entry is keyed by a SHA-256 of its
 * input files' paths and contents and kept in node_modules/.cache/craftjs-docs (which a cold build,
 * as `npm run bench` makes it, removes).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const INPUTS_CACHE_DIR = 'node_modules/.cache/craftjs-docs';

/** Every file under `dir`, sorted (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export function hashFiles(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : '(missing)');
    hash.update('\0');
  }
  return hash.digest('hex');
}

interface Entry<T> {
  inputsHash: string;
  value: T;
}

const entryFile = (siteDir: string, key: string) => path.join(siteDir, INPUTS_CACHE_DIR, `${key}.json`);

/** The value stored for `key` when it was stored for the same inputs. */
export function readCached<T>(siteDir: string, key: string, inputsHash: string): T | undefined {
  try {
    const entry = JSON.parse(fs.readFileSync(entryFile(siteDir, key), 'utf8')) as Entry<T>;
    return entry.inputsHash === inputsHash ? entry.value : undefined;
  } catch {
    return undefined;
  }
}

export function writeCached<T>(siteDir: string, key: string, inputsHash: string, value: T): void {
  const file = entryFile(siteDir, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const entry: Entry<T> = { inputsHash, value };
  fs.writeFileSync(file, JSON.stringify(entry));
}
