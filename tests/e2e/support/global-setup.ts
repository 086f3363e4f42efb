import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

const root = path.resolve(__dirname, '../../..');

/**
 * Starts the production server (`npm run serve`'s CLI) on 127.0.0.1 with a free port for the whole
 * run, in its own process so a busy test runner never delays its answers, and stops it after.
 * Set E2E_BASE_URL to test a server you started yourself instead.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/cli.ts', '--port', '0', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) resolve(match[1]);
    });
    server.on('exit', (code) => reject(new Error(`The site server exited (${code}) before listening: ${output}`)));
  });
  process.env.E2E_BASE_URL = address;
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
}
