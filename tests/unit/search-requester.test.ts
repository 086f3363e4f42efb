/**
 * The search client's requester: the page's own origin turns into the search worker only when it
 * answers a search path as a static host does. Configured hosts, our service and Algolia keep
 * their answers, and a host that is down or slow is left to the client's retry (next host).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const searchInWorker = vi.fn(async () => ({ status: 200, content: '{"results":[]}' }));
/** What the page knows of its origin (staticSearch.ts), fresh for each test. */
let originStatic = false;
/** The worker's probe on intent, while it is under way (settled: none). */
let probe: Promise<void> = Promise.resolve();
vi.mock('../../src/search/staticSearch', () => ({
  searchInWorker,
  whenOriginProbed: () => probe,
  isOriginStatic: () => originStatic,
  markOriginStatic: () => (originStatic = true),
}));

const ORIGIN = 'https://docs.example';
const INDEX_URL = `${ORIGIN}/search-index.json`;
const QUERIES = '/1/indexes/*/queries?x-algolia-application-id=app&x-algolia-api-key=key';
const BODY = '{"requests":[{"indexName":"craftjs","query":"node"}]}';

interface Answer {
  status: number;
  content: string;
  isTimedOut: boolean;
}
const answer = (status: number, content: string, isTimedOut = false): Answer => ({ status, content, isTimedOut });
const request = (host: string, path = QUERIES) => ({
  url: `${host}${path}`,
  method: 'POST' as const,
  headers: {},
  data: BODY,
  connectTimeout: 1000,
  responseTimeout: 2000,
});

/** A fresh module each time: once the origin is found static, the page remembers it. */
async function requesterOver(answers: (url: string) => Answer) {
  vi.resetModules();
  const { createSearchRequester } = await import('../../src/search/requester');
  const sent: string[] = [];
  const base = {
    send: vi.fn(async (req: { url: string }) => {
      sent.push(new URL(req.url).origin);
      return answers(req.url);
    }),
  };
  return { requester: createSearchRequester({ origin: ORIGIN, indexUrl: INDEX_URL }, base), sent };
}

beforeEach(() => {
  searchInWorker.mockClear();
  originStatic = false;
  probe = Promise.resolve();
});

describe('the page origin answers as a static host: the worker answers instead', () => {
  it.each([
    ['a 404 page', answer(404, '<!doctype html><title>Not found</title>')],
    ['405, method not allowed', answer(405, '')],
    ['501, not implemented', answer(501, 'Unsupported method')],
    ['200 with a file that is not JSON', answer(200, '<!doctype html><html></html>')],
  ])('%s', async (_, staticAnswer) => {
    const { requester, sent } = await requesterOver(() => staticAnswer);
    const response = await requester.send(request(ORIGIN));
    expect(response).toEqual({ status: 200, content: '{"results":[]}', isTimedOut: false });
    expect(searchInWorker).toHaveBeenCalledWith(INDEX_URL, '/1/indexes/*/queries', BODY);

    // Later searches go straight to the worker: the static origin is not asked again.
    await requester.send(request(ORIGIN));
    expect(sent).toEqual([ORIGIN]);
    expect(searchInWorker).toHaveBeenCalledTimes(2);
  });
});

describe("the worker's probe on intent already found the origin static", () => {
  it('the first search goes straight to the worker; the origin is not asked again', async () => {
    const { requester, sent } = await requesterOver(() => answer(200, '{"results":[]}'));
    originStatic = true;
    expect(await requester.send(request(ORIGIN))).toEqual({
      status: 200,
      content: '{"results":[]}',
      isTimedOut: false,
    });
    expect(sent).toEqual([]);
    expect(searchInWorker).toHaveBeenCalledWith(INDEX_URL, '/1/indexes/*/queries', BODY);
  });

  it('a search asked while the probe is under way waits for it, and the page never asks a static origin', async () => {
    const { requester, sent } = await requesterOver(() => answer(501, 'Unsupported method'));
    let probed!: () => void;
    probe = new Promise((resolve) => (probed = resolve));
    const reply = requester.send(request(ORIGIN));
    await Promise.resolve();
    expect(searchInWorker).not.toHaveBeenCalled();
    originStatic = true;
    probed();
    expect(await reply).toEqual({ status: 200, content: '{"results":[]}', isTimedOut: false });
    expect(sent).toEqual([]);
  });

  it('other hosts are still asked as configured', async () => {
    const { requester, sent } = await requesterOver(() => answer(200, '{"results":[]}'));
    originStatic = true;
    await requester.send(request('https://search.example'));
    expect(sent).toEqual(['https://search.example']);
    expect(searchInWorker).not.toHaveBeenCalled();
  });
});

describe('every other answer is the client’s, so hosts keep their order, timeouts and down rules', () => {
  it.each([
    ['our service answers', ORIGIN, answer(200, '{"results":[{"hits":[],"nbHits":0}]}')],
    ["our service's own 404 (unknown index)", ORIGIN, answer(404, '{"message":"Index x does not exist","status":404}')],
    ['our service fails (retryable 5xx)', ORIGIN, answer(503, '{"message":"busy","status":503}')],
    ['the origin times out', ORIGIN, answer(0, 'Connection timeout', true)],
    ['the origin refuses the connection', ORIGIN, answer(0, 'Network request failed')],
    ['a configured host (SEARCH_HOSTS) answers 404', 'https://search.example', answer(404, 'Not found')],
    ['Algolia answers', 'https://app-dsn.algolia.net', answer(200, '{"results":[]}')],
  ])('%s', async (_, host, hostAnswer) => {
    const { requester, sent } = await requesterOver(() => hostAnswer);
    expect(await requester.send(request(host))).toEqual(hostAnswer);
    expect(sent).toEqual([host]);
    expect(searchInWorker).not.toHaveBeenCalled();
  });

  it('a path that is not a search goes to the host unchanged', async () => {
    const { requester } = await requesterOver(() => answer(404, 'Not found'));
    expect(await requester.send(request(ORIGIN, '/1/indexes/craftjs/settings'))).toEqual(answer(404, 'Not found'));
    expect(searchInWorker).not.toHaveBeenCalled();
  });
});
