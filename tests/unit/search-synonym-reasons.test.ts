import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSynonymsFile, SYNONYMS_FILE } from '../../search/synonyms-file';

const root = path.join(__dirname, '../..');
const synonyms = readSynonymsFile(path.join(root, SYNONYMS_FILE));

/** The table rows of search/synonyms.md: their objectIDs and their reason. */
function reasonRows(): Array<{ ids: string[]; why: string }> {
  const text = fs.readFileSync(path.join(root, 'search/synonyms.md'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| objectIDs') && !line.startsWith('| ---'))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return { ids: cells[1].split(',').map((id) => id.trim()), why: cells[4] };
    });
}

describe('search/synonyms.md', () => {
  const rows = reasonRows();
  const named = rows.flatMap((row) => row.ids);

  it('gives every curated synonym exactly one row with a reason', () => {
    for (const { objectID } of synonyms)
      expect(
        named.filter((id) => id === objectID),
        objectID,
      ).toHaveLength(1);
    for (const row of rows) expect(row.why.length, row.ids.join(', ')).toBeGreaterThan(10);
  });

  it('names no synonym that synonyms.json does not hold', () => {
    const ids = new Set(synonyms.map((s) => s.objectID));
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });
});
