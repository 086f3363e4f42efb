import type { FullConfig } from '@playwright/test';
import { startServer } from '../../../scripts/support/server-process';

/**
 * Starts the production server (`npm run serve`'s CLI) on 127.0.0.1 with a free port for the whole
 * run, in its own process so a busy test runner never delays its answers, and stops it after.
 * Set E2E_BASE_URL to test a server you started yourself instead.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
