/**
 * `npm run mcp`: the docs' MCP server over stdio, for an assistant on this machine. Serves the last
 * `npm run build` (its page catalog, Markdown files and search index). Logs go to stderr: stdout is
 * the protocol.
 */
import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { indexFilePath } from '../search/index-file';
import { createSearchService } from '../search/service';
import { buildDocsSource } from '../assistants/mcp-tools';
import { createDocsMcpServer, DOCS_VERSION } from '../assistants/mcp-server';
import { searchSettings } from '../config/search';

const buildDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'build'));
const settings = searchSettings(process.env);
const service = createSearchService({
  indexFile: indexFilePath(buildDir),
  appId: settings.appId,
  apiKey: settings.apiKey,
  onReload: (error) => {
    if (error) console.error(error.message);
  },
});
const server = createDocsMcpServer(
  buildDocsSource(buildDir, () => service.context().engine),
  DOCS_VERSION,
);
server.onclose = () => service.close();
server
  .connect(new StdioServerTransport())
  .then(() => console.error(`craft.js docs MCP server on stdio, serving ${buildDir}`))
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
