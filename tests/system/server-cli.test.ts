import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tempDir';
import { indexFilePath, writeIndexFile } from '../../search/index-file';
import { extractRecords } from '../../search/records';
import { LOCAL_SEARCH_API_KEY, LOCAL_SEARCH_APP_ID } from '../../config/search';
import { spawnServer } from '../../scripts/support/server-process';

const start = (args: string[]) => spawnServer(args);

const exitCode = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', resolve));

const html = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'search-doc-page.html'), 'utf8');
const records = extractRecords({ html, path: '/docs/api/useNode', siteUrl: 'https://craft.js.org' });
const searchPath = `/1/indexes/*/queries?x-algolia-application-id=${LOCAL_SEARCH_APP_ID}&x-algolia-api-key=${LOCAL_SEARCH_API_KEY}`;

function fakeBuild(): string {
  const dir = tempDir('cli-build-');
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>Page Not Found</h1>');
  writeIndexFile(indexFilePath(dir), 'craftjs-docs', records);
  return dir;
}

/** Resolves once a new connection to the server fails: it has begun shutting down. */
async function refusesConnections(url: URL): Promise<void> {
  for (;;) {
    const refused = await fetch(url).then(
      () => false,
      () => true,
    );
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('npm run serve', () => {
  it('binds to 127.0.0.1, serves, and exits 0 on SIGTERM after closing', async () => {
    const { child, address } = start(['--dir', fakeBuild(), '--port', '0']);
    const url = await address;
    expect((await fetch(url)).status).toBe(200);
    const exited = exitCode(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(url)).rejects.toThrow();
  });

  it('says what to run when there is no build', async () => {
    const empty = tempDir('cli-empty-');
    const { child, address, output } = start(['--dir', empty, '--port', '0']);
    address.catch(() => {});
    expect(await exitCode(child)).toBe(1);
    expect(output()).toContain('Run `npm run build` first.');
  });

  it('rejects a port that is not a number', async () => {
    const { child, address, output } = start(['--dir', fakeBuild(), '--port', 'eighty']);
    address.catch(() => {});
    expect(await exitCode(child)).toBe(1);
    expect(output()).toContain('--port must be 0–65535');
  });

  it('finishes a request in flight on SIGTERM before it exits 0', async () => {
    const { child, address } = start(['--dir', fakeBuild(), '--port', '0']);
    const url = new URL(await address);
    const exited = exitCode(child);
    // A search whose body is still arriving when the signal comes. The server's `100 Continue`
    // says it has taken the request; the rest of the body follows once it refuses new connections.
    const answer = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: searchPath,
          headers: { 'content-type': 'text/plain', expect: '100-continue' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      );
      request.on('error', reject);
      request.on('continue', () => {
        request.write('{"requests":[{"indexName":"craftjs-docs",', async () => {
          child.kill('SIGTERM');
          await refusesConnections(url);
          request.end('"query":"setProp"}]}');
        });
      });
      request.flushHeaders();
    });
    expect(await answer).toBe(200);
    expect(await exited).toBe(0);
  });

  it('refuses at start an index too large for its memory, says how much to give it, and answers 503', async () => {
    const build = fakeBuild();
    // 24,000 records take about 135 MiB to search: more than a 96 MiB heap has left, well within the default one.
    const many = Array.from({ length: 24_000 }, (_, i) => ({ ...records[i % records.length], objectID: `r${i}` }));
    writeIndexFile(indexFilePath(build), 'craftjs-docs', many);
    const search = (url: string) =>
      fetch(url + searchPath, {
        method: 'POST',
        body: JSON.stringify({ requests: [{ indexName: 'craftjs-docs', query: 'setProp' }] }),
      });
    const small = spawnServer(['--dir', build, '--port', '0'], {
      ...process.env,
      NODE_OPTIONS: '--max-old-space-size=96',
    });
    try {
      const answer = await search(await small.address);
      expect(answer.status).toBe(503);
      const { message } = (await answer.json()) as { message: string };
      expect(message).toMatch(
        /search-index\.json holds 24000 records; searching them takes about 135 MiB, and this process may take \d+ MiB more\. Start it with more memory: NODE_OPTIONS=--max-old-space-size=\d+\.$/,
      );
      expect(small.output()).toContain(`Search index not loaded, searches answer 503 until it is: ${message}`);
    } finally {
      small.child.kill('SIGTERM');
    }
    const roomy = start(['--dir', build, '--port', '0']);
    try {
      expect((await search(await roomy.address)).status).toBe(200);
    } finally {
      roomy.child.kill('SIGTERM');
    }
  });

  it('keeps serving the previous index when the file turns corrupt, says why, and takes the next good one', async () => {
    const build = fakeBuild();
    const { child, address, output } = start(['--dir', build, '--port', '0']);
    const url = await address;
    const nbHits = async (query: string) => {
      const response = await fetch(url + searchPath, {
        method: 'POST',
        body: JSON.stringify({ requests: [{ indexName: 'craftjs-docs', query }] }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { results: Array<{ nbHits: number }> }).results[0].nbHits;
    };
    try {
      expect(await nbHits('setProp')).toBeGreaterThan(0);
      fs.writeFileSync(indexFilePath(build), '{"format":1,"indexName":"craftjs-docs","records":[{"objec');
      await expect
        .poll(output, { timeout: 5000 })
        .toContain('Search index not (re)loaded, still serving the previous one');
      expect(output()).toContain('npm run build');
      expect(await nbHits('setProp')).toBeGreaterThan(0);
      writeIndexFile(indexFilePath(build), 'craftjs-docs', records.slice(0, 1));
      await expect.poll(() => nbHits('setProp'), { timeout: 5000 }).toBe(0);
    } finally {
      const exited = exitCode(child);
      child.kill('SIGTERM');
      await exited;
    }
  });
});
