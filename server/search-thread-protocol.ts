/** The messages between the production server and its search thread (search-thread.ts). */
import type { Credentials } from '../search/api';

/** One search as the HTTP route received it: which path, its credentials and raw body. */
export type ThreadSearch = {
  credentials: Credentials;
  /** The keys the service answers to at this moment (they follow the served build). */
  appId: string;
  apiKey: string;
  body: unknown;
} & ({ path: 'queries' } | { path: 'query'; indexName: string });

export type ToThread = { type: 'load'; generation: number } | { type: 'search'; id: number; search: ThreadSearch };

export type FromThread =
  | { type: 'loaded'; generation: number; ok: boolean }
  /** `json` is the answer's body, encoded; null when the search threw (the main thread answers it). */
  | { type: 'answer'; id: number; status: number; json: Uint8Array | null };
