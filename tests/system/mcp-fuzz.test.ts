/**
 * `/mcp` under fuzzed requests (fast-check, fixed seed, bounded): valid JSON-RPC calls with mutated
 * tool names and arguments, broken bodies, odd content types and methods. Every answer is a
 * JSON-RPC response (a result or an error), never a 5xx, and the server keeps serving.
 */
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive, makeFixture, startFixtureServer, type Fixture, type ServerProcess } from './support/fixture-server';

const SEED = 20_251_123;
const RUNS = 1500;
const CONCURRENCY = 8;

const wrong: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    null,
    -1,
    0,
    1.5,
    21,
    1e308,
    '',
    ' ',
    '../../etc/passwd',
    '/docs/../../package.json',
    'docs/%2e%2e/x',
    'https://evil.example/docs/x',
    '\u0000',
    'x'.repeat(3000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const argumentsFor: Record<string, fc.Arbitrary<unknown>> = {
  search_docs: fc.record(
    {
      query: fc.oneof(fc.constantFrom('useNode', 'setProp', 'conect', 'hook'), wrong),
      limit: fc.oneof(fc.integer({ min: 1, max: 20 }), wrong),
    },
    { requiredKeys: [] },
  ),
  list_pages: fc.oneof(fc.constant({}), wrong),
  get_page: fc.record(
    {
      path: fc.oneof(
        fc.constantFrom('api/useNode', '/docs/api/useNode', 'https://craft.js.org/docs/api/useNode.md'),
        wrong,
      ),
    },
    { requiredKeys: [] },
  ),
};
const toolCall = fc
  .tuple(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...Object.keys(argumentsFor)) },
      { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    ),
    fc.nat(1000),
  )
  .chain(([name, id]) =>
    (argumentsFor[name] ?? wrong).map((args) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name, arguments: args },
    })),
  );
const message: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: toolCall },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('tools/list', 'initialize', 'ping', 'resources/list', 'nope')
      .map((method) => ({ jsonrpc: '2.0', id: 1, method })),
  },
  { weight: 1, arbitrary: fc.array(toolCall, { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: wrong },
);
const body = fc.oneof(
  { weight: 10, arbitrary: message.map((m) => JSON.stringify(m) ?? 'null') },
  { weight: 1, arbitrary: fc.tuple(message, fc.nat()).map(([m, n]) => (JSON.stringify(m) ?? '').slice(0, n % 40)) },
  {
    weight: 1,
    arbitrary: fc.constant(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'search_docs', arguments: { query: 'x'.repeat(120 * 1024) } },
      }),
    ),
  },
);
interface FuzzedRequest {
  method: string;
  contentType: string;
  accept: string;
  body: string;
}
const request: fc.Arbitrary<FuzzedRequest> = fc.record({
  method: fc.oneof(
    { weight: 10, arbitrary: fc.constant('POST') },
    { weight: 2, arbitrary: fc.constantFrom('GET', 'DELETE', 'PUT', 'HEAD', 'OPTIONS') },
  ),
  contentType: fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/json; charset=latin1', '') },
  ),
  accept: fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json, text/event-stream') },
    { weight: 1, arbitrary: fc.constantFrom('application/json', '*/*', '') },
  ),
  body,
});

function send(port: number, agent: http.Agent, r: FuzzedRequest): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(r.body);
    const headers: Record<string, string> = { 'content-length': String(payload.length) };
    if (r.contentType) headers['content-type'] = r.contentType;
    if (r.accept) headers.accept = r.accept;
    const outgoing = http.request(
      { host: '127.0.0.1', port, agent, method: r.method, path: '/mcp', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString() }));
      },
    );
    outgoing.setTimeout(15_000, () => outgoing.destroy(new Error('no answer in 15 s')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** A JSON-RPC answer: an object (or batch) with `result` or `error`; empty for HEAD and for notifications (202). */
function isJsonRpc(text: string): boolean {
  const one = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    (value as { jsonrpc?: unknown }).jsonrpc === '2.0' &&
    ('result' in value || 'error' in value);
  try {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.every(one) : one(parsed);
  } catch {
    return false;
  }
}

describe('/mcp under fuzzed requests', () => {
  let fixture: Fixture;
  let server: ServerProcess;
  beforeAll(async () => {
    fixture = makeFixture('mcp-fuzz-');
    server = await startFixtureServer(fixture.buildDir);
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
    fixture?.cleanup();
  });

  it(`answers ${RUNS} generated requests with JSON-RPC, never a 5xx or a crash`, { timeout: 180_000 }, async () => {
    const requests = fc.sample(request, { seed: SEED, numRuns: RUNS });
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const failures: unknown[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const index = next++;
        const r = requests[index];
        try {
          const answer = await send(server.port, agent, r);
          const quiet = r.method === 'HEAD' || answer.status === 202;
          if (answer.status >= 500 || (!quiet && !isJsonRpc(answer.text)))
            failures.push({
              index,
              status: answer.status,
              body: answer.text.slice(0, 200),
              request: { ...r, body: r.body.slice(0, 200) },
            });
        } catch (error) {
          failures.push({ index, error: (error as Error).message });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    agent.destroy();
    expect(failures).toEqual([]);
    expect(isAlive(server.child)).toBe(true);
    const after = await fetch(new URL('/mcp', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_page', arguments: { path: 'api/useNode' } },
      }),
    });
    expect((await after.json()).result.content[0].text.startsWith('# useNode()')).toBe(true);
  });
});
