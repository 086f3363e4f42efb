import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { createApp } from '../../../server/app';

/**
 * Starts the production server on 127.0.0.1 with a free port for the whole run, and stops it after.
 * Set E2E_BASE_URL to test a server you started yourself instead.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};
  const app = await createApp({ buildDir: path.resolve(__dirname, '../../../build') });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  process.env.E2E_BASE_URL = address;
  return async () => {
    await app.close();
  };
}
