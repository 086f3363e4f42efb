import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';
import { SITE_SETTINGS_FILE, type SiteSettings } from '../../config/search';
import { indexFilePath, writeIndexFile } from '../../search/index-file';
import { extractRecords } from '../../search/records';

const html = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'search-doc-page.html'), 'utf8');
const records = extractRecords({ html, path: '/docs/api/useNode', siteUrl: 'https://craft.js.org' });
const hash = (code: string) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;
const page = (code: string) =>
  `<!doctype html><html><head><script>${code}</script></head><body><h1>Overview</h1></body></html>`;

/** The server follows the build it serves: build/site-settings.json and each page's own inline scripts. */
describe('production server: settings and policy from the build', () => {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-build-'));
  let app: FastifyInstance;
  const write = (file: string, body: string) => {
    const full = path.join(buildDir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    const temp = `${full}.tmp`;
    fs.writeFileSync(temp, body);
    fs.renameSync(temp, full);
  };
  const writeSettings = (settings: SiteSettings) => write(SITE_SETTINGS_FILE, JSON.stringify(settings));
  const search = (appId: string, apiKey: string) =>
    app.inject({
      method: 'POST',
      url: `/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`,
      payload: JSON.stringify({ requests: [{ indexName: 'craftjs-docs', query: 'setProp' }] }),
    });
  const csp = async (url: string) => (await app.inject({ url })).headers['content-security-policy'] as string;

  beforeAll(async () => {
    write('index.html', '<!doctype html><title>home</title>');
    write('404.html', page('window.notFound=1'));
    write('docs/overview.html', page('window.first=1'));
    writeIndexFile(indexFilePath(buildDir), 'craftjs-docs', records);
    writeSettings({
      appId: 'BUILT',
      apiKey: 'built-key',
      indexName: 'craftjs-docs',
      searchHosts: 'https://search-1.example.com',
    });
    app = await createApp({ buildDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(buildDir, { recursive: true, force: true });
  });

  it('accepts the app id and key the build wrote, whatever the environment says', async () => {
    expect((await search('BUILT', 'built-key')).statusCode).toBe(200);
    expect((await search('CRAFTJSDOCS', 'craftjs-docs-search-only')).statusCode).toBe(403);
  });

  it("lets pages call the build's search hosts, and allows each page's own inline scripts", async () => {
    const policy = await csp('/docs/overview');
    expect(policy).toContain("connect-src 'self' https://search-1.example.com");
    expect(policy).toContain(`script-src 'self' ${hash('window.first=1')}`);
    expect(await csp('/no/such/page')).toContain(`script-src 'self' ${hash('window.notFound=1')}`);
  });

  it('follows a rebuilt page and new settings without a restart', async () => {
    write('docs/overview.html', page('window.second=22'));
    const policy = await csp('/docs/overview');
    expect(policy).toContain(`script-src 'self' ${hash('window.second=22')}`);
    expect(policy).not.toContain(hash('window.first=1'));

    writeSettings({ appId: 'REBUILT', apiKey: 'rebuilt-key', indexName: 'craftjs-docs', searchHosts: 'origin' });
    await expect.poll(async () => (await search('REBUILT', 'rebuilt-key')).statusCode, { timeout: 5000 }).toBe(200);
    expect((await search('BUILT', 'built-key')).statusCode).toBe(403);
    expect(await csp('/docs/overview')).toMatch(/connect-src 'self';/);
  });
});
