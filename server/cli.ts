/**
 * `npm run serve`: serve the built site and the search API from one Node process. Flags follow
 * `docusaurus serve`: [siteDir] --port --host --dir --build (it never opens a browser).
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { ConfigError, createApp, MissingBuildError } from './app';
import { serveEnvironment } from '../config/environment';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', short: 'p' },
    host: { type: 'string', short: 'h' },
    dir: { type: 'string' },
    build: { type: 'boolean' },
  },
});

async function main(): Promise<void> {
  const environment = serveEnvironment();
  const siteDir = path.resolve(positionals[0] ?? '.');
  const buildDir = path.resolve(siteDir, values.dir ?? 'build');
  const port = Number(values.port ?? environment.port ?? 3000);
  const host = values.host ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0–65535, got ${values.port}`);
  if (values.build) {
    const { execFileSync } = await import('node:child_process');
    execFileSync('npx', ['docusaurus', 'build', siteDir, '--out-dir', buildDir], { stdio: 'inherit' });
  }
  const app = await createApp({ buildDir, logger: environment.log });
  const address = await app.listen({ port, host });
  console.log(`Serving ${path.relative(process.cwd(), buildDir) || '.'} at ${address}/`);

  // Stop taking new connections, let requests in flight finish, then exit 0.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  if (error instanceof MissingBuildError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
