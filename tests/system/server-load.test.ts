/**
 * A bounded load on the production server (server/cli.ts in a child process): 50 connections,
 * a fixed number of requests per run. It checks correctness under concurrency — no errors, no
 * timeouts, every answer the expected status — and never timings (npm run bench measures those).
 */
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY,
  APP_ID,
  DOC_PAGE,
  INDEX_NAME,
  makeFixture,
  searchBody,
  searchUrl,
  startFixtureServer,
  type Fixture,
  type ServerProcess,
} from './support/fixture-server';

const CONNECTIONS = 50;
/** A guard against a hang, not a performance target: each run normally takes a second or two. */
const RUN_CAP_MS = 25_000;

/** Run autocannon for exactly `amount` requests (stopped at the cap if the server hangs). */
async function load(url: string, amount: number, requests: autocannon.Request[]): Promise<autocannon.Result> {
  let timer: NodeJS.Timeout | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, amount, timeout: 10, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    timer = setTimeout(() => instance.stop(), RUN_CAP_MS);
  });
  clearTimeout(timer);
  return result;
}

/** Requests answered with each status, e.g. `{200: 2000}`. */
const statuses = (result: autocannon.Result) =>
  Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));

describe('production server under a bounded load', () => {
  let fixture: Fixture;
  let server: ServerProcess;

  beforeAll(async () => {
    fixture = makeFixture('server-load-');
    server = await startFixtureServer(fixture.buildDir);
  }, 30_000); // spawning tsx can be slow on a busy machine
  afterAll(async () => {
    await server?.stop();
    fixture?.cleanup();
  });

  it('answers 2,000 searches from 50 connections, each with 200 and results', { timeout: 60_000 }, async () => {
    const single = `/1/indexes/${INDEX_NAME}/query?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`;
    let withHits = 0;
    // Read every body: a 200 with an empty or broken answer would hide a race.
    const onResponse = (status: number, body: string) => {
      const json = JSON.parse(body);
      if (status === 200 && (json.results?.[0] ?? json).hits?.length > 0) withHits += 1;
    };
    const post = (path: string, body: string): autocannon.Request => ({
      method: 'POST',
      path,
      body,
      headers: { 'content-type': 'text/plain' },
      onResponse,
    });
    const requests = [
      ...['setProp', 'useNode', 'conect', 'connect'].map((query) => post(searchUrl(), searchBody(query))),
      post(single, JSON.stringify({ query: 'collector', attributesToSnippet: ['content:10'] })),
    ];

    const result = await load(server.url, 2000, requests);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, resets: result.resets }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      resets: 0,
    });
    expect(statuses(result)).toEqual({ 200: 2000 });
    expect(result.requests.total).toBe(2000);
    expect(withHits).toBe(2000);
  });

  it('serves 1,500 page requests from 50 connections, all 200', { timeout: 60_000 }, async () => {
    const requests: autocannon.Request[] = ['/', DOC_PAGE, '/assets/js/main.abc123.js'].map((path) => ({
      method: 'GET',
      path,
    }));
    const result = await load(server.url, 1500, requests);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(statuses(result)).toEqual({ 200: 1500 });
    expect(result.requests.total).toBe(1500);
  });

  it('answers 1,000 MCP tool calls from 50 connections, each a JSON-RPC result', { timeout: 60_000 }, async () => {
    let results = 0;
    const onResponse = (status: number, body: string) => {
      if (status === 200 && Array.isArray(JSON.parse(body).result?.content)) results += 1;
    };
    const call = (name: string, args: unknown): autocannon.Request => ({
      method: 'POST',
      path: '/mcp',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
      onResponse,
    });
    const requests = [
      call('search_docs', { query: 'useNode' }),
      call('list_pages', {}),
      call('get_page', { path: DOC_PAGE }),
    ];
    const result = await load(server.url, 1000, requests);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, resets: result.resets }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      resets: 0,
    });
    expect(statuses(result)).toEqual({ 200: 1000 });
    expect(results).toBe(1000);
  });

  it('answers 500 requests for a missing page with the 404 page, nothing else', { timeout: 60_000 }, async () => {
    const result = await load(server.url, 500, [
      { method: 'GET', path: '/404-missing', headers: { accept: 'text/html' } },
    ]);
    expect({ errors: result.errors, timeouts: result.timeouts }).toEqual({ errors: 0, timeouts: 0 });
    expect(statuses(result)).toEqual({ 404: 500 });
    expect(result.requests.total).toBe(500);
  });
});
