/**
 * The baseline our relevance is read against: Pagefind 1.6, the field's static search, indexing the
 * same build's doc pages (their `<article>`, as a docs site marks its content for it) and answering
 * in Chromium through its own browser API. Scored as our engine is (search.ts), page by page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticHost } from '../support/static-host';
import { launchBrowser } from './browser';
import { relevanceSet, scoreRelevance, type Relevance } from './search';
import { BUILD_DIR, ROOT } from './site-server';

/** How many results of each query are read: enough for @5 and a reciprocal rank. */
const RESULTS_READ = 10;

/** Writes Pagefind's index of build/docs into `dir`/pagefind; returns how many pages it indexed. */
async function writePagefindIndex(dir: string): Promise<number> {
  // An ES module only: imported, not required, from the bench's CommonJS.
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'article', forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: BUILD_DIR, glob: 'docs/**/*.html' });
  if (added.errors.length > 0) throw new Error(`Pagefind could not index build/docs: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
  if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  await pagefind.close();
  return added.page_count;
}

/** A result's URL as the relevance sets name pages: `/docs/overview/` → `/docs/overview`. */
export function pagefindPath(url: string): string {
  const pathname = new URL(url, 'http://host').pathname.replace(/index\.html$/, '').replace(/\.html$/, '');
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/** The part of Pagefind's browser API (pagefind.js) the bench calls. */
interface PagefindBrowserApi {
  init(): Promise<void>;
  search(query: string): Promise<{ results: Array<{ data(): Promise<{ url: string }> }> }>;
}

export interface PagefindRelevance {
  version: string;
  pages: number;
  sets: Record<'written' | 'real', Relevance>;
}

export async function measurePagefindRelevance(): Promise<PagefindRelevance> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  try {
    const pages = await writePagefindIndex(dir);
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Pagefind</title>');
    const host = await startStaticHost(dir);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${host.url}/index.html`);
      const answersFor = (queries: string[]) =>
        page.evaluate(
          async ({ queries, read, script }) => {
            const pagefind = (await import(script)) as PagefindBrowserApi;
            await pagefind.init();
            const answers: string[][] = [];
            for (const query of queries) {
              const found = await pagefind.search(query);
              const data = await Promise.all(found.results.slice(0, read).map((result) => result.data()));
              answers.push(data.map((d) => d.url));
            }
            return answers;
          },
          { queries, read: RESULTS_READ, script: '/pagefind/pagefind.js' },
        );
      const sets = {} as PagefindRelevance['sets'];
      for (const name of ['written', 'real'] as const) {
        const cases = relevanceSet(name);
        const answers = await answersFor(cases.map((c) => c.query));
        sets[name] = scoreRelevance(cases, (_, i) => [...new Set(answers[i].map(pagefindPath))]);
      }
      return { version: pagefindVersion(), pages, sets };
    } finally {
      await browser.close();
      await host.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The installed version (the package exports no package.json, so it is read from its folder). */
function pagefindVersion(): string {
  const manifest = path.join(ROOT, 'node_modules/pagefind/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}
