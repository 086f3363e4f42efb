/**
 * The `search-hosts` setting (see config/search.ts) → algoliasearch v5 hosts. Pure, so unit-testable,
 * but for `pageHostsSetting`, which reads the setting from the page.
 */
import { SEARCH_HOSTS_META } from '../../config/search';
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
  if (searchesOrigin(setting)) return [hostFrom(page)];
  const value = (setting ?? '').trim();
  if (value === 'algolia') return undefined;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => hostFrom(new URL(entry)));
}

/** The page's `search-hosts` setting, from its meta tag; none on the server (SSR). */
export function pageHostsSetting(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${SEARCH_HOSTS_META}"]`)?.content;
}

/** Whether the setting sends searches to the page's own origin (our service, or a static host). */
export function searchesOrigin(setting: string | null | undefined): boolean {
  return ['', 'origin'].includes((setting ?? 'origin').trim());
}
