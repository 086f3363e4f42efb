import crypto from 'node:crypto';
import fs from 'node:fs';
import { load } from 'cheerio';

/**
 * Security headers for every response. The Content-Security-Policy allows exactly what the site
 * uses: its own origin, the configured search hosts, same-origin frames (the examples), and the
 * inline scripts Docusaurus writes into the built pages, allowed by their hashes.
 */

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** `'sha256-…'` sources for the executable inline scripts of one page. */
export function pageScriptHashes(html: string): string[] {
  const $ = load(html);
  const hashes = new Set<string>();
  $('script:not([src])').each((_, el) => {
    const type = ($(el).attr('type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) return; // JSON-LD and other data blocks never run
    const digest = crypto
      .createHash('sha256')
      .update($(el).html() ?? '', 'utf8')
      .digest('base64');
    hashes.add(`'sha256-${digest}'`);
  });
  return [...hashes].sort();
}

/**
 * Each page's script hashes, read from the file being served and kept until the file changes: a
 * rebuilt page gets a policy for its own inline scripts without a restart.
 */
export function pageHashCache(): (file: string, stat?: fs.Stats) => string[] {
  const cache = new Map<string, { mtimeMs: number; size: number; hashes: string[] }>();
  return (file, stat = fs.statSync(file)) => {
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.hashes;
    const hashes = pageScriptHashes(fs.readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, hashes });
    return hashes;
  };
}

export function contentSecurityPolicy(scriptHashes: string[], connectOrigins: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // React and Docusaurus set inline style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    // The search worker (a static host's search) is one of the site's own scripts; nothing else may start one.
    "worker-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // "Open in StackBlitz" on a live code block posts the sample's project to StackBlitz in a new tab.
    "form-action 'self' https://stackblitz.com",
  ].join('; ');
}

/**
 * The live code preview's policy. The page runs readers' code in a sandboxed frame (opaque origin),
 * so it may evaluate what it compiles ('unsafe-eval'), and it reaches nothing: no requests of any
 * kind (`connect-src 'none'`), no forms, no frames; only its own script and its inline styles.
 */
export function livePreviewPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    "connect-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
