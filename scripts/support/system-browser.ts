import fs from 'node:fs';

/** Chromium stays off the network it cannot reach (a closed CI network), and runs without a GPU or sandbox. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const firstInstalled = (paths: string[]) => paths.find((p) => fs.existsSync(p));

/** Debian's Chromium, the browser readers run: Lighthouse and the bench measure with it. */
export const SYSTEM_CHROMIUM = firstInstalled(['/usr/bin/chromium', '/usr/bin/chromium-browser']);

/**
 * The browser tests' Chromium: Debian's headless shell (the same engine without the desktop browser, what
 * Playwright runs headless by its own choice) takes about 40 % less time per page than the full browser on
 * a 2-core machine. Chromium where the shell is missing; Playwright's own browser where both are.
 */
export const SYSTEM_TEST_BROWSER = firstInstalled(['/usr/bin/chromium-headless-shell']) ?? SYSTEM_CHROMIUM;
