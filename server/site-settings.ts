/**
 * What the build decided for the pages (build/site-settings.json, written by plugins/search): the
 * search app id and key the API accepts and the hosts the CSP lets pages call. Followed like the
 * search index: a rebuilt folder is picked up without a restart. A build without the file (older
 * builds, test fixtures) gets the defaults, the same as a build with no ALGOLIA_* or SEARCH_HOSTS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_SETTINGS_FILE, siteSettings, type SiteSettings } from '../config/search';

export interface SiteSettingsSource {
  current(): SiteSettings;
  close(): void;
}

export function readSiteSettings(buildDir: string): SiteSettings {
  const file = path.join(buildDir, SITE_SETTINGS_FILE);
  if (!fs.existsSync(file)) return siteSettings({});
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SiteSettings>;
  for (const key of ['appId', 'apiKey', 'indexName', 'searchHosts'] as const) {
    if (typeof data[key] !== 'string')
      throw new Error(`${file}: "${key}" must be a string. Run \`npm run build\` to recreate it.`);
  }
  return data as SiteSettings;
}

export function watchSiteSettings(buildDir: string, watchIntervalMs = 1000): SiteSettingsSource {
  const file = path.join(buildDir, SITE_SETTINGS_FILE);
  let settings = readSiteSettings(buildDir);
  const onChange = (): void => {
    try {
      settings = readSiteSettings(buildDir);
    } catch (error) {
      console.error(`Site settings not reloaded, still following the previous ones: ${(error as Error).message}`);
    }
  };
  fs.watchFile(file, { interval: watchIntervalMs, persistent: false }, onChange);
  return { current: () => settings, close: () => fs.unwatchFile(file, onChange) };
}
