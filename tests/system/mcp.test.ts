/**
 * The MCP endpoint as an assistant meets it: the SDK's own client over Streamable HTTP against the
 * production server serving the last build (run `npm run build` first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { startServer, type ServerProcess } from '../../scripts/support/server-process';
import { docPages } from '../../scripts/support/docs-pages';

const BUILD_DIR = path.resolve(__dirname, '../../build');

function text(result: Awaited<ReturnType<Client['callTool']>>): string {
  const [first] = result.content as Array<{ type: string; text: string }>;
  expect(first.type).toBe('text');
  return first.text;
}

describe('MCP endpoint with the SDK client', () => {
  let server: ServerProcess;
  let client: Client;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(BUILD_DIR, 'llms-pages.json')))
      throw new Error('No build with llms-pages.json: run `npm run build` first.');
    server = await startServer();
    client = new Client({ name: 'mcp-system-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url)));
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await server?.stop();
  });

  it('introduces itself with instructions and three tools', async () => {
    expect(client.getServerVersion()?.name).toBe('craftjs-docs');
    expect(client.getInstructions()).toContain('Use search_docs to find where');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['search_docs', 'list_pages', 'get_page']);
  });

  it('search_docs finds the useNode page first, with heading, snippet and URLs', async () => {
    const results = JSON.parse(
      text(await client.callTool({ name: 'search_docs', arguments: { query: 'useNode', limit: 3 } })),
    );
    expect(results).toHaveLength(3);
    expect(results[0].url.replace(/#.*$/, '')).toBe('https://craft.js.org/docs/api/useNode');
    expect(results[0].page).toBe('useNode()');
    expect(results[0].markdownUrl).toBe('https://craft.js.org/docs/api/useNode.md');
    for (const result of results)
      expect(Object.keys(result)).toEqual(['page', 'heading', 'snippet', 'url', 'markdownUrl']);
  });

  it('list_pages lists every page in sidebar order', async () => {
    const pages = JSON.parse(text(await client.callTool({ name: 'list_pages', arguments: {} })));
    expect(pages.map((page: { url: string }) => page.url)).toEqual(
      docPages().map((page) => `https://craft.js.org${page.route}`),
    );
    expect(pages[0]).toMatchObject({
      category: 'Migrating',
      url: 'https://craft.js.org/docs/migrating/migrating-0.1.x',
    });
    expect(pages[1]).toMatchObject({
      category: 'Introduction',
      title: 'Overview',
      url: 'https://craft.js.org/docs/overview',
    });
    expect(pages.at(-1)).toMatchObject({
      category: 'Additional Packages',
      url: 'https://craft.js.org/docs/additional/layers',
    });
  });

  it("get_page returns the page's Markdown, the same as /docs/<id>.md", async () => {
    const markdown = text(
      await client.callTool({
        name: 'get_page',
        arguments: { path: 'https://craft.js.org/docs/api/useNode#connectors' },
      }),
    );
    // Front matter with the page's last git date (the build runs in a git checkout), then the title.
    expect(markdown).toMatch(/^---\nlast_updated: \d{4}-\d{2}-\d{2}\n---\n\n# useNode\(\)\n/);
    expect(markdown).toBe(fs.readFileSync(path.join(BUILD_DIR, 'docs/api/useNode.md'), 'utf8'));
    const served = await fetch(new URL('/docs/api/useNode.md', server.url));
    expect(served.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await served.text()).toBe(markdown);
  });

  it('reports a path outside docs/ and an unknown tool as JSON-RPC errors', async () => {
    await expect(client.callTool({ name: 'get_page', arguments: { path: '../package.json' } })).rejects.toThrow(
      McpError,
    );
    await expect(client.callTool({ name: 'get_page', arguments: { path: '../package.json' } })).rejects.toThrow(
      'outside docs/',
    );
    await expect(client.callTool({ name: 'delete_page', arguments: {} })).rejects.toThrow('Unknown tool "delete_page"');
  });
});

describe('npm run mcp (stdio) with the SDK client', () => {
  it('serves the same tools from the last build', { timeout: 60_000 }, async () => {
    const client = new Client({ name: 'mcp-stdio-test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'scripts/mcp-stdio.ts'],
      cwd: path.resolve(__dirname, '../..'),
      stderr: 'pipe',
    });
    await client.connect(transport);
    try {
      const results = JSON.parse(text(await client.callTool({ name: 'search_docs', arguments: { query: 'useNode' } })));
      expect(results).toHaveLength(5);
      expect(results[0].url.replace(/#.*$/, '')).toBe('https://craft.js.org/docs/api/useNode');
      const markdown = text(await client.callTool({ name: 'get_page', arguments: { path: '/docs/overview' } }));
      expect(markdown).toBe(fs.readFileSync(path.join(BUILD_DIR, 'docs/overview.md'), 'utf8'));
    } finally {
      await client.close();
    }
  });
});
