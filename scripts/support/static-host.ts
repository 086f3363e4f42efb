/**
 * Static file servers over a build folder, on 127.0.0.1 with a free port: a site deployed to a static
 * host, with no search routes. sirv-cli maps `/x` to `x.html` or `x/index.html` and answers a POST to
 * the search API with its 404 page; Python's http.server is a strict host (a path maps only to a file
 * or to a folder's index.html, after a redirect to the folder's `/`; a POST gets 501).
 * For the browser tests and `npm run bench`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** sirv-cli's executable, found through its package.json (the only subpath the package exports). */
function sirvExecutable(): string {
  const manifest = require.resolve('sirv-cli/package.json');
  const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { bin: { sirv: string } };
  return path.join(path.dirname(manifest), bin.sirv);
}

export interface StaticHost {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilServing(url: string, exited: () => string | null): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const failure = exited();
    if (failure !== null) throw new Error(`The static host exited before serving: ${failure}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The static host did not serve ${url} within 10 s`);
}

/** sirv-cli over `dir`. */
export async function startStaticHost(dir: string): Promise<StaticHost> {
  const port = await freePort();
  return serve(
    process.execPath,
    [sirvExecutable(), dir, '--host', '127.0.0.1', '--port', String(port), '--quiet'],
    port,
  );
}

/** Python's `http.server` over `dir`: the strict host (needs `python3` on the PATH). */
export async function startStrictStaticHost(dir: string): Promise<StaticHost> {
  const port = await freePort();
  return serve('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dir], port);
}

async function serve(command: string, args: string[], port: number): Promise<StaticHost> {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  let exitCode: number | null = null;
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.once('exit', (code) => (exitCode = code ?? -1));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${url}/`, () => (exitCode === null ? null : `${exitCode} ${output}`));
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The build as a host would serve it without one file or folder (`missing`, relative to the build, e.g.
 * a deploy that lost the search index or one of its shards): every other entry linked, nothing copied;
 * the folders above the missing one are made, with their other entries linked. Removed with `remove()`.
 */
export function buildWithout(buildDir: string, missing: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
  const linkAllBut = (from: string, to: string, [first, ...rest]: string[]) => {
    for (const entry of fs.readdirSync(from)) {
      if (entry !== first) fs.symlinkSync(path.join(from, entry), path.join(to, entry));
      else if (rest.length > 0) {
        fs.mkdirSync(path.join(to, entry));
        linkAllBut(path.join(from, entry), path.join(to, entry), rest);
      }
    }
  };
  linkAllBut(buildDir, dir, missing.split('/'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
