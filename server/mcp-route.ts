import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorStatusAndMessage } from './error-status';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { MAX_BODY_BYTES } from '../search/routes';
import type { SearchService } from '../search/service';
import { buildDocsSource } from '../assistants/mcp-tools';
import { createDocsMcpServer, DOCS_VERSION } from '../assistants/mcp-server';

export interface McpRouteOptions {
  buildDir: string;
  /** The search routes' service (server/search-routes.ts openSearchService): one index, loaded once. */
  service: SearchService;
}

/** A JSON-RPC error with no request id (the request could not be read), as the MCP transport sends them. */
function rpcError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ jsonrpc: '2.0', error: { code, message }, id: null });
}

/**
 * `POST /mcp`: the docs' MCP server over Streamable HTTP, stateless (a server and transport per
 * request, JSON answers, no sessions), read-only. search_docs asks the search API's own service, so
 * it ranks like the search modal and finds a record the moment the write API stores it.
 */
export async function mcpRoute(app: FastifyInstance, { buildDir, service }: McpRouteOptions): Promise<void> {
  const source = buildDocsSource(buildDir, () => service.context().engine);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(
          Object.assign(new Error('Parse error: the body is not JSON.'), {
            statusCode: 400,
            rpcCode: ErrorCode.ParseError,
          }),
        );
      }
    },
  );
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, _body, done) =>
    done(Object.assign(new Error('Content-Type must be application/json.'), { statusCode: 415 })),
  );

  app.setErrorHandler((error: Error & { statusCode?: number; rpcCode?: number }, _request, reply) => {
    const { status, message } = errorStatusAndMessage(error, MAX_BODY_BYTES);
    if (status === 500) app.log.error(error);
    const code = error.rpcCode ?? (status === 500 ? ErrorCode.InternalError : ErrorCode.InvalidRequest);
    return rpcError(reply, status, code, message);
  });

  app.post('/mcp', { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
    const server = createDocsMcpServer(source, DOCS_VERSION);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    // The transport writes the raw response: carry over the headers the app set (security headers).
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value as string);
    reply.raw.setHeader('cache-control', 'no-store');
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Stateless: no session to stream from (GET) or to end (DELETE).
  app.route({
    method: ['GET', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'],
    url: '/mcp',
    handler: (request, reply) =>
      rpcError(
        reply.header('allow', 'POST'),
        405,
        ErrorCode.ConnectionClosed,
        `Method not allowed: ${request.method} /mcp. This server is stateless; send JSON-RPC requests with POST.`,
      ),
  });
}
