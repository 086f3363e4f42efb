import { SEARCH_SHARDS_MANIFEST } from '../../config/search';

/** The built index's shard manifest, which a static host serves as a plain file (the search worker fetches it, then its shards). */
export function searchIndexUrl(baseUrl: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${SEARCH_SHARDS_MANIFEST}`;
}
