import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tempDir';
import { contentSecurityPolicy, pageHashCache } from '../../server/security-headers';
import { parseSearchHosts, searchHostsSetting, searchOrigins } from '../../config/search';

describe('pageHashCache', () => {
  const sha256 = (code: string) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;

  it('hashes each distinct executable inline script once, and skips data blocks and external scripts', () => {
    const file = path.join(tempDir('csp-'), 'a.html');
    const code = 'document.documentElement.dataset.theme="light"';
    fs.writeFileSync(
      file,
      `<html><head><script>${code}</script><script>${code}</script><script type="application/ld+json">{"a":1}</script><script src="/x.js"></script></head></html>`,
    );
    expect(pageHashCache()(file)).toEqual([sha256(code)]);
  });

  it('hashes a rebuilt page anew', () => {
    const file = path.join(tempDir('csp-'), 'a.html');
    const hashes = pageHashCache();
    fs.writeFileSync(file, '<script>one()</script>');
    expect(hashes(file)).toEqual([sha256('one()')]);
    fs.writeFileSync(file, '<script>another()</script>');
    expect(hashes(file)).toEqual([sha256('another()')]);
  });
});

describe('searchOrigins', () => {
  it('is empty by default: search is same-origin', () => {
    expect(searchOrigins({ searchHosts: searchHostsSetting({}) })).toEqual([]);
  });
  it('lists replica origins and Algolia hosts when configured', () => {
    expect(
      searchOrigins({
        searchHosts: searchHostsSetting({ SEARCH_HOSTS: 'http://127.0.0.1:4001/, https://search.example.com' }),
      }),
    ).toEqual(['http://127.0.0.1:4001', 'https://search.example.com']);
    expect(
      searchOrigins({ searchHosts: searchHostsSetting({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key' }) }),
    ).toEqual(['https://*.algolia.net', 'https://*.algolianet.com']);
  });
  it('rejects an entry that is not a URL', () => {
    expect(() => parseSearchHosts('http://[bad')).toThrow('SEARCH_HOSTS');
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only our origin, the given hashes and search origins, and same-origin frames', () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"], ['https://search.example.com']);
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("connect-src 'self' https://search.example.com");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
