/**
 * First-load JavaScript of a page, as a reader's browser gets it: the scripts Chromium loads to
 * execute while the page loads to network idle (no interaction), and separately the scripts it only
 * prefetches for other pages. Sizes are the gzip size (zlib, default level) of each file in the
 * build, so the figures do not depend on the server's compression or on timing.
 * Used by tests/e2e/page-weight.spec.ts (budgets) and `npm run bench` (report).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';

export interface Chunk {
  /** Path on the site, e.g. `/assets/js/main.1a2b3c4d.js`. */
  file: string;
  gzipBytes: number;
}

export interface FirstLoad {
  page: string;
  executed: Chunk[];
  prefetched: Chunk[];
  executedBytes: number;
  prefetchedBytes: number;
}

/** A phone's first view, as Lighthouse's mobile preset (412 × 823, touch). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** How long the network must stay quiet after hydration for the load to count as finished. */
const QUIET_MS = 500;

const gzipSizes = new Map<string, number>();
function gzipSize(buildDir: string, file: string): number {
  const key = path.join(buildDir, file);
  let size = gzipSizes.get(key);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(key)).length;
    gzipSizes.set(key, size);
  }
  return size;
}

const total = (chunks: Chunk[]) => chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
const biggestFirst = (a: Chunk, b: Chunk) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file);

export async function measureFirstLoad(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  buildDir: string,
  contextOptions: BrowserContextOptions = {},
): Promise<FirstLoad> {
  const origin = new URL(baseUrl).origin;
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    const executed = new Set<string>();
    const prefetched = new Set<string>();
    /** Our own script files only. */
    const siteScript = (url: string): string | null => {
      if (!url.startsWith(origin)) return null;
      const file = new URL(url).pathname;
      return file.endsWith('.js') ? file : null;
    };
    // Script tags (the app shell, and the chunks webpack loads to run the page) have the resource
    // type "script"; `<link rel="prefetch">` downloads for other pages have "other".
    page.on('request', (request) => {
      const file = siteScript(request.url());
      if (!file) return;
      if (request.resourceType() === 'script') executed.add(file);
      else prefetched.add(file);
    });
    const inFlight = new Set<unknown>();
    let lastActivity = Date.now();
    const settle = (request: unknown) => {
      inFlight.delete(request);
      lastActivity = Date.now();
    };
    page.on('request', (request) => {
      inFlight.add(request);
      lastActivity = Date.now();
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.goto(new URL(pagePath, baseUrl).toString());
    // The page is ready at its hydrated mark (main.js has then asked for the route's chunks); what it
    // downloads is known once the network has been quiet a while after that (prefetches come after it).
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
    const chunk = (file: string): Chunk => ({ file, gzipBytes: gzipSize(buildDir, file) });
    const executedChunks = [...executed].map(chunk).sort(biggestFirst);
    const prefetchedChunks = [...prefetched]
      .filter((file) => !executed.has(file))
      .map(chunk)
      .sort(biggestFirst);
    return {
      page: pagePath,
      executed: executedChunks,
      prefetched: prefetchedChunks,
      executedBytes: total(executedChunks),
      prefetchedBytes: total(prefetchedChunks),
    };
  } finally {
    await context.close();
  }
}

/** `main.1a2b.js: 60.1 KiB, 1234.5678.js: 20.3 KiB, …` for failure messages and the bench. */
export function describeChunks(chunks: Chunk[], count = 5): string {
  return chunks
    .slice(0, count)
    .map((c) => `${path.basename(c.file)}: ${(c.gzipBytes / 1024).toFixed(1)} KiB`)
    .join(', ');
}
