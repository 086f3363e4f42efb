import { defineConfig } from 'vitest/config';

// Unit tests (logic) and docs checks (links, snippets, exports). Browser tests are Playwright's.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/docs/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
