/**
 * Shared by the fuzz and load tests: a small fixture build (with a search index and secrets beside
 * it) and the real production server serving it (scripts/support/server-process.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { indexFilePath, writeIndexFile } from '../../../search/index-file';
import { extractRecords } from '../../../search/records';
import { LOCAL_SEARCH_API_KEY, LOCAL_SEARCH_APP_ID, DEFAULT_INDEX_NAME } from '../../../config/search';
import { startServer, type ServerProcess } from '../../../scripts/support/server-process';
import { writeAssistantFiles } from '../../support/assistant-build';

export { isAlive, type ServerProcess } from '../../../scripts/support/server-process';

export const APP_ID = LOCAL_SEARCH_APP_ID;
export const API_KEY = LOCAL_SEARCH_API_KEY;
export const INDEX_NAME = DEFAULT_INDEX_NAME;
export const ADMIN_KEY = 'fuzz-admin-key';
export const DOC_PAGE = '/docs/api/useNode';

export interface Fixture {
  /** Temp folder holding the build folder and the sentinel files next to it. */
  parent: string;
  buildDir: string;
  /** A unique string written only into files outside the build folder. */
  secret: string;
  cleanup(): void;
}

/** A build folder with the home, 404 and one doc page, its search index, and secrets beside it. */
export function makeFixture(prefix: string): Fixture {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const buildDir = path.join(parent, 'site');
  const html = fs.readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'search-doc-page.html'), 'utf8');
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };
  write(path.join(buildDir, 'index.html'), '<!doctype html><title>home</title><h1>Home</h1>');
  write(path.join(buildDir, '404.html'), '<!doctype html><title>404</title><h1>Page Not Found</h1>');
  write(path.join(buildDir, `${DOC_PAGE}.html`), html);
  write(path.join(buildDir, 'assets/js/main.abc123.js'), 'console.log(1);');
  const records = extractRecords({ html, path: DOC_PAGE, siteUrl: 'https://craft.js.org' });
  writeIndexFile(indexFilePath(buildDir), INDEX_NAME, records);
  writeAssistantFiles(buildDir);

  // Sentinels a traversal could reach: `../secret.*`, and `site-secret/` (a sibling whose name
  // starts with the build folder's, which catches prefix-only containment checks).
  const secret = `SENTINEL-${crypto.randomUUID()}`;
  for (const file of ['secret.txt', 'secret.html', 'secret', 'site-secret/secret.html', 'site-secret/index.html']) {
    write(path.join(parent, file), secret);
  }
  return { parent, buildDir, secret, cleanup: () => fs.rmSync(parent, { recursive: true, force: true }) };
}

/** The production server on a fixture build, with the local search credentials whatever the shell sets. */
export function startFixtureServer(buildDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const name of ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME', 'SEARCH_HOSTS', 'PORT'])
    delete childEnv[name];
  return startServer({ buildDir, env: childEnv });
}

/** Resident set size in bytes from /proc, or null where there is no /proc (macOS). */
export function rssBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export const searchUrl = (query = `x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`) =>
  `/1/indexes/*/queries?${query}`;

export const searchBody = (query: string) =>
  JSON.stringify({ requests: [{ indexName: INDEX_NAME, query, hitsPerPage: 20 }] });
