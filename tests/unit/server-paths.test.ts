import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheControlFor, canonicalPath, htmlFileFor } from '../../server/paths';

describe('canonicalPath', () => {
  it.each([
    ['/index.html', '/'],
    ['/docs/overview.html', '/docs/overview'],
    ['/docs/overview/index.html', '/docs/overview'],
    ['/docs/overview', '/docs/overview'],
    ['/', '/'],
    ['/404.html', '/404.html'],
    ['/assets/js/main.js', '/assets/js/main.js'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(cacheControlFor('assets/js/main.0a1b2c3d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('examples/basic/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('img/tutorial/basic-canvas-480.3f2a9c1e.avif')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('img/tutorial/basic-canvas.png')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('docs/overview.html')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('img/logo.svg')).toBe('public, max-age=0, must-revalidate');
  });

  it('caches the search shards for a year, named by their content, and revalidates their manifest', () => {
    expect(cacheControlFor('search-shards/words-0a1b2c3d4e5f.json')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('search-shards/texts-0a1b2c3d4e5f.json')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('search-shards/manifest.json')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('search-index.json')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('htmlFileFor', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'paths-'));
  fs.mkdirSync(path.join(root, 'docs/migrating'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs/migrating/migrating-0.1.x.html'), '<h1>x</h1>');
  fs.writeFileSync(path.join(os.tmpdir(), 'secret.html'), 'secret');

  fs.mkdirSync(path.join(root, 'docs/api/frame'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs/api/frame/index.html'), '<h1>Frame</h1>');
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(path.join(os.tmpdir(), 'secret.html'), { force: true });
  });

  it('finds the page of a dotted route', () => {
    expect(htmlFileFor(root, '/docs/migrating/migrating-0.1.x')).toBe(
      path.join('docs', 'migrating', 'migrating-0.1.x.html'),
    );
  });

  it("finds a route's folder page, as the build writes it", () => {
    expect(htmlFileFor(root, '/docs/api/frame')).toBe(path.join('docs', 'api', 'frame', 'index.html'));
    expect(htmlFileFor(root, '/docs/api')).toBeNull();
  });

  it('never leaves the root, whatever the encoding', () => {
    for (const attempt of [
      '/../secret',
      '/..%2fsecret',
      '/%2e%2e/secret',
      '/docs/%2e%2e/%2e%2e/../secret',
      '/..\\secret',
      '/%00',
      '/%E0%A4%A',
    ]) {
      expect(htmlFileFor(root, attempt)).toBeNull();
    }
  });
});
