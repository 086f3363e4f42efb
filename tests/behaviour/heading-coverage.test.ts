/**
 * The net cannot drift: every claim names a page and a heading that exist in docs/, and the claims cover the
 * pages of the sidebar. Reads the claim(...) calls back from the test sources.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { docHeadings } from '../docs/headings';

const here = import.meta.dirname;
const docsDir = join(here, '..', '..', 'docs');

interface ClaimRef {
  file: string;
  page: string;
  heading: string;
}

function claimsInSources(): ClaimRef[] {
  const refs: ClaimRef[] = [];
  const call = /claim\(\s*(['"])(.+?)\1,\s*(['"])(.+?)\3,/g;
  for (const file of readdirSync(here).filter((f) => /\.test\.tsx?$/.test(f) && f !== 'heading-coverage.test.ts')) {
    for (const match of readFileSync(join(here, file), 'utf8').matchAll(call)) {
      refs.push({ file, page: match[2], heading: match[4] });
    }
  }
  return refs;
}

const claims = claimsInSources();

const headingCache = new Map<string, string[]>();
function headingsOf(page: string): string[] {
  if (!headingCache.has(page))
    headingCache.set(
      page,
      docHeadings(join(docsDir, `${page}.mdx`)).map((h) => h.text),
    );
  return headingCache.get(page)!;
}

describe('docs/**/*.mdx › the behaviour claims', () => {
  test('there are at least 60 claims', () => {
    expect(claims.length).toBeGreaterThanOrEqual(60);
  });

  const pairs = [...new Set(claims.map((c) => `${c.page}#${c.heading}`))].sort();
  test.each(pairs)('%s is a heading of its page', (pair) => {
    const [page, heading] = pair.split('#');
    expect(headingsOf(page)).toContain(heading);
  });

  test('every page of the sidebar with behaviour to prove has claims', () => {
    const sidebar = readFileSync(join(here, '..', '..', 'sidebars.ts'), 'utf8');
    const pages = [...sidebar.matchAll(/'([a-z0-9-]+(?:\/[a-zA-Z0-9.-]+)?)'/g)]
      .map((m) => m[1])
      .filter((id) => !['docs', 'category'].includes(id));
    // acknowledgements and sponsor state no library behaviour
    const withoutBehaviour = ['acknowledgements', 'sponsor'];
    const covered = new Set(claims.map((c) => c.page));
    expect(pages.filter((p) => !withoutBehaviour.includes(p) && !covered.has(p))).toEqual([]);
  });
});
