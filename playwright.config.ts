import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, SYSTEM_TEST_BROWSER } from './scripts/support/system-browser';

export default defineConfig({
  testDir: 'tests/e2e',
  // Builds nothing: `npm test` builds first. This starts our production server on a free port.
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's (no browser downloads on CI machines); Playwright's own where none is installed.
      executablePath: SYSTEM_TEST_BROWSER,
      // Desktop Chrome runs a sandboxed live preview in a process of its own, so a stuck preview never freezes
      // the docs page; the headless shell shares the page's process unless told to isolate sites.
      args: [...CHROMIUM_FLAGS, '--site-per-process'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
