/**
 * The search API's two search paths answered without a server, for a browser worker on a static
 * host: the built index file in, the same engine and the same request checks as the service
 * (api.ts), Algolia's answers out. No Node API here.
 */
import { answerQueries, answerQuery } from './api';
import { BadRequest } from './bad-request';
import { SearchEngine } from './engine';
import { fromStoredFile, type IndexFile } from './index-format';
import { searchPathOf } from './search-paths';

export interface StaticAnswer {
  status: number;
  /** The JSON body, as a server would send it. */
  content: string;
}

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
      const path = searchPathOf(pathname);
      if (path?.kind === 'query') return ok(answerQuery(this.engineFor, path.indexName, body));
      if (path?.kind === 'queries') return ok(answerQueries(this.engineFor, body));
      return failure(404, 'Path not found.');
    } catch (error) {
      if (error instanceof BadRequest) return failure(error.status, error.message);
      throw error;
    }
  }

  /** The built index is the only one a static host has. */
  private readonly engineFor = (indexName: string): SearchEngine => {
    if (indexName !== this.engine.indexName) throw new BadRequest(`Index ${indexName} does not exist`, 404);
    return this.engine;
  };
}

const ok = (body: unknown): StaticAnswer => ({ status: 200, content: JSON.stringify(body) });
const failure = (status: number, message: string): StaticAnswer => ({
  status,
  content: JSON.stringify({ message, status }),
});
