import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One project per kind of test, each with its own npm script; `vitest run` runs them all.
// Browser tests are Playwright's (tests/e2e).
export default defineConfig({
  test: {
    testTimeout: 60_000,
    // One file per core: the default (cores − 1) runs one file at a time on 2 cores, 385 s against 271 s.
    maxWorkers: os.availableParallelism(),
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'system', include: ['tests/system/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'docs', include: ['tests/docs/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        // The site's tsconfig keeps JSX as written (for Docusaurus); the behaviour tests compile it for React.
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'behaviour',
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
