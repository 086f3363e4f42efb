/**
 * Which search hosts are down, for algoliasearch's retry strategy. algoliasearch 5.46's own cache
 * never finds a host again (it stores the host under a key that includes its changing status, and
 * loses its methods through JSON), so a dead host would be retried on every search. This cache keys
 * hosts by address and rebuilds the stateful host, so a failed host is skipped for 120 s,
 * also across page loads (localStorage; without storage it works in memory only).
 */
export const HOST_DOWN_MS = 120_000;
const STORAGE_KEY = 'craftjs-search-hosts';

type Status = 'up' | 'down' | 'timed out';
interface HostState {
  status: Status;
  lastUpdate: number;
}
interface HostLike {
  url: string;
  protocol: string;
  port?: number;
  status?: Status;
  lastUpdate?: number;
}

/** The algoliasearch `Cache` contract (get/set/delete/clear returning promises). */
export interface HostsCache {
  get<T>(key: unknown, defaultValue: () => Promise<T>, events?: { miss?: (value: T) => Promise<unknown> }): Promise<T>;
  set<T>(key: unknown, value: T): Promise<T>;
  delete(key: unknown): Promise<void>;
  clear(): Promise<void>;
}

function isHost(value: unknown): value is HostLike {
  return typeof value === 'object' && value !== null && 'url' in value && 'protocol' in value;
}

function addressOf(key: unknown): string {
  if (!isHost(key)) return JSON.stringify(key);
  return `${key.protocol}://${key.url}${key.port ? `:${key.port}` : ''}`;
}

function statefulHost(host: HostLike, state: HostState, now: () => number) {
  const { status: _s, lastUpdate: _l, ...address } = host;
  return {
    ...address,
    ...state,
    isUp: () => state.status === 'up' || now() - state.lastUpdate > HOST_DOWN_MS,
    isTimedOut: () => state.status === 'timed out' && now() - state.lastUpdate <= HOST_DOWN_MS,
  };
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createHostsCache(storage: Storage | null = safeStorage(), now: () => number = Date.now): HostsCache {
  const states = new Map<string, HostState>();
  try {
    const saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}') as Record<string, HostState>;
    for (const [address, state] of Object.entries(saved)) {
      if (now() - state.lastUpdate <= HOST_DOWN_MS) states.set(address, state);
    }
  } catch {
    // Unreadable storage: start with every host up.
  }
  const persist = (): void => {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(states)));
    } catch {
      // Storage full or blocked: keep the state in memory.
    }
  };

  return {
    async get(key, defaultValue, events) {
      const state = states.get(addressOf(key));
      if (state && isHost(key)) return statefulHost(key, state, now) as never;
      const value = await defaultValue();
      await events?.miss?.(value);
      return value;
    },
    async set(key, value) {
      if (isHost(value) && value.status && value.lastUpdate !== undefined) {
        states.set(addressOf(key), { status: value.status, lastUpdate: value.lastUpdate });
        persist();
      }
      return value;
    },
    async delete(key) {
      states.delete(addressOf(key));
      persist();
    },
    async clear() {
      states.clear();
      persist();
    },
  };
}
