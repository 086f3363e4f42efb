/**
 * One search service per server process: a record written through the write API is found by the
 * MCP search tool at once, and gone from it once deleted, without a restart (the production server
 * on a fixture build, the SDK's own client over Streamable HTTP).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  ADMIN_KEY,
  APP_ID,
  INDEX_NAME,
  makeFixture,
  startFixtureServer,
  type Fixture,
  type ServerProcess,
} from './support/fixture-server';

const RECORD = {
  objectID: 'written-quokka',
  url: 'https://craft.js.org/docs/api/useNode#quokkas',
  url_without_anchor: 'https://craft.js.org/docs/api/useNode',
  anchor: 'quokkas',
  type: 'content',
  content: 'Quokkas hop between droppable canvases.',
  hierarchy: {
    lvl0: 'API Reference',
    lvl1: 'useNode()',
    lvl2: 'Quokkas',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  weight: { pageRank: 0, level: 0, position: 99 },
  language: 'en',
  docusaurus_tag: 'docs-default-current',
};

describe('/mcp searches the index the write API changes', () => {
  let fixture: Fixture;
  let server: ServerProcess;
  let client: Client;

  beforeAll(async () => {
    fixture = makeFixture('mcp-write-');
    server = await startFixtureServer(fixture.buildDir, { SEARCH_ADMIN_API_KEY: ADMIN_KEY });
    client = new Client({ name: 'mcp-write-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url)));
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await server?.stop();
    fixture?.cleanup();
  });

  const search = async (query: string) => {
    const result = await client.callTool({ name: 'search_docs', arguments: { query } });
    const [first] = result.content as Array<{ type: string; text: string }>;
    return JSON.parse(first.text) as unknown[];
  };
  const batch = async (requests: unknown[]) => {
    const response = await fetch(new URL(`/1/indexes/${INDEX_NAME}/batch`, server.url), {
      method: 'POST',
      headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': ADMIN_KEY },
      body: JSON.stringify({ requests }),
    });
    expect(response.status).toBe(200);
  };

  it('finds a record as soon as the batch that adds it is answered, and not after its deletion', async () => {
    expect(await search('quokkas')).toEqual([]);

    await batch([{ action: 'addObject', body: RECORD }]);
    expect(await search('quokkas')).toEqual([
      {
        page: 'useNode()',
        heading: 'Quokkas',
        snippet: 'Quokkas hop between droppable canvases.',
        url: 'https://craft.js.org/docs/api/useNode#quokkas',
        markdownUrl: 'https://craft.js.org/docs/api/useNode.md',
      },
    ]);

    await batch([{ action: 'deleteObject', body: { objectID: RECORD.objectID } }]);
    expect(await search('quokkas')).toEqual([]);
  });
});
