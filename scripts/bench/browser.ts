import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from '../support/system-browser';

// The bench measures in the browser readers run (Debian's Chromium where it exists), not the tests' headless shell.
export { CHROMIUM_FLAGS, SYSTEM_CHROMIUM };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
}
