import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tempDir';
import type { FastifyInstance } from 'fastify';
import { createApp, MissingBuildError } from '../../server/app';

/** A tiny stand-in for build/: the server's rules do not depend on Docusaurus output details. */
function fakeBuild(): string {
  const root = tempDir('build-');
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  };
  write('index.html', '<h1>Home</h1>');
  write('404.html', '<h1>Page Not Found</h1>');
  write('docs/overview.html', `<h1>Overview</h1>${'x'.repeat(4000)}`);
  write('docs/migrating/migrating-0.1.x.html', '<h1>Migrating</h1>');
  write('assets/js/main.abc123.js', `console.log(1);${' '.repeat(4000)}`);
  write('examples/basic/index.html', '<h1>Basic</h1>');
  return root;
}

describe('production server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createApp({ buildDir: fakeBuild() });
  });
  afterAll(() => app.close());

  it('serves pages at their plain paths', async () => {
    for (const url of [
      '/',
      '/docs/overview',
      '/docs/migrating/migrating-0.1.x',
      '/examples/basic',
      '/examples/basic/',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('redirects .html and /index.html addresses to the plain path, keeping the query', async () => {
    const cases: Array<[string, string]> = [
      ['/docs/overview.html', '/docs/overview'],
      ['/docs/overview/index.html', '/docs/overview'],
      ['/index.html?x=1', '/?x=1'],
    ];
    for (const [url, location] of cases) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location).toBe(location);
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page Not Found');
  });

  it('answers unknown API calls with a JSON 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/nothing-here', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route for POST /nothing-here', status: 404 });
  });

  it('compresses and caches hashed assets for a year, pages not at all', async () => {
    const asset = await app.inject({ url: '/assets/js/main.abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/docs/overview', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('never serves a file outside the build folder', async () => {
    for (const url of [
      '/../package.json',
      '/..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/docs/..%5c..%5cetc/passwd',
      '/%00',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('craftjs-docs');
    }
  });
});

describe('missing build', () => {
  it('says what to run', async () => {
    const empty = tempDir('empty-');
    await expect(createApp({ buildDir: empty })).rejects.toThrow(MissingBuildError);
    await expect(createApp({ buildDir: empty })).rejects.toThrow('Run `npm run build` first.');
  });
});
