/** The `search-hosts` setting (see config/search.ts) → algoliasearch v5 hosts. Pure, so unit-testable. */
export interface SearchHost {
  url: string;
  protocol: 'http' | 'https';
  accept: 'read' | 'write' | 'readWrite';
  port?: number;
}

export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
}

function hostFrom(location: PageLocation): SearchHost {
  const protocol = location.protocol === 'https:' ? 'https' : 'http';
  const host: SearchHost = { url: location.hostname, protocol, accept: 'readWrite' };
  if (location.port) host.port = Number(location.port);
  return host;
}

/** Undefined means "the client's default hosts" (Algolia's own). */
export function hostsFromSetting(setting: string | null | undefined, page: PageLocation): SearchHost[] | undefined {
  const value = (setting ?? 'origin').trim();
  if (value === 'algolia') return undefined;
  if (value === '' || value === 'origin') return [hostFrom(page)];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => hostFrom(new URL(entry)));
}
