import { SEARCH_INDEX_FILE } from '../../config/search';

/** The built index, which a static host serves as a plain file (the search worker fetches it). */
export function searchIndexUrl(baseUrl: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${SEARCH_INDEX_FILE}`;
}
