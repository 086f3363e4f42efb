/** Algolia's limits: query length, hits per page, queries per call (no zod here: the browser worker reads them too). */
export const MAX_QUERY_LENGTH = 512;
export const MAX_HITS_PER_PAGE = 1000;
export const MAX_REQUESTS = 50;
