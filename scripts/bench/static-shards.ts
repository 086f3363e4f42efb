/**
 * The static host's search, run in Node as its worker runs it (src/search/workerHandler.ts) over a
 * build's shards: what the first answer reads, and whether every answer is the service's. For
 * `--scale`, where a browser run over a thousand pages would take most of the bench's time.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createWorkerHandler } from '../../src/search/workerHandler';
import { SEARCH_SHARDS_FOLDER, SEARCH_SHARDS_MANIFEST } from '../../config/search';
import { MODAL_PARAMS } from './search';
import { percentile, round } from './stats';

const MULTI = '/1/indexes/*/queries';

/** A worker over `buildDir`'s shards, and the files it read (their paths under the build). */
function nodeWorker(buildDir: string) {
  const read: string[] = [];
  const handle = createWorkerHandler(async (url) => {
    const file = new URL(url).pathname;
    read.push(file);
    const text = fs.readFileSync(file, 'utf8');
    return { ok: true, status: 200, text: async () => text };
  });
  const indexUrl = new URL(`file://${path.join(buildDir, SEARCH_SHARDS_MANIFEST)}`).href;
  let id = 0;
  const ask = async (indexName: string, query: string) => {
    const body = JSON.stringify({ requests: [{ indexName, query, ...MODAL_PARAMS }] });
    const reply = await handle({ id: (id += 1), indexUrl, search: { pathname: MULTI, body } });
    if (reply.status !== 200) throw new Error(`The worker answered ${reply.status} for ${query}: ${reply.content}`);
    return reply.content;
  };
  return { read, ask };
}

export interface FirstAnswers {
  /** Each first letter asked by a fresh worker: the index it read (gzip, as a host sends it), in KiB, and files. */
  letters: number;
  medianGzipKiB: number;
  maxGzipKiB: number;
  maxFiles: number;
  /** The letter that read the most. */
  worst: string;
  /** CPU 1×, in this process: the manifest to the first answer. */
  maxMs: number;
}

/** A fresh worker per first letter of `queries`, each asked that letter alone: what it reads before answering. */
export async function firstAnswers(buildDir: string, indexName: string, queries: string[]): Promise<FirstAnswers> {
  const gzipKiB = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipKiB.get(file);
    if (size === undefined) gzipKiB.set(file, (size = zlib.gzipSync(fs.readFileSync(file)).length / 1024));
    return size;
  };
  const letters = [...new Set(queries.map((q) => q[0].toLowerCase()))].sort();
  const sizes: number[] = [];
  let worst = { letter: '', kib: 0, files: 0, ms: 0 };
  let maxMs = 0;
  for (const letter of letters) {
    const worker = nodeWorker(buildDir);
    const started = performance.now();
    await worker.ask(indexName, letter);
    const ms = performance.now() - started;
    maxMs = Math.max(maxMs, ms);
    const kib = worker.read.reduce((sum, file) => sum + sizeOf(file), 0);
    sizes.push(kib);
    if (kib > worst.kib) worst = { letter, kib, files: worker.read.length, ms };
  }
  return {
    letters: letters.length,
    medianGzipKiB: round(percentile(sizes, 50), 1),
    maxGzipKiB: round(worst.kib, 1),
    maxFiles: worst.files,
    worst: worst.letter,
    maxMs: round(maxMs, 0),
  };
}

/** The shards on disk: the manifest's size and the shards' count, total and largest (gzip KiB). */
export function shardSizes(buildDir: string): {
  manifestGzipKiB: number;
  files: number;
  totalGzipKiB: number;
  largestGzipKiB: number;
} {
  const dir = path.join(buildDir, SEARCH_SHARDS_FOLDER);
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length / 1024;
  const shards = fs.readdirSync(dir).filter((file) => file !== path.basename(SEARCH_SHARDS_MANIFEST));
  const sizes = shards.map(gz);
  return {
    manifestGzipKiB: round(gz(path.basename(SEARCH_SHARDS_MANIFEST)), 1),
    files: shards.length,
    totalGzipKiB: round(
      sizes.reduce((a, b) => a + b, 0),
      1,
    ),
    largestGzipKiB: round(Math.max(...sizes), 1),
  };
}

/**
 * One worker asked every query the service was asked, in the same order: which answers differ from
 * the service's (hits, highlights, snippets, nbHits and order; the time taken left out).
 */
export async function differingAnswers(
  buildDir: string,
  indexName: string,
  asked: Array<{ query: string; answer: string }>,
): Promise<{ compared: number; differing: string[] }> {
  const worker = nodeWorker(buildDir);
  const comparable = (content: string) =>
    JSON.stringify(
      (JSON.parse(content) as { results: Array<Record<string, unknown>> }).results.map(
        ({ processingTimeMS: _time, ...result }) => result,
      ),
    );
  const differing: string[] = [];
  for (const { query, answer } of asked)
    if (comparable(await worker.ask(indexName, query)) !== comparable(answer)) differing.push(query);
  return { compared: asked.length, differing };
}
