/**
 * One documented claim, one test. The test name carries the page and heading it proves,
 * so a failure after a library upgrade names the page to fix:
 *   "docs/api/useEditor.mdx › selectNode › an unknown id throws"
 * `heading-coverage.test.ts` reads these calls back from the sources and checks every
 * (page, heading) pair still exists in docs/.
 */
import { test } from 'vitest';

export function claimTitle(page: string, heading: string, what: string): string {
  return `docs/${page}.mdx › ${heading} › ${what}`;
}

export function claim(page: string, heading: string, what: string, fn: () => unknown): void {
  test(claimTitle(page, heading, what), fn);
}
