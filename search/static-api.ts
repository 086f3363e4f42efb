/**
 * The search API's two search paths answered without a server, for a browser worker on a static
 * host: the built index file in, the same engine as the service, Algolia's answers out. Requests
 * are checked by plain-params.ts instead of the service's zod schemas; no Node API here.
 */
import { BadRequest } from './bad-request';
import { SearchEngine } from './engine';
import { fromStoredFile, type IndexFile } from './index-format';
import { plainSearchParams } from './plain-params';
import { MAX_REQUESTS } from './search-limits';

export interface StaticAnswer {
  status: number;
  /** The JSON body, as a server would send it. */
  content: string;
}

const MULTI = /\/1\/indexes\/\*\/queries$/;
const SINGLE = /\/1\/indexes\/([^/]+)\/query$/;

export class StaticSearchApi {
  private readonly engine: SearchEngine;

  /** The API over a parsed index file, or null when `data` is not one (a TypeError when a record cannot be read). */
  static fromFile(data: unknown): StaticSearchApi | null {
    const index = fromStoredFile(data);
    return index ? new StaticSearchApi(index) : null;
  }

  constructor(index: IndexFile) {
    this.engine = new SearchEngine(index.records, index.indexName, {
      settings: index.settings ?? {},
      synonyms: index.synonyms ?? [],
    });
  }

  /** `pathname` of the request URL and its JSON body, as the browser client sends them. */
  answer(pathname: string, body: string | undefined): StaticAnswer {
    try {
      const single = SINGLE.exec(pathname);
      if (single) return ok(this.search(decodeURIComponent(single[1]), parse(body || '{}'), 'body'));
      if (MULTI.test(pathname)) return ok({ results: this.searchAll(parse(body)) });
      return failure(404, 'Path not found.');
    } catch (error) {
      if (error instanceof BadRequest) return failure(error.status, error.message);
      throw error;
    }
  }

  private searchAll(body: Record<string, unknown>): unknown[] {
    const { requests } = body;
    if (!Array.isArray(requests)) throw new BadRequest('Body must have a `requests` array.');
    if (requests.length === 0) throw new BadRequest('`requests` must not be empty.');
    if (requests.length > MAX_REQUESTS) throw new BadRequest(`At most ${MAX_REQUESTS} requests per call.`);
    return requests.map((request: unknown, i) => {
      const where = `requests[${i}]`;
      const target = (request ?? {}) as { indexName?: unknown; type?: unknown };
      if (typeof target.indexName !== 'string' || target.indexName === '')
        throw new BadRequest(`${where}.indexName must be a non-empty string.`);
      if (target.type !== undefined && target.type !== 'default')
        throw new BadRequest(`${where}.type "${String(target.type)}" is not supported; only "default".`);
      return this.search(target.indexName, request, where);
    });
  }

  private search(indexName: string, request: unknown, where: string) {
    if (indexName !== this.engine.indexName) throw new BadRequest(`Index ${indexName} does not exist`, 404);
    return this.engine.search(plainSearchParams(request, where));
  }
}

function parse(body: string | undefined): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(body ?? '');
  } catch {
    throw new BadRequest('Body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new BadRequest('Body must be a JSON object.');
  return value as Record<string, unknown>;
}

const ok = (body: unknown): StaticAnswer => ({ status: 200, content: JSON.stringify(body) });
const failure = (status: number, message: string): StaticAnswer => ({
  status,
  content: JSON.stringify({ message, status }),
});
