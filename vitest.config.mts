import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests that need modules of their own: they mock or stub what other files import, or type code through
 * the build's process-wide typing state (plugins/code-highlight/typed-blocks.ts) under a site folder of their own.
 */
const UNIT_SHARED_STATE = [
  'tests/unit/search-requester.test.ts',
  'tests/unit/search-static-worker-page.test.ts',
  'tests/unit/search-warm-up.test.ts',
  'tests/unit/code-highlight.test.ts',
  'tests/unit/code-types.test.ts',
];

// One project per kind of test, each with its own npm script; `vitest run` runs them all.
// Browser tests are Playwright's (tests/e2e).
export default defineConfig({
  test: {
    testTimeout: 60_000,
    // One file per core: the default (cores − 1) runs one file at a time on 2 cores, 385 s against 271 s.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        // Files share a worker's modules (isolate: false): importing them again for every file was half the time.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: UNIT_SHARED_STATE, isolate: false },
      },
      { extends: true, test: { name: 'unit-isolated', include: UNIT_SHARED_STATE } },
      { extends: true, test: { name: 'system', include: ['tests/system/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'docs', include: ['tests/docs/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        // The site's tsconfig keeps JSX as written (for Docusaurus); the behaviour tests compile it for React.
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'behaviour',
          // Worker threads start a file's jsdom sooner than forked processes: 115 s against 127–133 s here.
          pool: 'threads',
          include: ['tests/behaviour/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          exclude: ['tests/behaviour/production/**'],
          setupFiles: ['tests/behaviour/support/setup.ts'],
        },
      },
      {
        extends: true,
        oxc: { jsx: { runtime: 'automatic', development: false } },
        // The same packages as a reader's production bundle runs them: React's production build (no act,
        // no StrictMode double effects, no development warnings) and craft.js's bare invariant messages.
        test: {
          name: 'behaviour-production',
          include: ['tests/behaviour/production/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          env: { NODE_ENV: 'production' },
        },
      },
    ],
  },
});
