/**
 * Push the extracted records to a search index with the official `algoliasearch` client:
 * settings first, then the curated synonyms (replacing the index's own), then `replaceAllObjects` (records go to a temporary index that is moved over the
 * live one in a single step, so readers never see a half-replaced index). The same call works
 * against Algolia and against our own service (its write API, behind the admin key).
 */
import { algoliasearch } from 'algoliasearch';
import { ALGOLIA_INDEX_SETTINGS } from './algolia-settings';
import type { DocSearchRecord } from './records';
import type { Synonym } from './synonym-types';

export interface UploadOptions {
  appId: string;
  adminKey: string;
  indexName: string;
  records: DocSearchRecord[];
  /** Replace the index's synonyms (an empty list removes them all). */
  synonyms: Synonym[];
  /** Our own service, e.g. http://127.0.0.1:3000; unset: Algolia's hosts for the app id. */
  host?: string;
}

export interface UploadEnv extends Partial<Record<string, string>> {
  ALGOLIA_APP_ID?: string;
  ALGOLIA_ADMIN_API_KEY?: string;
  ALGOLIA_INDEX_NAME?: string;
  SEARCH_UPLOAD_HOST?: string;
}

/** Read the upload settings from the environment, naming every missing variable at once. */
export function uploadSettingsFromEnv(env: UploadEnv): Omit<UploadOptions, 'records' | 'synonyms'> {
  const missing = (['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY'] as const).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `Set ${missing.join(' and ')} (and optionally ALGOLIA_INDEX_NAME, SEARCH_UPLOAD_HOST) to upload the search records.`,
    );
  }
  return {
    appId: env.ALGOLIA_APP_ID!,
    adminKey: env.ALGOLIA_ADMIN_API_KEY!,
    indexName: env.ALGOLIA_INDEX_NAME || 'craftjs-docs',
    host: env.SEARCH_UPLOAD_HOST || undefined,
  };
}

function hostsOption(host: string | undefined) {
  if (!host) return undefined;
  const url = new URL(host);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`SEARCH_UPLOAD_HOST ${host} is not an http(s) URL.`);
  return {
    hosts: [{ url: url.host, protocol: url.protocol.slice(0, -1) as 'http' | 'https', accept: 'readWrite' as const }],
  };
}

export async function uploadRecords({
  appId,
  adminKey,
  indexName,
  records,
  synonyms,
  host,
}: UploadOptions): Promise<void> {
  const client = algoliasearch(appId, adminKey, hostsOption(host));
  const { taskID } = await client.setSettings({ indexName, indexSettings: ALGOLIA_INDEX_SETTINGS as never });
  await client.waitForTask({ indexName, taskID });
  // Before the records: replaceAllObjects copies settings and synonyms to its temporary index.
  const saved = await client.saveSynonyms({ indexName, synonymHit: synonyms, replaceExistingSynonyms: true });
  await client.waitForTask({ indexName, taskID: saved.taskID });
  await client.replaceAllObjects({ indexName, objects: records as never[], batchSize: 1000 });
}
