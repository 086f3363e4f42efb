import fs from 'node:fs';
import path from 'node:path';

/** Rules for URLs and cache headers, kept apart from the HTTP framework so they are unit-tested. */

const HASHED_ASSET = /(^|\/)assets\//;
/** An image's AVIF or WebP copy, named by the content of its PNG (plugins/responsive-images). */
const HASHED_IMAGE_COPY = /^img\/.+-\d+\.[0-9a-f]{8}\.(avif|webp)$/;
/** A search shard, named by its content (search/index-shards.ts); its manifest is not. */
const HASHED_SEARCH_SHARD = /^search-shards\/[a-z]+-[0-9a-f]{12}\.json$/;

/** Hashed build assets, image copies and search shards never change under the same name; everything else must be revalidated. */
export function cacheControlFor(relativeFile: string): string {
  const file = relativeFile.split('\\').join('/');
  if (HASHED_ASSET.test(file) || HASHED_IMAGE_COPY.test(file) || HASHED_SEARCH_SHARD.test(file))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/** `/a/index.html` → `/a`, `/a.html` → `/a`, `/index.html` → `/`; anything else is kept as is. */
export function canonicalPath(pathname: string): string {
  if (pathname === '/index.html') return '/';
  if (pathname === '/404.html') return pathname;
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'/index.html'.length) || '/';
  if (pathname.endsWith('.html') && pathname.length > '/.html'.length) return pathname.slice(0, -'.html'.length);
  return pathname;
}

/**
 * The files a route's page may be built as, relative to the build folder: `x/index.html` (what the
 * build writes, so hosts that only map a folder to its index.html serve it) or `x.html`; `index.html`
 * for the root. The build's search plugin and the docs checks find pages with it; the server serves
 * the same files.
 */
export function builtFileCandidates(route: string): string[] {
  const relative = route.replace(/^\/+|\/+$/g, '');
  return relative === '' ? ['index.html'] : [`${relative}/index.html`, `${relative}.html`];
}

/** The built page of a route (`<route>/index.html` or `<route>.html`), relative to root, or null; never a file outside root. */
export function htmlFileFor(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.endsWith('/')) return null;
  for (const candidate of builtFileCandidates(decoded)) {
    const file = path.resolve(root, candidate);
    if (!file.startsWith(root + path.sep)) return null;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return path.relative(root, file);
  }
  return null;
}
