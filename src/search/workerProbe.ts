/**
 * The search worker's first job, on the reader's intent: ask the page's origin one empty search and
 * tell a static host's answer from a search service's. The worker asks, not the page, because the
 * page's main thread is then busy opening the modal and would read the answer late.
 */
import { lacksSearchApi } from './staticHostAnswer';
import type { OriginProbe } from './workerProtocol';

/** An origin that does not answer in time is left to the client, whose timeouts and retries report it. */
const PROBE_TIMEOUT_MS = 3000;

type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'text'>>;

export async function originLacksSearchApi(
  { url, body }: OriginProbe,
  fetchProbe: Fetch = fetch,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<boolean> {
  try {
    // The client's own request shape: the body as text, so no preflight.
    const response = await fetchProbe(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return lacksSearchApi({ status: response.status, content: await response.text(), isTimedOut: false });
  } catch {
    return false;
  }
}
