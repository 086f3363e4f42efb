import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';
import { indexFilePath, writeIndexFile } from '../../search/index-file';
import { extractRecords } from '../../search/records';
import { ALGOLIA_ROUTES, MAX_BODY_BYTES } from '../../search/routes';

const html = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'search-doc-page.html'), 'utf8');
const records = extractRecords({ html, path: '/docs/api/useNode', siteUrl: 'https://craft.js.org' });

describe('production server: search API', () => {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-build-'));
  let app: FastifyInstance;
  const url = '/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=KEY';
  const query = (q: string) => JSON.stringify({ requests: [{ indexName: 'craftjs-docs', query: q }] });

  beforeAll(async () => {
    fs.writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><title>home</title>');
    fs.writeFileSync(path.join(buildDir, '404.html'), '<!doctype html><title>404</title>');
    writeIndexFile(indexFilePath(buildDir), 'craftjs-docs', records);
    app = await createApp({ buildDir, search: { appId: 'APP', apiKey: 'KEY' } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(buildDir, { recursive: true, force: true });
  });

  it('answers text/plain and JSON bodies, as the browser and server clients send them', async () => {
    for (const type of ['text/plain', 'application/json']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type },
        payload: query('setProp'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().results[0].nbHits).toBeGreaterThan(0);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('takes credentials from headers too, and answers the single-index path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/1/indexes/craftjs-docs/query',
      headers: { 'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'KEY', 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: 'connect' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().hits.length).toBeGreaterThan(0);
  });

  it('refuses wrong keys (403), bad JSON (400) and oversized bodies (413) with JSON errors', async () => {
    const forbidden = await app.inject({ method: 'POST', url: url.replace('KEY', 'admin'), payload: query('x') });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
    const bad = await app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: '{oops' });
    expect(bad.json()).toEqual({ message: 'Body is not valid JSON.', status: 400 });
    const big = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/plain' },
      payload: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().status).toBe(413);
  });

  it('answers CORS preflight for other origins', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/1/indexes/*/queries',
      headers: { origin: 'http://other.test' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-headers']).toContain('x-algolia-api-key');
    expect(response.headers['access-control-max-age']).toBe('86400');
  });

  it('sends CORS headers with errors too, and a JSON 404 for a path Algolia does not have', async () => {
    const forbidden = await app.inject({ method: 'POST', url: url.replace('KEY', 'admin'), payload: query('x') });
    expect(forbidden.headers['access-control-allow-origin']).toBe('*');
    for (const method of ['GET', 'POST'] as const) {
      const unknown = await app.inject({ method, url: '/1/keys', headers: { origin: 'http://other.test' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: `No route for ${method} /1/keys`, status: 404 });
      expect(unknown.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('routes each Algolia path once, with its own route', () => {
    for (const route of ALGOLIA_ROUTES)
      for (const method of Object.keys(route.methods))
        expect(app.hasRoute({ method: method as 'GET', url: `/1${route.url}` }), `${method} ${route.url}`).toBe(true);
  });

  it('serves a replaced index without restarting', async () => {
    writeIndexFile(
      indexFilePath(buildDir),
      'craftjs-docs',
      records.filter((r) => r.content !== 'setProp' && !r.content?.includes('setProp')),
    );
    await expect
      .poll(
        async () => (await app.inject({ method: 'POST', url, payload: query('setProp') })).json().results[0].nbHits,
        { timeout: 5000 },
      )
      .toBe(0);
  });
});
