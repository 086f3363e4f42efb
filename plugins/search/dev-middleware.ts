/** The search API as a Node/connect middleware for the webpack dev server (`docusaurus start`). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORS_HEADERS, MAX_BODY_BYTES, handleSearchRequest, isSearchPath } from '../../search/routes';
import { createSearchService, type SearchServiceOptions } from '../../search/service';

type Next = (error?: unknown) => void;

export function searchApiMiddleware(options: SearchServiceOptions) {
  const service = createSearchService(options);
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!isSearchPath(url.pathname)) return next();
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const send = (status: number, body: unknown): void => {
      response.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        send(413, { message: `Request body is larger than ${MAX_BODY_BYTES} bytes.`, status: 413 });
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (response.headersSent) return;
      try {
        const answer = handleSearchRequest(
          {
            method: request.method ?? 'GET',
            pathname: url.pathname,
            query: url.searchParams,
            headers: request.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          },
          service.context(),
        );
        send(answer.status, answer.body);
      } catch (error) {
        next(error);
      }
    });
  };
}
