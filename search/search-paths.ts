/**
 * Algolia's two search paths, the ones a static host's worker answers too. The server's routes
 * (routes.ts), the page's requester and the worker read them here.
 * No imports: browser code loads this file.
 */

/** Algolia's API version: every path of its REST API starts with it. */
export const API_PREFIX = '/1';

/** The two search routes as Fastify patterns under API_PREFIX. In `queries`, Algolia's index name is `*`. */
export const SEARCH_ROUTES = {
  queries: '/indexes/:indexName/queries',
  query: '/indexes/:indexName/query',
} as const;

export type SearchPath = { kind: 'queries' } | { kind: 'query'; indexName: string };

const SEARCH_PATH = /^\/1\/indexes\/([^/]+)\/(queries|query)$/;

/** Which search a request's path asks for, or undefined when it is not one of the two. */
export function searchPathOf(pathname: string): SearchPath | undefined {
  const match = SEARCH_PATH.exec(pathname);
  if (!match) return undefined;
  if (match[2] === 'queries') return match[1] === '*' ? { kind: 'queries' } : undefined;
  try {
    return { kind: 'query', indexName: decodeURIComponent(match[1]) };
  } catch {
    return undefined; // A malformed %-escape names no index.
  }
}
