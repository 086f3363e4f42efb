import { describe, expect, it } from 'vitest';
import { hostsFromSetting } from '../../src/search/hosts';
import { HOST_DOWN_MS, createHostsCache } from '../../src/search/hostsCache';
import { searchHostsSetting, searchSettings } from '../../config/search';

const page = { protocol: 'http:', hostname: '127.0.0.1', port: '4123' };

describe('search host settings', () => {
  it('defaults to the page origin, so the site searches itself on any port', () => {
    expect(searchHostsSetting({})).toBe('origin');
    expect(hostsFromSetting('origin', page)).toEqual([
      { url: '127.0.0.1', port: 4123, protocol: 'http', accept: 'readWrite' },
    ]);
    expect(hostsFromSetting('origin', { protocol: 'https:', hostname: 'craft.js.org', port: '' })).toEqual([
      { url: 'craft.js.org', protocol: 'https', accept: 'readWrite' },
    ]);
  });

  it('uses Algolia with real credentials, unchanged', () => {
    const env = { ALGOLIA_APP_ID: 'ABC', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs' };
    expect(searchHostsSetting(env)).toBe('algolia');
    expect(hostsFromSetting('algolia', page)).toBeUndefined();
    expect(searchSettings(env)).toEqual({
      appId: 'ABC',
      apiKey: 'key',
      indexName: 'docs',
      searchPagePath: 'search',
      contextualSearch: false,
    });
  });

  it('takes replicas from SEARCH_HOSTS, in order', () => {
    const setting = searchHostsSetting({ SEARCH_HOSTS: 'https://a.example.com, http://127.0.0.1:9000/' });
    expect(setting).toBe('https://a.example.com,http://127.0.0.1:9000');
    expect(hostsFromSetting(setting, page)).toEqual([
      { url: 'a.example.com', protocol: 'https', accept: 'readWrite' },
      { url: '127.0.0.1', port: 9000, protocol: 'http', accept: 'readWrite' },
    ]);
    expect(() => searchHostsSetting({ SEARCH_HOSTS: 'ftp://x' })).toThrow(/http/);
    expect(() => searchHostsSetting({ SEARCH_HOSTS: 'http://x/api' })).toThrow(/origin/);
  });
});

describe('hosts cache', () => {
  const host = { url: '127.0.0.1', port: 1, protocol: 'http', accept: 'readWrite' };
  const fresh = async () => ({ ...host, status: 'up', lastUpdate: 0, isUp: () => true, isTimedOut: () => false });

  it('remembers a failed host for 120 s, whatever state object it was stored with', async () => {
    let now = 1_000_000;
    const cache = createHostsCache(null, () => now);
    await cache.set({ ...host, status: 'up', lastUpdate: 5 }, { ...host, status: 'down', lastUpdate: now });
    const down = (await cache.get(host, fresh)) as any;
    expect(down.isUp()).toBe(false);
    now += HOST_DOWN_MS + 1;
    expect(down.isUp()).toBe(true);
  });

  it('keeps the state across page loads through storage', async () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    } as Storage;
    await createHostsCache(storage).set(host, { ...host, status: 'timed out', lastUpdate: Date.now() });
    const again = (await createHostsCache(storage).get(host, fresh)) as any;
    expect(again.isTimedOut()).toBe(true);
  });
});
