/**
 * The search worker's question to the page's origin (src/search/workerProbe.ts): a static host's
 * answer (its 404 page, a refused method, a file) is told from a search service's, and an origin
 * that fails or hangs is never taken for a static host.
 */
import { describe, expect, it, vi } from 'vitest';
import { originLacksSearchApi } from '../../src/search/workerProbe';

const PROBE = { url: 'https://docs.example/1/indexes/*/queries?x-algolia-api-key=k', body: '{"requests":[]}' };
const answering = (status: number, body: string) => vi.fn(async () => new Response(body, { status }));

describe('the origin probe', () => {
  it('sends the client’s request: a POST with a text body (no preflight)', async () => {
    const fetch = answering(200, '{"results":[]}');
    await originLacksSearchApi(PROBE, fetch);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(PROBE.url);
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: PROBE.body });
  });

  it.each([
    ['a 404 page', 404, '<!doctype html><title>Not found</title>'],
    ['405, method not allowed', 405, ''],
    ['501, not implemented', 501, 'Unsupported method'],
    ['200 with a file that is not JSON', 200, '<!doctype html><html></html>'],
  ])('a static host: %s', async (_, status, body) => {
    expect(await originLacksSearchApi(PROBE, answering(status, body))).toBe(true);
  });

  it.each([
    ['our service answers', 200, '{"results":[{"hits":[],"nbHits":0}]}'],
    ["our service's own 404 (unknown index)", 404, '{"message":"Index x does not exist","status":404}'],
    ['our service is busy', 503, '{"message":"busy","status":503}'],
  ])('a search service: %s', async (_, status, body) => {
    expect(await originLacksSearchApi(PROBE, answering(status, body))).toBe(false);
  });

  it('an unreachable origin is not a static host', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await originLacksSearchApi(PROBE, refused)).toBe(false);
  });

  it('an origin that does not answer in time is not a static host', async () => {
    const hanging = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    expect(await originLacksSearchApi(PROBE, hanging, 20)).toBe(false);
  });
});
