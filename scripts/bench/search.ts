/** Search: engine latency in process, HTTP throughput, keystroke-to-paint in the modal, relevance. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SearchEngine } from '../../search/engine';
import { indexFilePath, readIndexFile } from '../../search/index-file';
import { readSiteSettings } from '../../server/site-settings';
import { ALGOLIA_INDEX_SETTINGS } from '../../search/algolia-settings';
import type { Synonym } from '../../search/synonym-types';
import { launchBrowser } from './browser';
import { typeAndTime } from './keystroke';
import { BUILD_DIR, ROOT } from './site-server';
import { percentile, round } from './stats';
import type { LoadPlan, LoadWindow } from './http-load';

export interface RelevanceCase {
  query: string;
  expected: string[];
}

/**
 * The relevance sets in tests/search: questions written by people who know the docs, real users'
 * questions (held out), and the pool of other real questions the synonyms and keywords came from.
 */
export const RELEVANCE_SETS = {
  written: 'queries.json',
  real: 'real-questions.json',
  pool: 'vocabulary-pool.json',
} as const;
export type RelevanceSetName = keyof typeof RELEVANCE_SETS;

export function relevanceSet(name: RelevanceSetName = 'written'): RelevanceCase[] {
  const file = path.join(ROOT, 'tests/search', RELEVANCE_SETS[name]);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: RelevanceCase[] }).queries;
}

function loadEngine(): SearchEngine {
  const index = readIndexFile(indexFilePath(BUILD_DIR));
  // The settings and curated synonyms that npm run search:upload gives the index.
  const synonyms = JSON.parse(fs.readFileSync(path.join(ROOT, 'search/synonyms.json'), 'utf8')) as Synonym[];
  return new SearchEngine(index.records, index.indexName, { settings: { ...ALGOLIA_INDEX_SETTINGS }, synonyms });
}

export interface Relevance {
  queries: number;
  successAt1: number;
  successAt3: number;
  successAt5: number;
  mrr: number;
  misses: string[];
}

/** Our engine, as the relevance sets are scored: each query's hits as the pages they name, in order. */
export function measureRelevance(name: RelevanceSetName = 'written'): Relevance {
  const engine = loadEngine();
  return scoreRelevance(relevanceSet(name), ({ query }) => {
    const hits = engine.search({ query, hitsPerPage: 50, attributesToRetrieve: ['url'] }).hits;
    return [...new Set(hits.map((hit) => new URL(String(hit.url)).pathname))];
  });
}

/**
 * A query succeeds @k when an expected page is among the first k distinct pages answered; the same
 * scoring for every engine the bench compares (see pagefind.ts).
 */
export function scoreRelevance(cases: RelevanceCase[], pagesFor: (c: RelevanceCase, i: number) => string[]): Relevance {
  let at1 = 0;
  let at3 = 0;
  let at5 = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  cases.forEach((c, i) => {
    const pages = pagesFor(c, i);
    const rank = pages.findIndex((p) => c.expected.includes(p));
    if (rank === 0) at1 += 1;
    if (rank >= 0 && rank < 3) at3 += 1;
    else misses.push(`${JSON.stringify(c.query)} → ${pages.slice(0, 3).join(', ') || '(none)'}`);
    if (rank >= 0 && rank < 5) at5 += 1;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  });
  const n = cases.length;
  return {
    queries: n,
    successAt1: round(at1 / n, 3),
    successAt3: round(at3 / n, 3),
    successAt5: round(at5 / n, 3),
    mrr: round(reciprocal / n, 3),
    misses,
  };
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
}

const latency = (samples: number[]): Latency => ({
  p50: round(percentile(samples, 50), 3),
  p95: round(percentile(samples, 95), 3),
  p99: round(percentile(samples, 99), 3),
});

/** The parameters DocSearch 3.9's modal sends with every query (read from its bundle). */
const LEVELS = [1, 2, 3, 4, 5, 6].map((n) => `hierarchy.lvl${n}`);
export const MODAL_PARAMS = {
  hitsPerPage: 20,
  attributesToRetrieve: ['hierarchy.lvl0', ...LEVELS, 'content', 'type', 'url'],
  attributesToSnippet: [...LEVELS, 'content'].map((attribute) => `${attribute}:10`),
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

/** What the modal asks for, in process: every query, typed prefix by prefix, several rounds. */
export function measureEngineLatency(rounds = 5): Latency & { samples: number } {
  const engine = loadEngine();
  const samples: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    for (const { query } of relevanceSet()) {
      for (let end = 1; end <= query.length; end += 1) {
        const started = process.hrtime.bigint();
        engine.search({ query: query.slice(0, end), ...MODAL_PARAMS });
        samples.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
  }
  return { ...latency(samples), samples: samples.length };
}

export interface Throughput {
  /** The median window's rate. */
  requestsPerSecond: number;
  /** Each measured window's rate, in the order run. */
  windowsRequestsPerSecond: number[];
  /** Latencies of the median window. */
  p50Ms: number;
  p99Ms: number;
  /** Over all measured windows. */
  errors: number;
  non2xx: number;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}

/**
 * Bounded load on 127.0.0.1: 50 connections, rotating through the query set. The figure is the
 * server's steady state: the same load runs first for `warmUpSeconds`, unmeasured, while V8 compiles
 * the server's hot paths (the first seconds of a fresh process are slower). Then `windows` windows of
 * `seconds` each are measured and the median reported: on two shared cores one window can be a
 * quarter off in either direction. The load comes from a process of its own (http-load.ts).
 */
export async function measureHttp(
  baseUrl: string,
  { seconds = 10, windows = 3, connections = 50, warmUpSeconds = 3 } = {},
): Promise<Throughput> {
  // The credentials the build wrote into its pages, as the server accepts them.
  const { appId, apiKey, indexName } = readSiteSettings(BUILD_DIR);
  const plan: LoadPlan = {
    url: `${baseUrl}/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`,
    bodies: relevanceSet().map(({ query }) => JSON.stringify({ requests: [{ indexName, query, ...MODAL_PARAMS }] })),
    connections,
    seconds,
    windows,
    warmUpSeconds,
  };
  const measured = await loadFromOwnProcess(plan);
  const middle = [...measured].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(windows / 2)];
  return {
    requestsPerSecond: round(middle.requestsPerSecond, 0),
    windowsRequestsPerSecond: measured.map((window) => round(window.requestsPerSecond, 0)),
    p50Ms: middle.p50Ms,
    p99Ms: middle.p99Ms,
    errors: measured.reduce((sum, window) => sum + window.errors, 0),
    non2xx: measured.reduce((sum, window) => sum + window.non2xx, 0),
    connections,
    seconds,
    warmUpSeconds,
  };
}

function loadFromOwnProcess(plan: LoadPlan): Promise<LoadWindow[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'http-load.ts'), JSON.stringify(plan)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as LoadWindow[]);
      else reject(new Error(`The HTTP load generator (scripts/bench/http-load.ts) exited with ${code}.`));
    });
  });
}

/** Time from a keystroke in the modal to the results for it being painted, over the query set. */
export async function measureKeystrokeToPaint(baseUrl: string): Promise<Latency & { samples: number; missed: number }> {
  const browser = await launchBrowser();
  const samples: number[] = [];
  let missed = 0;
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/docs/overview', baseUrl).toString(), { waitUntil: 'networkidle' });
    for (const { query } of relevanceSet()) {
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input');
      await input.waitFor();
      await input.fill(query.slice(0, -1));
      await page.waitForTimeout(150);
      const ms = await typeAndTime(page, query.slice(-1), 5000);
      if (ms >= 0) samples.push(ms);
      else missed += 1;
      await page.keyboard.press('Escape');
    }
  } finally {
    await browser.close();
  }
  return { ...latency(samples), samples: samples.length, missed };
}
