import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKED_DEPENDENCIES, installedVersion, upstreamMismatches } from '../../plugins/upstream-versions';

const ROOT = path.resolve(__dirname, '../..');

describe('dependencies whose internals our files use', () => {
  it('are installed at the versions our files were checked against', () => {
    expect(upstreamMismatches(CHECKED_DEPENDENCIES, (name) => installedVersion(name, ROOT))).toEqual([]);
  });

  it('name the files to check, and where to record the new version, when one is upgraded', () => {
    const [message] = upstreamMismatches(CHECKED_DEPENDENCIES, (name) =>
      name === '@docsearch/react' ? '3.10.0' : installedVersion(name, ROOT),
    );
    expect(message).toContain('@docsearch/react is 3.10.0, but our files were checked against 3.9.0');
    expect(message).toContain('plugins/search/docsearch-error-status-loader.cjs');
    expect(message).toContain('plugins/upstream-versions.ts');
    expect(message).toContain('Upgrading Docusaurus and DocSearch');
  });

  it('list only files that exist', () => {
    for (const { check } of CHECKED_DEPENDENCIES)
      for (const line of check) {
        const file = line.split(':')[0].split(' and ')[0].split(',')[0];
        expect(fs.existsSync(path.join(ROOT, file)), line).toBe(true);
      }
  });
});
