import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKED_DEPENDENCIES, installedVersion, upstreamMismatches } from '../../plugins/upstream-versions';
import { ANNOUNCEMENT_STORAGE, INITIALLY_DISMISSED_ATTRIBUTE } from '../../plugins/announcement-bar';

const ROOT = path.resolve(__dirname, '../..');
const packageFile = (name: string, file: string) => path.join(ROOT, 'node_modules', name, file);
const REACHES = CHECKED_DEPENDENCIES.flatMap(({ name, reaches }) => reaches.map((reach) => ({ name, ...reach })));

describe('dependencies whose internals our files use', () => {
  it('are installed at the versions our files were checked against', () => {
    expect(upstreamMismatches(CHECKED_DEPENDENCIES, (name) => installedVersion(name, ROOT))).toEqual([]);
  });

  it('name the files to check, and where to record the new version, when one is upgraded', () => {
    const [message] = upstreamMismatches(CHECKED_DEPENDENCIES, (name) =>
      name === 'sucrase' ? '3.36.0' : installedVersion(name, ROOT),
    );
    expect(message).toContain('sucrase is 3.36.0, but our files were checked against 3.35.1');
    expect(message).toContain('src/live-preview/loop-guard.ts');
    expect(message).toContain('plugins/upstream-versions.ts');
  });

  for (const { name, ours, theirs } of REACHES) {
    it(`${ours} → ${name}: our file and every file of theirs it relies on exist`, () => {
      expect(fs.existsSync(path.join(ROOT, ours)), ours).toBe(true);
      expect(theirs.length).toBeGreaterThan(0);
      for (const file of theirs) expect(fs.existsSync(packageFile(name, file)), `${name}/${file}`).toBe(true);
    });
  }

  it('every import of a package-internal path in our code is a listed reach', () => {
    const internal = /from '((?:@[^/']+\/)?[^/.'][^/']*)\/((?:internal|lib|dist)(?:\/[^']*)?)'/g;
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const relative = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(relative);
        else if (/\.(ts|tsx|cjs|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
          for (const [, name] of fs.readFileSync(path.join(ROOT, relative), 'utf8').matchAll(internal))
            found.push(`${relative} → ${name}`);
      }
    };
    for (const dir of ['src', 'plugins', 'server', 'search', 'config']) walk(dir);
    expect(found.length).toBeGreaterThan(5);
    for (const use of found) {
      const [file, name] = use.split(' → ');
      const listed = REACHES.some((reach) => reach.name === name && file.startsWith(reach.ours));
      expect(listed, `${use} is not listed in plugins/upstream-versions.ts`).toBe(true);
    }
  });

  it("the announcement bar's early script uses the theme's storage slots and data attribute", () => {
    const provider = fs.readFileSync(
      packageFile('@docusaurus/theme-common', 'lib/contexts/announcementBar.js'),
      'utf8',
    );
    expect(provider).toContain(`createStorageSlot('${ANNOUNCEMENT_STORAGE.dismissed}')`);
    expect(provider).toContain(`createStorageSlot('${ANNOUNCEMENT_STORAGE.id}')`);
    const inline = fs.readFileSync(packageFile('@docusaurus/theme-classic', 'lib/inlineScripts.js'), 'utf8');
    expect(inline).toContain(`'${INITIALLY_DISMISSED_ATTRIBUTE}'`);
    const closeButton = fs.readFileSync(
      packageFile('@docusaurus/theme-classic', 'lib/theme/AnnouncementBar/CloseButton/index.js'),
      'utf8',
    );
    expect(closeButton).toContain("description: 'The ARIA label for close button of announcement bar'");
  });
});
