import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp, ConfigError } from '../../server/app';
import { indexFilePath, readIndexFile, writeIndexFile } from '../../search/index-file';
import { extractRecords } from '../../search/records';
import { uploadRecords, uploadSettingsFromEnv } from '../../search/upload';
import { algoliasearch } from 'algoliasearch';

const root = path.resolve(__dirname, '../..');
const html = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'search-doc-page.html'), 'utf8');
const built = extractRecords({ html, path: '/docs/api/useNode', siteUrl: 'https://craft.js.org' });
const curated = [{ objectID: 'wombat-marsupial', type: 'synonym' as const, synonyms: ['wombat', 'marsupial'] }];
const uploaded = built.slice(0, 4).map((record, i) => ({
  ...record,
  objectID: `upload-${i}`,
  type: 'content' as const,
  content: `Fresh wombat paragraph ${i}`,
}));

/** `npm run search:upload` against our own server, with the official algoliasearch client. */
describe('npm run search:upload', () => {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-build-'));
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-records-'));
  let app: FastifyInstance;
  let host: string;

  const hits = async (query: string) => {
    const response = await fetch(`${host}/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=SEARCH`, {
      method: 'POST',
      // Every record counts, not only the best two of each page (the index's distinct).
      body: JSON.stringify({ requests: [{ indexName: 'craftjs-docs', query, distinct: false }] }),
    });
    return ((await response.json()) as { results: Array<{ nbHits: number }> }).results[0].nbHits;
  };

  beforeAll(async () => {
    fs.writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><title>home</title>');
    fs.writeFileSync(path.join(buildDir, '404.html'), '<!doctype html><title>404</title>');
    writeIndexFile(indexFilePath(buildDir), 'craftjs-docs', built);
    writeIndexFile(indexFilePath(uploadDir), 'craftjs-docs', uploaded, { synonyms: curated });
    app = await createApp({ buildDir, search: { appId: 'APP', apiKey: 'SEARCH' }, adminKey: 'ADMIN' });
    host = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    for (const dir of [buildDir, uploadDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('with the public search key the upload is refused (403) and nothing changes', async () => {
    const before = fs.readFileSync(indexFilePath(buildDir), 'utf8');
    await expect(
      uploadRecords({
        appId: 'APP',
        adminKey: 'SEARCH',
        indexName: 'craftjs-docs',
        records: uploaded,
        synonyms: curated,
        host,
      }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Method not allowed with this API key',
    });
    expect(await hits('wombat')).toBe(0);
    expect(await hits('setProp')).toBeGreaterThan(0);
    expect(fs.readFileSync(indexFilePath(buildDir), 'utf8')).toBe(before);
  });

  it('with the admin key, replaces the index in one step; search answers from the new records', async () => {
    const run = promisify(execFile);
    const env = {
      ...process.env,
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_ADMIN_API_KEY: 'ADMIN',
      ALGOLIA_INDEX_NAME: 'craftjs-docs',
      SEARCH_UPLOAD_HOST: host,
    };
    const { stdout } = await run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/search-upload.ts', uploadDir], {
      cwd: root,
      env,
    });
    expect(stdout).toContain('Uploading 4 records and 1 synonyms to index craftjs-docs');
    expect(await hits('wombat')).toBe(4);
    expect(await hits('setProp')).toBe(0);
    // Saved to the index file too, so a restart (or a replica on the same folder) serves it.
    const saved = readIndexFile(indexFilePath(buildDir));
    expect(saved.records.map((r) => r.objectID).sort()).toEqual(uploaded.map((r) => r.objectID));
    // The curated synonyms came along, through replaceAllObjects' copy of the index's synonyms.
    expect(saved.synonyms).toEqual(curated);
    const client = algoliasearch('APP', 'ADMIN', {
      hosts: [{ url: new URL(host).host, protocol: 'http', accept: 'readWrite' }],
    });
    expect(await client.getSynonym({ indexName: 'craftjs-docs', objectID: 'wombat-marsupial' })).toEqual(curated[0]);
  });

  it('names the missing variables, and refuses an admin key equal to the public one', async () => {
    expect(() => uploadSettingsFromEnv({ ALGOLIA_INDEX_NAME: 'x' })).toThrow(
      'Set ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY',
    );
    await expect(
      createApp({ buildDir, search: { appId: 'APP', apiKey: 'SEARCH' }, adminKey: 'SEARCH' }),
    ).rejects.toBeInstanceOf(ConfigError);
  });

  it('never puts the admin key into the site configuration that pages are built from', async () => {
    vi.stubEnv('SEARCH_ADMIN_API_KEY', 'admin-key-that-must-not-leak');
    vi.stubEnv('ALGOLIA_ADMIN_API_KEY', 'algolia-admin-key-that-must-not-leak');
    vi.resetModules();
    try {
      const { default: config } = await import('../../site.config');
      expect(JSON.stringify(config)).not.toMatch(/must-not-leak/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
