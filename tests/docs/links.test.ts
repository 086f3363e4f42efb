import fs from 'node:fs';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { builtPages, fileForPath, pathForFile } from './built-site';

// The build only warns on broken links and anchors; this is the strict check.
const SITE_ORIGIN = 'https://craft.js.org';

function idsOf(file: string, cache: Map<string, Set<string>>): Set<string> {
  let ids = cache.get(file);
  if (!ids) {
    const $ = load(fs.readFileSync(file, 'utf8'));
    ids = new Set($('[id]').map((_, el) => $(el).attr('id') ?? '').get());
    $('a[name]').each((_, el) => void ids!.add($(el).attr('name') ?? ''));
    cache.set(file, ids);
  }
  return ids;
}

describe('internal links of the built site', () => {
  it('every internal link and anchor resolves', () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(20);
    const idCache = new Map<string, Set<string>>();
    const broken: string[] = [];
    let checked = 0;
    for (const file of pages) {
      const from = pathForFile(file);
      const $ = load(fs.readFileSync(file, 'utf8'));
      $('a[href], link[rel="canonical"][href]').each((_, el) => {
        const href = $(el).attr('href') ?? '';
        if (/^(mailto:|tel:|javascript:|data:)/.test(href)) return;
        const url = new URL(href, `${SITE_ORIGIN}${from}`);
        if (url.origin !== SITE_ORIGIN) return;
        // Example apps are separate static builds, linked with Docusaurus's pathname:// escape.
        if (url.pathname.startsWith('/examples/')) return;
        checked += 1;
        const target = fileForPath(url.pathname);
        if (!target) {
          broken.push(`${from}: ${href} (no page at ${url.pathname})`);
          return;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && target.endsWith('.html') && !idsOf(target, idCache).has(anchor)) {
          broken.push(`${from}: ${href} (no #${anchor} on ${url.pathname})`);
        }
      });
    }
    expect(checked).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });
});
