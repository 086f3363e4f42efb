/**
 * The docs' MCP server (official SDK, low-level `Server`): three read-only tools over the last build.
 * Built on `Server` rather than `McpServer` because the latter turns every failure into a tool
 * result; here a caller's mistake (unknown tool, bad arguments, a page outside docs/) is a JSON-RPC
 * "invalid params" error, and only a failure on our side is a tool error.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import packageJson from '../package.json';
import {
  getPage,
  getPageInput,
  listPages,
  listPagesInput,
  PageRequestError,
  searchDocs,
  searchDocsInput,
  type DocsSource,
} from './mcp-tools';

export const SERVER_NAME = 'craftjs-docs';
/** The documentation's version (the site's package version), reported to MCP clients. */
export const DOCS_VERSION: string = packageJson.version;

export const INSTRUCTIONS = [
  'The documentation of craft.js (@craftjs/core and @craftjs/layers), a React framework for drag-and-drop page editors.',
  'Its code samples type-check against the installed packages and its API tables are generated from their type declarations, so prefer it over memory for signatures and behaviour.',
  "Use search_docs to find where a hook, component, prop or task is covered; it ranks like the site's search box.",
  'Use get_page with a URL from search_docs or list_pages to read a whole page as Markdown before writing code.',
  'Use list_pages to see every page in reading order (for example to start from the overview or the tutorial).',
].join(' ');

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

const TOOLS = [
  {
    name: 'search_docs',
    title: 'Search the craft.js docs',
    description:
      "Full-text search over the craft.js documentation. Returns the best matching sections: page title, heading, a short snippet, the section URL and the page's Markdown URL (pass either URL to get_page).",
    schema: searchDocsInput,
  },
  {
    name: 'list_pages',
    title: 'List the craft.js docs pages',
    description:
      'Every documentation page in sidebar order, with its category, title, one-line description, URL and Markdown URL.',
    schema: listPagesInput,
  },
  {
    name: 'get_page',
    title: 'Read a craft.js docs page',
    description:
      'One documentation page as Markdown (API tables, example code and notes included). Accepts the page URL, its path such as /docs/api/useNode, or its id such as api/useNode. Only pages under docs/.',
    schema: getPageInput,
  },
] as const;

const json = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
});

function parse<T extends z.ZodType>(schema: T, value: unknown, tool: string): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success)
    throw new McpError(ErrorCode.InvalidParams, `Invalid arguments for ${tool}: ${z.prettifyError(result.error)}`);
  return result.data;
}

export function createDocsMcpServer(source: DocsSource, version: string): Server {
  const server = new Server(
    { name: SERVER_NAME, title: 'craft.js documentation', version },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map(({ name, title, description, schema }) => ({
      name,
      title,
      description,
      inputSchema: z.toJSONSchema(schema, { io: 'input' }) as { type: 'object' },
      annotations: { title, ...readOnly },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args } = request.params;
    switch (name) {
      case 'search_docs':
        return json(searchDocs(source, parse(searchDocsInput, args, name)));
      case 'list_pages':
        parse(listPagesInput, args, name);
        return json(listPages(source));
      case 'get_page': {
        try {
          const { page, markdown } = getPage(source, parse(getPageInput, args, name));
          return {
            content: [{ type: 'text', text: markdown }],
            _meta: { url: page.url, markdownUrl: page.markdownUrl },
          };
        } catch (error) {
          if (error instanceof PageRequestError) throw new McpError(ErrorCode.InvalidParams, error.message);
          throw error;
        }
      }
      default:
        throw new McpError(
          ErrorCode.InvalidParams,
          `Unknown tool "${name}". Tools: ${TOOLS.map((t) => t.name).join(', ')}.`,
        );
    }
  });
  return server;
}
