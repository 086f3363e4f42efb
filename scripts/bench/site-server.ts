import path from 'node:path';
import { startServer } from '../support/server-process';

export const ROOT = path.resolve(__dirname, '../..');
export const BUILD_DIR = path.join(ROOT, 'build');

/**
 * Our production server on a free 127.0.0.1 port, as readers get it: its own process, so the load
 * generator and Lighthouse never share its event loop. `env`: the server's environment, if not ours.
 */
export async function startSite(env?: NodeJS.ProcessEnv): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await startServer({ buildDir: BUILD_DIR, env });
  return { url: server.url, close: () => server.stop() };
}
