/**
 * `npm run bench -- --scale K[,K…]`: the site as it would be with K times the pages. A copy of the
 * site (its git-tracked files, with this checkout's packages) gets `docs/` K − 1 more times under
 * `docs/copies/cN/` (the same pages under new folders, so every link still resolves), is built cold,
 * and its search service is started on the result and asked every typed prefix of the relevance
 * set, one request at a time, as one reader's modal asks; then a static host's worker (run in Node)
 * is asked the same, each answer compared, and fresh ones each first letter, for what they read.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { readSiteSettings } from '../../server/site-settings';
import { SEARCH_INDEX_FILE } from '../../config/search';
import { startServer } from '../support/server-process';
import { leanHeapMiB } from '../../search/index-memory';
import { coldBuild, type BuildCost } from './build';
import { MODAL_PARAMS, relevanceSet } from './search';
import { ROOT } from './site-server';
import { percentile, round } from './stats';
import { differingAnswers, firstAnswers, shardSizes, type FirstAnswers } from './static-shards';

export interface ScaleResult {
  k: number;
  docPages: number;
  build: Pick<BuildCost, 'wallSeconds' | 'peakRssMiB' | 'cpuSeconds' | 'phases' | 'stages'>;
  index: { records: number; bytes: number; gzipBytes: number; brotliBytes: number };
  /** The index in shards, as a static host serves it. */
  shards: ReturnType<typeof shardSizes>;
  /** What a static host's worker reads before its first answer, for each first letter of the relevance set. */
  firstAnswers: FirstAnswers;
  /** The worker asked what the service was: answers that differ. */
  identity: { compared: number; differing: string[] };
  service: {
    /** From the process's start to the first answered search. */
    readyMs: number;
    requests: number;
    p50Ms: number;
    p95Ms: number;
    maxMs: number;
    /** The server process's peak resident memory (its search thread included). */
    peakRssMiB: number;
    /** The same, with one engine in a capped heap (DEPLOY.md, "A large site in little memory"). */
    lean: ServiceLatency & { heapMiB: number };
  };
}

type ServiceLatency = Pick<ScaleResult['service'], 'readyMs' | 'p50Ms' | 'p95Ms' | 'maxMs' | 'peakRssMiB'>;

/** The copy's `node_modules`: a folder of links to this checkout's packages, so its caches stay its own. */
function linkPackages(copy: string): void {
  const own = path.join(copy, 'node_modules');
  fs.mkdirSync(own);
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '.cache' || entry === '.bin') continue;
    fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(own, entry));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules/.bin'), path.join(own, '.bin'));
}

/** A copy of the site with `docs/` there K times; returns its folder and how many doc pages it has. */
export function scaledSite(k: number): { dir: string; docPages: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-scale-${k}-`));
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  linkPackages(dir);
  const docs = tracked.filter((file) => file.startsWith('docs/') && file.endsWith('.mdx'));
  for (let copy = 2; copy <= k; copy += 1) {
    for (const file of docs) {
      const target = path.join(dir, 'docs/copies', `c${copy}`, file.slice('docs/'.length));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(ROOT, file), target);
    }
  }
  return { dir, docPages: docs.length * k };
}

/** The service on `buildDir`, asked every typed prefix; each answer goes into `asked` when given. */
async function measureService(
  buildDir: string,
  asked?: Array<{ query: string; answer: string }>,
  env?: NodeJS.ProcessEnv,
): Promise<ServiceLatency & { requests: number }> {
  const started = performance.now();
  const server = await startServer({ buildDir, env: env && { ...process.env, ...env } });
  try {
    const { appId, apiKey, indexName } = readSiteSettings(buildDir);
    const url = `${server.url}/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`;
    const ask = async (query: string) => {
      const response = await fetch(url, {
        method: 'POST',
        body: JSON.stringify({ requests: [{ indexName, query, ...MODAL_PARAMS }] }),
      });
      if (!response.ok) throw new Error(`The scaled site's search answered ${response.status} for ${query}`);
      return response.text();
    };
    await ask('node');
    const readyMs = performance.now() - started;
    const samples: number[] = [];
    for (const { query } of relevanceSet()) {
      for (let end = 1; end <= query.length; end += 1) {
        const sent = performance.now();
        const answer = await ask(query.slice(0, end));
        samples.push(performance.now() - sent);
        asked?.push({ query: query.slice(0, end), answer });
      }
    }
    const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
    const peakKiB = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
    return {
      readyMs: round(readyMs, 0),
      requests: samples.length,
      p50Ms: round(percentile(samples, 50), 1),
      p95Ms: round(percentile(samples, 95), 1),
      maxMs: round(Math.max(...samples), 1),
      peakRssMiB: round(peakKiB / 1024, 0),
    };
  } finally {
    await server.stop();
  }
}

export async function measureScale(k: number): Promise<ScaleResult> {
  const { dir, docPages } = scaledSite(k);
  try {
    const { wallSeconds, peakRssMiB, cpuSeconds, phases, stages } = coldBuild(dir);
    const buildDir = path.join(dir, 'build');
    const indexText = fs.readFileSync(path.join(buildDir, SEARCH_INDEX_FILE));
    const gzipBytes = zlib.gzipSync(indexText, { level: 9 }).length;
    const records = (JSON.parse(indexText.toString('utf8')) as { records: unknown[] }).records.length;
    const asked: Array<{ query: string; answer: string }> = [];
    const service = await measureService(buildDir, asked);
    // One engine (no search thread, which holds a second) in the heap the docs suggest for this many records.
    const heapMiB = leanHeapMiB(records);
    const lean = await measureService(buildDir, undefined, {
      SEARCH_THREAD: '0',
      NODE_OPTIONS: `--max-old-space-size=${heapMiB}`,
    });
    const { indexName } = readSiteSettings(buildDir);
    return {
      k,
      docPages,
      build: {
        wallSeconds: round(wallSeconds),
        peakRssMiB: round(peakRssMiB, 0),
        cpuSeconds: round(cpuSeconds),
        phases,
        stages,
      },
      index: {
        records,
        bytes: indexText.length,
        gzipBytes,
        brotliBytes: zlib.brotliCompressSync(indexText).length,
      },
      shards: shardSizes(buildDir),
      firstAnswers: await firstAnswers(
        buildDir,
        indexName,
        relevanceSet().map(({ query }) => query),
      ),
      identity: await differingAnswers(buildDir, indexName, asked),
      service: { ...service, lean: { heapMiB, ...lean } },
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
