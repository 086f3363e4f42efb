/**
 * Whether an answer to a search path comes from a static host (no search API) rather than from a
 * search service: the page's requester and the search worker's origin probe both ask it.
 */
const NO_SEARCH_API = new Set([404, 405, 501]);

/** An answer as algoliasearch's requester reports it. */
export interface SearchPathAnswer {
  status: number;
  content: string;
  isTimedOut: boolean;
}

function parsed(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}

/** The search API's own error (`{ message, status }`), e.g. our service's 404 for an unknown index. */
function isApiError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { message, status } = body as { message?: unknown; status?: unknown };
  return typeof message === 'string' && typeof status === 'number';
}

/**
 * A static host's answer to a search path: its 404 page, a method it refuses, or a file. An
 * unreachable or slow host is not one: the client's retry moves on to the next host.
 */
export function lacksSearchApi({ status, content, isTimedOut }: SearchPathAnswer): boolean {
  if (isTimedOut || status === 0) return false;
  const body = parsed(content);
  if (NO_SEARCH_API.has(status)) return !isApiError(body);
  return body === undefined;
}
