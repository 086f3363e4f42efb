import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tempDir';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';
import { indexFilePath, writeIndexFile } from '../../search/index-file';
import { extractRecords } from '../../search/records';
import { DEFAULT_INDEX_NAME } from '../../config/search';
import { FIXTURE_MARKDOWN, writeAssistantFiles } from '../support/assistant-build';

function fixtureBuild(): string {
  const root = tempDir('assist-build-');
  const html = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'search-doc-page.html'), 'utf8');
  fs.mkdirSync(path.join(root, 'docs', 'api'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(path.join(root, '404.html'), '<h1>Page Not Found</h1>');
  fs.writeFileSync(path.join(root, 'docs', 'api', 'useNode.html'), html);
  fs.writeFileSync(path.join(root, '..', `${path.basename(root)}-secret.md`), 'outside the build');
  writeIndexFile(
    indexFilePath(root),
    DEFAULT_INDEX_NAME,
    extractRecords({ html, path: '/docs/api/useNode', siteUrl: 'https://craft.js.org' }),
  );
  writeAssistantFiles(root);
  return root;
}

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

describe('Markdown pages on the production server', () => {
  let app: FastifyInstance;
  let buildDir: string;
  beforeAll(async () => {
    buildDir = fixtureBuild();
    app = await createApp({ buildDir });
  });
  afterAll(() => app.close());

  it('answers /docs/<id>.md with text/markdown and the security headers', async () => {
    const res = await app.inject({ url: '/docs/api/useNode.md' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).toBe(FIXTURE_MARKDOWN);
  });

  it('gives the page address Markdown when Accept prefers it, HTML otherwise, and varies on Accept', async () => {
    const markdown = await app.inject({ url: '/docs/api/useNode', headers: { accept: 'text/markdown' } });
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.body).toBe(FIXTURE_MARKDOWN);
    expect(markdown.headers.vary).toContain('Accept');
    const html = await app.inject({
      url: '/docs/api/useNode',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers.vary).toContain('Accept');
    const preferred = await app.inject({
      url: '/docs/api/useNode',
      headers: { accept: 'text/html;q=0.5, text/markdown' },
    });
    expect(preferred.body).toBe(FIXTURE_MARKDOWN);
  });

  it('serves no Markdown from outside the build, and 404 for a page without one', async () => {
    for (const url of [
      '/docs/%2e%2e/%2e%2e/' + encodeURIComponent(`${path.basename(buildDir)}-secret.md`),
      '/docs/..%2f..%2f' + `${path.basename(buildDir)}-secret`,
      '/docs/api/missing.md',
    ]) {
      const res = await app.inject({ url, headers: { accept: 'text/markdown' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('outside the build');
    }
  });
});

describe('POST /mcp on the production server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createApp({ buildDir: fixtureBuild() });
  });
  afterAll(() => app.close());

  const call = (body: unknown, headers: Record<string, string> = MCP_HEADERS) =>
    app.inject({
      method: 'POST',
      url: '/mcp',
      headers,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const tool = (name: string, args: unknown, id = 1) =>
    call({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

  it('lists three read-only tools with input schemas', async () => {
    const res = await call({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const tools = res.json().result.tools as Array<{
      name: string;
      inputSchema: { properties?: Record<string, unknown>; required?: string[] };
      annotations: { readOnlyHint: boolean };
    }>;
    expect(tools.map((t) => t.name)).toEqual(['search_docs', 'list_pages', 'get_page']);
    expect(tools[0].inputSchema.required).toEqual(['query']);
    expect(Object.keys(tools[0].inputSchema.properties ?? {})).toEqual(['query', 'limit']);
    expect(tools[2].inputSchema.required).toEqual(['path']);
    expect(tools.every((t) => t.annotations.readOnlyHint)).toBe(true);
  });

  it('reads a page by URL, path or id', async () => {
    for (const pagePath of [
      'https://craft.js.org/docs/api/useNode#connectors',
      '/docs/api/useNode',
      'docs/api/useNode.md',
      'api/useNode',
    ]) {
      const res = await tool('get_page', { path: pagePath });
      expect(res.json().result.content, pagePath).toEqual([{ type: 'text', text: FIXTURE_MARKDOWN }]);
    }
  });

  it('answers bad input with JSON-RPC errors', async () => {
    const cases: Array<[string, unknown, number, string]> = [
      ['nope', {}, -32602, 'Unknown tool "nope". Tools: search_docs, list_pages, get_page.'],
      ['search_docs', { query: 42 }, -32602, 'Invalid arguments for search_docs'],
      ['search_docs', { query: 'x', limit: 500 }, -32602, 'Invalid arguments for search_docs'],
      ['list_pages', { extra: true }, -32602, 'Invalid arguments for list_pages'],
      [
        'get_page',
        { path: '../package.json' },
        -32602,
        '"../package.json" is outside docs/: only documentation pages can be read.',
      ],
      [
        'get_page',
        { path: '/etc/passwd' },
        -32602,
        '"/etc/passwd" is outside docs/: only documentation pages can be read.',
      ],
      ['get_page', { path: 'https://evil.example/docs/api/useNode' }, -32602, 'is not a page of https://craft.js.org/'],
      ['get_page', { path: '/docs/api/missing' }, -32602, 'No documentation page "/docs/api/missing". Call list_pages'],
    ];
    for (const [name, args, code, message] of cases) {
      const res = await tool(name, args, 7);
      expect(res.statusCode, name).toBe(200);
      const body = res.json();
      expect(body.id).toBe(7);
      expect(body.error.code, JSON.stringify(args)).toBe(code);
      expect(body.error.message, JSON.stringify(args)).toContain(message);
    }
  });

  it('refuses broken bodies, big bodies and other methods with JSON-RPC errors', async () => {
    const broken = await call('{"jsonrpc":');
    expect([broken.statusCode, broken.json().error.code]).toEqual([400, -32700]);
    const big = await call({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'search_docs', arguments: { query: 'x'.repeat(200 * 1024) } },
    });
    expect([big.statusCode, big.json().error.code, big.json().error.message]).toEqual([
      413,
      -32600,
      'Request body is larger than 102400 bytes.',
    ]);
    const wrongType = await call('{}', { 'content-type': 'text/plain', accept: MCP_HEADERS.accept });
    expect([wrongType.statusCode, wrongType.json().error.message]).toEqual([
      415,
      'Content-Type must be application/json.',
    ]);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/mcp', headers: { accept: 'text/event-stream' } });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json()).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32000,
          message: `Method not allowed: ${method} /mcp. This server is stateless; send JSON-RPC requests with POST.`,
        },
      });
    }
  });
});
