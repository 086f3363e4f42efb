import path from 'node:path';
import { createApp } from '../../server/app';

export const ROOT = path.resolve(__dirname, '../..');
export const BUILD_DIR = path.join(ROOT, 'build');

/** Our production server on a free 127.0.0.1 port, as readers get it. */
export async function startSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = await createApp({ buildDir: BUILD_DIR });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => app.close() };
}
