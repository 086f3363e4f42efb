/**
 * An in-memory server for the API table of docs/guides/versioned-saving.mdx, as a `fetch` replacement:
 * versions are only appended, newest first, and a POST whose `basedOn` is not the newest version gets 409.
 */
type StoredVersion = { id: string; savedAt: string; label: string; state: string };

/** Requests every in-memory server has received and not yet answered: what `settle` waits on. */
let unanswered = 0;
export const unansweredRequests = (): number => unanswered;

export function versionsApi() {
  const versions: StoredVersion[] = [];
  let saves = 0;
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const summary = ({ state: _state, ...rest }: StoredVersion) => rest;

  const append = (label: string, state: string) => {
    const version = { id: `v${++saves}`, savedAt: new Date(Date.UTC(2026, 0, saves)).toISOString(), label, state };
    versions.unshift(version);
    return version;
  };

  async function fetch(input: string, init: RequestInit = {}): Promise<Response> {
    unanswered += 1;
    try {
      // A real server answers later than the same tick.
      await new Promise((resolve) => setTimeout(resolve, 1));
      return respond(input, init);
    } finally {
      unanswered -= 1;
    }
  }

  function respond(input: string, init: RequestInit): Response {
    const route = new URL(input, 'http://localhost').pathname.match(/^\/api\/pages\/([^/]+)\/versions(?:\/([^/]+))?$/);
    if (!route) return answer(404, { error: 'no such route' });
    const [, , id] = route;
    if (init.method === 'POST') {
      if (id) return answer(405, { error: 'POST to the list' });
      const { label, basedOn, state } = JSON.parse(String(init.body));
      if (basedOn !== (versions[0]?.id ?? null)) return answer(409, { error: 'not based on the newest version' });
      return answer(201, summary(append(label, state)));
    }
    if (!id) return answer(200, versions.map(summary));
    const version = id === 'latest' ? versions[0] : versions.find((v) => v.id === id);
    return version ? answer(200, version) : answer(404, { error: 'no such version' });
  }

  return {
    fetch,
    /** Another client's save, made directly on the server. */
    saveFromElsewhere: (label: string, state: string) => append(label, state),
    versions,
  };
}
