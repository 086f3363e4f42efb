/** Messages between the page and the search worker (searchWorker.ts). */
export interface WorkerSearchRequest {
  id: number;
  /** The built index file, fetched once, on the first message. */
  indexUrl: string;
  /** A search request as the Algolia client would send it to a server; absent: only load the index. */
  search?: { pathname: string; body: string | undefined };
}

export interface WorkerSearchReply {
  id: number;
  /** 0 when the index could not be loaded (the client treats it as an unreachable host). */
  status: number;
  content: string;
}
