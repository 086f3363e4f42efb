/**
 * The page's side of the search worker (src/search/staticSearch.ts): one worker per page, started
 * by the intent's probe; it stays only when the origin is a static host, and each search gets its
 * own reply.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOf, workerName } from '../../src/search/workerProtocol';

class FakeWorker {
  static started: FakeWorker[] = [];
  posted: Array<Record<string, unknown>> = [];
  terminated = false;
  readonly name: string;
  private listener?: (event: { data: unknown }) => void;
  constructor(_url: URL, options: { name: string }) {
    this.name = options.name;
    FakeWorker.started.push(this);
  }
  addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
    this.listener = listener;
  }
  postMessage(message: Record<string, unknown>) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: Record<string, unknown>) {
    this.listener?.({ data });
  }
}

const PROBE = { url: 'https://docs.example/1/indexes/*/queries', body: '{"requests":[]}' };
const INDEX_URL = 'https://docs.example/search-index.json';
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

async function freshPage() {
  vi.resetModules();
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
  return import('../../src/search/staticSearch');
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe("the page's side of the search worker", () => {
  it('a static host: the worker stays, and the origin is known static', async () => {
    const page = await freshPage();
    page.probeOriginInWorker(PROBE, INDEX_URL);
    const [worker] = FakeWorker.started;
    expect(FakeWorker.started).toHaveLength(1);
    // The probe travels in the worker's name, so it needs no message relayed by a busy page.
    expect(startOf(worker.name)).toEqual({ probe: PROBE, indexUrl: INDEX_URL });
    expect(worker.posted).toEqual([]);
    expect(page.isOriginStatic()).toBe(false);

    worker.reply({ id: 0, originIsStatic: true });
    await settled();
    expect(page.isOriginStatic()).toBe(true);
    expect(worker.terminated).toBe(false);
  });

  it('a search service: the worker is ended, and the origin is not marked static', async () => {
    const page = await freshPage();
    page.probeOriginInWorker(PROBE, INDEX_URL);
    FakeWorker.started[0].reply({ id: 0, originIsStatic: false });
    await settled();
    expect(FakeWorker.started[0].terminated).toBe(true);
    expect(page.isOriginStatic()).toBe(false);

    // Should a later search find the origin static after all, a new worker answers it.
    const reply = page.searchInWorker(INDEX_URL, '/1/indexes/*/queries', '{}');
    expect(FakeWorker.started).toHaveLength(2);
    expect(startOf(FakeWorker.started[1].name)).toBeUndefined();
    FakeWorker.started[1].reply({ id: 1, status: 200, content: '{"results":[]}' });
    expect(await reply).toEqual({ status: 200, content: '{"results":[]}' });
  });

  it('each search gets its own reply, whatever order they come back in', async () => {
    const page = await freshPage();
    const first = page.searchInWorker(INDEX_URL, '/1/indexes/*/queries', '{"q":1}');
    const second = page.searchInWorker(INDEX_URL, '/1/indexes/*/queries', '{"q":2}');
    const [worker] = FakeWorker.started;
    expect(worker.posted.map((message) => message.search)).toEqual([
      { pathname: '/1/indexes/*/queries', body: '{"q":1}' },
      { pathname: '/1/indexes/*/queries', body: '{"q":2}' },
    ]);
    worker.reply({ id: 2, status: 200, content: 'two' });
    worker.reply({ id: 1, status: 0, content: 'one' });
    expect(await first).toEqual({ status: 0, content: 'one' });
    expect(await second).toEqual({ status: 200, content: 'two' });
  });
});

describe("the worker's name", () => {
  it('carries its start-up job, and nothing else reads as one', () => {
    const start = { probe: PROBE, indexUrl: INDEX_URL };
    expect(startOf(workerName(start))).toEqual(start);
    expect(startOf(workerName(undefined))).toBeUndefined();
    expect(startOf('{"indexUrl":1}')).toBeUndefined();
    expect(startOf('{"indexUrl":"/search-index.json","probe":{"url":"/1/indexes/*/queries"}}')).toBeUndefined();
    expect(startOf('null')).toBeUndefined();
    expect(startOf('some other worker')).toBeUndefined();
  });
});
