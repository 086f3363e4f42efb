/**
 * The Algolia client's requester, with one addition: when the page's own origin answers a search
 * path as a static host does (404, 405 or 501, or a body that is not JSON), that search and every
 * later one are answered by the search worker over the built index instead. Every other host and
 * answer goes through algoliasearch's own XHR requester unchanged, so timeouts and host-down rules
 * stay the client's.
 */
import { createXhrRequester } from '@algolia/requester-browser-xhr';
import { searchInWorker } from './staticSearch';

type Requester = ReturnType<typeof createXhrRequester>;
type Response = Awaited<ReturnType<Requester['send']>>;

const SEARCH_PATH = /^\/1\/indexes\/[^/]+\/(queries|query)$/;
const NO_SEARCH_API = new Set([404, 405, 501]);

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
export function lacksSearchApi({ status, content, isTimedOut }: Response): boolean {
  if (isTimedOut || status === 0) return false;
  const body = parsed(content);
  if (NO_SEARCH_API.has(status)) return !isApiError(body);
  return body === undefined;
}

/** Once the origin has shown it has no search API, the page stops asking it. */
let originIsStatic = false;

/** The origin answered a search path as a static host does (here, or in the warm-up, warmUp.ts). */
export function markOriginStatic(): void {
  originIsStatic = true;
}

export interface StaticSearchTarget {
  /** The page's origin (`location.origin`): the only host that may turn out to be static. */
  origin: string;
  /** The built index, for the worker. */
  indexUrl: string;
}

export function createSearchRequester(
  { origin, indexUrl }: StaticSearchTarget,
  base: Requester = createXhrRequester(),
): Requester {
  return {
    async send(request) {
      const url = new URL(request.url);
      if (url.origin !== origin || !SEARCH_PATH.test(url.pathname)) return base.send(request);
      if (!originIsStatic) {
        const response = await base.send(request);
        if (!lacksSearchApi(response)) return response;
        originIsStatic = true;
      }
      const reply = await searchInWorker(indexUrl, url.pathname, request.data);
      return { ...reply, isTimedOut: false };
    },
  };
}
