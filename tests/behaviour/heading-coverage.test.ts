/**
 * The net cannot drift: every claim names a page and a heading that exist in docs/, and the claims cover the
 * pages of the sidebar. Reads the claim(...) calls back from the test sources.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { docPages } from '../../scripts/support/docs-pages';
import { docHeadings } from '../docs/headings';

const here = import.meta.dirname;
const docsDir = join(here, '..', '..', 'docs');

interface ClaimRef {
  file: string;
  page: string;
  heading: string;
}

/** Test sources below this folder, production/ included. */
function testSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'support' ? [] : testSources(path);
    return /\.test\.tsx?$/.test(entry.name) && entry.name !== 'heading-coverage.test.ts' ? [path] : [];
  });
}

/** `claim(page, heading, …)` calls, with page and heading written as strings or as `const NAME = '…'` of the file. */
function claimsInSources(): ClaimRef[] {
  const refs: ClaimRef[] = [];
  const call = /claim\(\s*(?:(['"])(.+?)\1|([A-Z_]+)),\s*(?:(['"])(.+?)\4|([A-Z_]+)),/g;
  for (const file of testSources(here)) {
    const source = readFileSync(file, 'utf8');
    const constants = new Map(
      [...source.matchAll(/const ([A-Z_]+) = (['"])(.+?)\2;/g)].map((m) => [m[1], m[3]] as const),
    );
    const value = (literal: string | undefined, name: string | undefined) =>
      literal ?? constants.get(name!) ?? `<${name}>`;
    for (const match of source.matchAll(call)) {
      refs.push({ file, page: value(match[2], match[3]), heading: value(match[5], match[6]) });
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
    const pages = docPages().map((page) => page.id);
    // acknowledgements and sponsor state no library behaviour
    const withoutBehaviour = ['acknowledgements', 'sponsor'];
    const covered = new Set(claims.map((c) => c.page));
    expect(pages.filter((p) => !withoutBehaviour.includes(p) && !covered.has(p))).toEqual([]);
  });
});
