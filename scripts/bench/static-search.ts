/**
 * Search on a plain static host (sirv over build/, no search API): the worker and its index load
 * only on intent, and the first keystroke's results must paint soon after. Each run is a cold
 * browser context with the main thread throttled 4×. Chromium refuses CPU throttling for workers
 * ("only supported for pages"), so the worker's own time (its user timings: index, answer) is
 * counted 3 more times on top of what the run measured: the first paint as a 4× slower worker
 * would give it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page, Worker } from '@playwright/test';
import { ANSWER_MEASURE, INDEX_BUILD_MEASURE } from '../../src/search/workerHandler';
import { startStaticHost } from '../support/static-host';
import { launchBrowser } from './browser';
import { typeAndTime } from './keystroke';
import { relevanceSet } from './search';
import { BUILD_DIR } from './site-server';
import { slowWorkerDelay, type WorkerSpan } from './slow-worker';
import { percentile, round } from './stats';
import { SEARCH_SHARDS_FOLDER } from '../../config/search';

const CPU_SLOWDOWN = 4;

export interface StaticSearchResult {
  runs: number;
  /** First keystroke to first painted hits, main thread throttled, worker as it ran. */
  firstPaintMeasuredMs: number[];
  /** The same with the worker's own time stretched as a 4× slower worker would take it. */
  firstPaintMs: number[];
  workerIndexMs: number[];
  /** Each later keystroke of the same queries to its painted results. */
  keystrokeP50Ms: number;
  keystrokeP95Ms: number;
  keystrokes: number;
  /**
   * The same keystrokes typed again, each answer now from the client's cache (a task after the
   * keystroke, no search work): what the modal itself costs (DocSearch's input handling, results
   * render and frames, with our hit and footer components), the floor under the above.
   * Static host runs only.
   */
  cachedKeystrokeP50Ms?: number;
  cachedKeystrokeP95Ms?: number;
  /** Main-thread long tasks from the intent on: while the modal opens, and once typing starts. */
  longestTaskOpeningMs: number;
  longestTaskTypingMs: number;
  tasksOver50MsTyping: number;
  /** Loaded on intent, gzipped as a compressing host sends them (brotli for the index too). */
  workerScriptsGzipBytes: number;
  workerScripts: string[];
  /** Every shard of the index with its manifest, as a host sends them. */
  indexGzipBytes: number;
  indexBrotliBytes: number;
  indexFiles: number;
  /** What each run's worker had read of the index when its first answer painted (gzip), and in how many files. */
  firstAnswerGzipBytes: number[];
  firstAnswerFiles: number[];
  /** Scripts and index fetched before any intent (must be none). */
  fetchedOnFirstLoad: string[];
}

interface Window {
  __longTasks: Array<{ start: number; duration: number }>;
}

/** Long tasks of the main thread, from the page's first script on. */
function recordLongTasks(): void {
  const tasks: Array<{ start: number; duration: number }> = [];
  (window as unknown as Window).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** The worker's last span of this name; with no worker or no span, an empty one at 0. */
async function workerMeasure(worker: Worker | undefined, name: string): Promise<WorkerSpan> {
  const spans = await worker?.evaluate(
    (measure) =>
      performance.getEntriesByName(measure).map(({ startTime, duration }) => ({ start: startTime, duration })),
    name,
  );
  return spans?.at(-1) ?? { start: 0, duration: 0 };
}

/** Types each text key by key, timing each keystroke to its painted results, then clears the input. */
async function typeEach(page: Page, texts: string[], times: number[]): Promise<void> {
  for (const text of texts) {
    for (const key of text) {
      const ms = await typeAndTime(page, key);
      if (ms >= 0) times.push(ms);
    }
    await page.locator('.DocSearch-Input').fill('');
  }
}

const gzipBytes = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;
const builtFile = (url: string) => path.join(BUILD_DIR, decodeURIComponent(new URL(url).pathname));

/**
 * `serviceUrl`: the same runs against our search service instead of a static host, to tell the
 * worker's share from the modal's own.
 */
export async function measureStaticSearch(runs = 5, serviceUrl?: string): Promise<StaticSearchResult> {
  const host = serviceUrl ? { url: serviceUrl, stop: async () => {} } : await startStaticHost(BUILD_DIR);
  const browser = await launchBrowser();
  const queries = relevanceSet().map(({ query }) => query);
  const firstPaintMeasuredMs: number[] = [];
  const firstPaintMs: number[] = [];
  const workerIndexMs: number[] = [];
  const keystrokes: number[] = [];
  const cachedKeystrokes: number[] = [];
  let longestTaskOpeningMs = 0;
  let longestTaskTypingMs = 0;
  let tasksOver50MsTyping = 0;
  let workerScripts: string[] = [];
  const fetchedOnFirstLoad: string[] = [];
  const firstAnswerGzipBytes: number[] = [];
  const firstAnswerFiles: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      // A fresh context: an empty HTTP cache, as a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(recordLongTasks);
      const searchFiles: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`/${SEARCH_SHARDS_FOLDER}/`) || request.url().includes('search-worker'))
          searchFiles.push(request.url());
      });
      await page.goto(`${host.url}/docs/overview`, { waitUntil: 'networkidle' });
      // The button opens the modal once React owns it (hydration lags under throttling).
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('.DocSearch-Button') ?? {}).some((key) => key.startsWith('__reactProps')),
      );
      fetchedOnFirstLoad.push(...searchFiles);

      // A click on the search button is the intent; the first key is typed the moment the input shows.
      const intentAt = await page.evaluate(() => performance.now());
      // The search worker, while it runs: on our service it ends once it has probed the origin.
      const workers = new Set<Worker>();
      page.on('worker', (started) => {
        workers.add(started);
        started.on('close', () => workers.delete(started));
      });
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').waitFor();
      const typingAt = await page.evaluate(() => performance.now());
      const query = queries[run % queries.length];
      const measured = await typeAndTime(page, query[0], 10_000);
      const [worker] = workers;
      const index = await workerMeasure(worker, INDEX_BUILD_MEASURE);
      const answer = await workerMeasure(worker, ANSWER_MEASURE);
      firstPaintMeasuredMs.push(measured);
      firstPaintMs.push(measured + slowWorkerDelay(index, answer, CPU_SLOWDOWN));
      workerIndexMs.push(index.duration);
      if (worker) {
        const shards = (
          await worker.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
        ).filter((url) => url.includes(`/${SEARCH_SHARDS_FOLDER}/`));
        firstAnswerFiles.push(shards.length);
        firstAnswerGzipBytes.push(shards.reduce((sum, url) => sum + gzipBytes(builtFile(url)), 0));
      }

      // Warm: the rest of this query and the next ones, key by key.
      const texts = [query.slice(1), ...queries.slice(run * 6 + 1, run * 6 + 6)];
      await typeEach(page, texts, keystrokes);

      const tasks = await page.evaluate(() => (window as unknown as Window).__longTasks);
      for (const task of tasks) {
        if (task.start >= typingAt) {
          longestTaskTypingMs = Math.max(longestTaskTypingMs, task.duration);
          if (task.duration > 50) tasksOver50MsTyping += 1;
        } else if (task.start >= intentAt) {
          longestTaskOpeningMs = Math.max(longestTaskOpeningMs, task.duration);
        }
      }
      // Typed again, whole, after the long tasks are read, so those stay the first typing's: every
      // prefix was asked once already, so the worker must answer none of them.
      if (!serviceUrl) {
        if (!worker) throw new Error('No search worker ran on the static host.');
        const lastAnswer = await workerMeasure(worker, ANSWER_MEASURE);
        await typeEach(page, [query, ...texts.slice(1)], cachedKeystrokes);
        if ((await workerMeasure(worker, ANSWER_MEASURE)).start !== lastAnswer.start)
          throw new Error('Typed again, a keystroke reached the search worker: not every answer came from the cache.');
      }
      if (run === 0 && worker) {
        const loaded = await worker.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
        workerScripts = [worker.url(), ...loaded.filter((url) => url.endsWith('.js'))];
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await host.stop();
  }
  const shardsDir = path.join(BUILD_DIR, SEARCH_SHARDS_FOLDER);
  const shards = fs.readdirSync(shardsDir).map((file) => fs.readFileSync(path.join(shardsDir, file)));
  return {
    runs,
    firstPaintMeasuredMs: firstPaintMeasuredMs.map((ms) => round(ms, 0)),
    firstPaintMs: firstPaintMs.map((ms) => round(ms, 0)),
    workerIndexMs: workerIndexMs.map((ms) => round(ms, 0)),
    keystrokeP50Ms: round(percentile(keystrokes, 50), 1),
    keystrokeP95Ms: round(percentile(keystrokes, 95), 1),
    keystrokes: keystrokes.length,
    ...(cachedKeystrokes.length > 0 && {
      cachedKeystrokeP50Ms: round(percentile(cachedKeystrokes, 50), 1),
      cachedKeystrokeP95Ms: round(percentile(cachedKeystrokes, 95), 1),
    }),
    longestTaskOpeningMs: round(longestTaskOpeningMs, 0),
    longestTaskTypingMs: round(longestTaskTypingMs, 0),
    tasksOver50MsTyping,
    workerScriptsGzipBytes: workerScripts.reduce((sum, url) => sum + gzipBytes(builtFile(url)), 0),
    workerScripts: workerScripts.map((url) => new URL(url).pathname),
    indexGzipBytes: shards.reduce((sum, shard) => sum + zlib.gzipSync(shard).length, 0),
    indexBrotliBytes: shards.reduce((sum, shard) => sum + zlib.brotliCompressSync(shard).length, 0),
    indexFiles: shards.length,
    firstAnswerGzipBytes,
    firstAnswerFiles,
    fetchedOnFirstLoad,
  };
}
