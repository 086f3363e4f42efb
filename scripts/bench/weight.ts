/** First-load page weight: compressed bytes per resource kind and request count, measured over CDP. */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from './browser';
import { BUILD_DIR } from './site-server';
import { docPages } from '../support/docs-pages';
import { PHONE, describeChunks, measureFirstLoad } from '../support/first-load';

export const WEIGHT_PAGES = [
  '/',
  '/docs/overview',
  '/docs/api/useNode',
  '/docs/guides/basic-tutorial',
  '/search?q=node',
];

export interface PageWeight {
  page: string;
  bytes: Record<string, number>;
  totalBytes: number;
  requests: number;
  otherHostRequests: string[];
  consoleErrors: string[];
}

const KIND: Record<string, string> = {
  Script: 'js',
  Stylesheet: 'css',
  Document: 'html',
  Image: 'images',
  Font: 'fonts',
  Media: 'images',
};

export async function measureWeights(baseUrl: string): Promise<PageWeight[]> {
  const browser = await launchBrowser();
  const origin = new URL(baseUrl).origin;
  const results: PageWeight[] = [];
  try {
    for (const pagePath of WEIGHT_PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(m.text());
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const kinds = new Map<string, string>();
      const bytes: Record<string, number> = { js: 0, css: 0, html: 0, images: 0, fonts: 0, other: 0 };
      const otherHostRequests: string[] = [];
      let requests = 0;
      cdp.on('Network.requestWillBeSent', (event) => {
        requests += 1;
        if (!event.request.url.startsWith(origin) && !event.request.url.startsWith('data:')) {
          otherHostRequests.push(event.request.url);
        }
      });
      cdp.on('Network.responseReceived', (event) => kinds.set(event.requestId, KIND[event.type] ?? 'other'));
      cdp.on('Network.loadingFinished', (event) => {
        const kind = kinds.get(event.requestId) ?? 'other';
        bytes[kind] += event.encodedDataLength;
      });
      await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: 'networkidle' });
      const totalBytes = Object.values(bytes).reduce((a, b) => a + b, 0);
      results.push({ page: pagePath, bytes, totalBytes, requests, otherHostRequests, consoleErrors });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

export interface FirstLoadRow {
  page: string;
  /** Gzip bytes of the scripts executed on a desktop first load (to network idle, no interaction). */
  executedBytes: number;
  mainJsBytes: number;
  biggestChunks: string;
  /** Gzip bytes a 412-px phone's first view prefetches for other pages, and the biggest of them. */
  phonePrefetchBytes: number;
  phonePrefetchChunks: string;
}

/** Every page a reader can land on: executed JS on desktop, prefetch on a phone (scripts/support/first-load.ts). */
export async function measureFirstLoads(baseUrl: string): Promise<FirstLoadRow[]> {
  const browser = await launchBrowser();
  const rows: FirstLoadRow[] = [];
  try {
    for (const page of ['/', '/search?q=node', ...docPages().map((page) => page.route)]) {
      const desktop = await measureFirstLoad(browser, baseUrl, page, BUILD_DIR);
      const phone = await measureFirstLoad(browser, baseUrl, page, BUILD_DIR, PHONE);
      rows.push({
        page,
        executedBytes: desktop.executedBytes,
        mainJsBytes: desktop.executed.find((c) => /\/main\.[0-9a-f]+\.js$/.test(c.file))?.gzipBytes ?? 0,
        biggestChunks: describeChunks(desktop.executed, 3),
        phonePrefetchBytes: phone.prefetchedBytes,
        phonePrefetchChunks: describeChunks(phone.prefetched, 3),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Each doc page's HTML gzipped (zlib's default level, as tests/docs/code-types.test.ts weighs it), largest first. */
export function docPageHtml(): { page: string; gzipBytes: number }[] {
  return docPages()
    .map(({ route }) => {
      const file = path.join(BUILD_DIR, route.replace(/^\//, ''), 'index.html');
      return { page: route, gzipBytes: gzipSync(fs.readFileSync(file)).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
