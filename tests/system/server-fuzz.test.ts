/**
 * Property-based fuzz of the production server (server/cli.ts in a child process): over 10,000
 * generated and mutated requests, raw over node:http so odd paths reach the server unchanged.
 * Properties: no 5xx, JSON `{message, status}` errors under /1/, nothing from outside the build
 * folder, and a live process with bounded memory that still searches afterwards.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzRequest, type FuzzRequest } from './support/fuzz-requests';
import {
  ADMIN_KEY,
  APP_ID,
  INDEX_NAME,
  isAlive,
  makeFixture,
  rssBytes,
  searchBody,
  searchUrl,
  startFixtureServer,
  type Fixture,
  type ServerProcess,
} from './support/fixture-server';

const SEED = 20_240_611; // fixed: a failure names its request index, which this seed reproduces
const RUNS = 10_500;
const WARM_UP = 500;
const CONCURRENCY = 16;
const MAX_RSS_GROWTH = 200 * 1024 * 1024;

interface Failure {
  index: number;
  reason: string;
  [detail: string]: unknown;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function send(port: number, agent: http.Agent, request: FuzzRequest, retried = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    // An explicit length on every body: Node sends GET/DELETE bodies unframed otherwise.
    const headers =
      body === undefined ? request.headers : { ...request.headers, 'content-length': String(body.length) };
    const outgoing = http.request(
      { host: '127.0.0.1', port, agent, method: request.method, path: request.path, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(15_000, () => outgoing.destroy(new Error('no answer in 15 s')));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed just as we reused it (Node's documented race): retry once.
      if (!retried && outgoing.reusedSocket && error.code === 'ECONNRESET')
        send(port, agent, request, true).then(resolve, reject);
      else reject(error);
    });
    outgoing.end(body);
  });
}

function decoded({ headers, body }: Answer): string {
  if (body.length === 0) return '';
  const encoding = headers['content-encoding'];
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'deflate') return zlib.inflateSync(body).toString();
  return body.toString();
}

/** Every property for one exchange; the reason it fails, or null. */
function problem(request: FuzzRequest, answer: Answer, secret: string): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  const text = decoded(answer);
  if (text.includes(secret) || JSON.stringify(answer.headers).includes(secret))
    return 'served a file from outside the build folder';
  if (request.path.startsWith('/1/') && answer.status >= 400 && request.method !== 'HEAD') {
    let json: { message?: unknown; status?: unknown } | null = null;
    try {
      json = JSON.parse(text);
    } catch {
      // reported below
    }
    if (typeof json?.message !== 'string' || json.status !== answer.status)
      return `API error body is not {message, status: ${answer.status}}`;
  }
  return null;
}

const show = (request: FuzzRequest) => {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  return { ...request, body: body && { bytes: body.length, start: JSON.stringify(body.subarray(0, 300).toString()) } };
};

/** Send every request, at most CONCURRENCY at a time; collect failures rather than stop at the first. */
async function run(
  port: number,
  requests: FuzzRequest[],
  secret: string,
  failures: Failure[],
  statuses: Record<string, number> = {},
): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let next = 0;
  let sent = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = requests[index];
      try {
        const answer = await send(port, agent, request);
        sent += 1;
        const key = `${request.kind} ${answer.status}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
        const reason = problem(request, answer, secret);
        if (reason)
          failures.push({
            index,
            reason,
            request: show(request),
            status: answer.status,
            body: decoded(answer).slice(0, 300),
          });
      } catch (error) {
        failures.push({ index, reason: `request failed: ${(error as Error).message}`, request: show(request) });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  return sent;
}

describe('production server under fuzzed requests', () => {
  let fixture: Fixture;
  let server: ServerProcess;

  beforeAll(async () => {
    fixture = makeFixture('server-fuzz-');
    server = await startFixtureServer(fixture.buildDir, { SEARCH_ADMIN_API_KEY: ADMIN_KEY });
  }, 30_000); // spawning tsx can be slow on a busy machine
  afterAll(async () => {
    await server?.stop();
    fixture?.cleanup();
  });

  it(`answers ${RUNS} generated requests without a 5xx, a leak or a crash`, { timeout: 180_000 }, async () => {
    const failures: Failure[] = [];
    // Warm up (JIT, lazy index engines, buffers) before the first memory reading.
    await run(server.port, fc.sample(fuzzRequest, { seed: SEED + 1, numRuns: WARM_UP }), fixture.secret, failures);
    const rssBefore = rssBytes(server.child.pid!);

    const requests = fc.sample(fuzzRequest, { seed: SEED, numRuns: RUNS });
    const started = Date.now();
    const statuses: Record<string, number> = {};
    const sent = await run(server.port, requests, fixture.secret, failures, statuses);
    const rssAfter = rssBytes(server.child.pid!);
    console.log(
      `fuzz: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED}); RSS ${mb(rssBefore)} → ${mb(rssAfter)} MB`,
    );
    console.log(`answers by kind and status: ${JSON.stringify(statuses)}`);

    if (failures.length > 0) {
      const counts: Record<string, number> = {};
      for (const { reason } of failures) counts[reason] = (counts[reason] ?? 0) + 1;
      console.error(
        `fuzz failures (seed ${SEED}): ${JSON.stringify(counts)}\nfirst 20:\n${JSON.stringify(failures.slice(0, 20), null, 2)}`,
      );
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(isAlive(server.child), server.output()).toBe(true);

    const search = await fetch(server.url + searchUrl(), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: searchBody('setProp'),
    });
    expect(search.status).toBe(200);
    expect((await search.json()).results[0].nbHits).toBeGreaterThan(0);

    // Memory: /proc only (Linux); elsewhere the other properties still hold.
    if (rssBefore !== null && rssAfter !== null) expect(rssAfter - rssBefore).toBeLessThan(MAX_RSS_GROWTH);
  });

  // What another seed found, kept as a plain case (it deletes the served index, so it runs last):
  // one DELETE of the built index made every search answer 503, even on indexes that exist.
  it('still searches other indexes after the admin key deletes the built one', async () => {
    const admin = { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': ADMIN_KEY, 'content-type': 'text/plain' };
    const call = (method: string, path: string, body?: unknown) =>
      fetch(server.url + path, { method, headers: admin, body: body === undefined ? undefined : JSON.stringify(body) });
    expect(
      (await call('POST', `/1/indexes/${INDEX_NAME}/operation`, { operation: 'copy', destination: 'kept' })).status,
    ).toBe(200);
    expect((await call('DELETE', `/1/indexes/${INDEX_NAME}`)).status).toBe(200);
    const search = await call('POST', '/1/indexes/kept/query', { query: 'setProp' });
    expect(search.status).toBe(200);
    expect((await search.json()).hits.length).toBeGreaterThan(0);
  });
});

const mb = (bytes: number | null) => (bytes === null ? '?' : (bytes / 1024 / 1024).toFixed(0));
