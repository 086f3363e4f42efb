import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../../playwright.config';

// The same Chromium and flags as the browser tests (system Chromium where it exists).
const launchOptions = playwrightConfig.use?.launchOptions ?? {};
export const SYSTEM_CHROMIUM = launchOptions.executablePath;
export const CHROMIUM_FLAGS = launchOptions.args ?? [];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ ...launchOptions, headless: true });
}
