import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchApiMiddleware } from '../../plugins/search/dev-api';
import { devRecords } from '../../plugins/search/dev-records';
import { writeIndexFile } from '../../search/index-file';
import { MAX_BODY_BYTES, MAX_WRITE_BODY_BYTES } from '../../search/routes';

const docs = {
  loadedVersions: [
    {
      docs: [
        {
          id: 'api/useNode',
          title: 'useNode()',
          description: 'Hook for a node: connect, drag and setProp.',
          permalink: '/docs/api/useNode',
          frontMatter: { keywords: ['change a prop from a panel'] },
        },
        { id: 'overview', title: 'Overview', description: '', permalink: '/docs/overview', frontMatter: {} },
      ],
      sidebars: {
        docs: [
          { type: 'category', label: 'Introduction', items: [{ type: 'doc', id: 'overview' }] },
          {
            type: 'category',
            label: 'API Reference',
            items: [{ type: 'category', label: 'Hooks', items: [{ type: 'doc', id: 'api/useNode' }] }],
          },
        ],
      },
    },
  ],
} as never;

describe('dev server search (docusaurus start)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-dev-'));
  const indexFile = path.join(dir, 'search-index.json');
  let server: http.Server;
  let base: string;
  const auth = '?x-algolia-application-id=APP&x-algolia-api-key=KEY';

  beforeAll(async () => {
    writeIndexFile(indexFile, 'craftjs-docs', devRecords(docs, 'http://localhost:3000/'));
    const middleware = searchApiMiddleware({ indexFile, appId: 'APP', apiKey: 'KEY' });
    server = http.createServer((req, res) => middleware(req, res, () => res.writeHead(404).end('next')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('builds title and description records grouped by top-level sidebar category before any build', () => {
    const records = devRecords(docs, 'http://localhost:3000/');
    expect(records.map((r) => [r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.content, r.url])).toEqual([
      ['lvl1', 'API Reference', 'useNode()', null, 'http://localhost:3000/docs/api/useNode'],
      [
        'content',
        'API Reference',
        'useNode()',
        'Hook for a node: connect, drag and setProp.',
        'http://localhost:3000/docs/api/useNode',
      ],
      ['lvl1', 'Introduction', 'Overview', null, 'http://localhost:3000/docs/overview'],
    ]);
    // As on a built page, the title record carries the front matter's keywords, so they are searchable.
    expect(records.map((r) => r.keywords)).toEqual([['change a prop from a panel'], undefined, undefined]);
  });

  it('answers the search API on the dev server origin, with CORS', async () => {
    const response = await fetch(`${base}/1/indexes/*/queries${auth}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ requests: [{ indexName: 'craftjs-docs', query: 'setProp' }] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { results } = await response.json();
    expect(results[0].hits[0].hierarchy.lvl1).toBe('useNode()');
    // A reader's words that only the page's keywords hold.
    const byKeyword = await fetch(`${base}/1/indexes/*/queries${auth}`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'craftjs-docs', query: 'panel' }] }),
    });
    expect((await byKeyword.json()).results[0].hits.map((h: { url: string }) => h.url)).toEqual([
      'http://localhost:3000/docs/api/useNode',
    ]);
  });

  it('answers preflight, leaves other paths to the dev server, and limits the body', async () => {
    expect((await fetch(`${base}/1/indexes/*/queries`, { method: 'OPTIONS' })).status).toBe(204);
    expect(await (await fetch(`${base}/docs/overview`)).text()).toBe('next');
    const big = await fetch(`${base}/1/indexes/*/queries${auth}`, {
      method: 'POST',
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: expect.stringContaining('larger'), status: 413 });
  });

  it('has the production limits: write bodies up to 10 MiB reach the write API (no admin key in dev: 403)', async () => {
    const batch = JSON.stringify({
      requests: [{ action: 'addObject', body: { text: 'x'.repeat(MAX_BODY_BYTES * 2) } }],
    });
    const write = await fetch(`${base}/1/indexes/craftjs-docs/batch${auth}`, { method: 'POST', body: batch });
    expect(write.status).toBe(403);
    const huge = await fetch(`${base}/1/indexes/craftjs-docs/batch${auth}`, {
      method: 'POST',
      body: 'x'.repeat(MAX_WRITE_BODY_BYTES + 1),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      message: `Request body is larger than ${MAX_WRITE_BODY_BYTES} bytes.`,
      status: 413,
    });
  });
});
