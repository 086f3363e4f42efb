/**
 * The HTTP load of `npm run bench`, in a process of its own (search.ts's measureHttp starts it):
 * autocannon parses every answer (about 25 KB each, thousands a second), and in the bench's own
 * process it would share an event loop and a heap grown by the stages before it with that work.
 * Reads its plan as JSON from argv[2]; prints each measured window as JSON on stdout.
 */
import autocannon from 'autocannon';

export interface LoadPlan {
  url: string;
  bodies: string[];
  connections: number;
  seconds: number;
  windows: number;
  warmUpSeconds: number;
}

export interface LoadWindow {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function run({ url, bodies, connections, seconds, windows, warmUpSeconds }: LoadPlan): Promise<LoadWindow[]> {
  const load = (duration: number) =>
    autocannon({
      url,
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      connections,
      duration,
      requests: bodies.map((body) => ({ body })),
    });
  await load(warmUpSeconds);
  const measured: LoadWindow[] = [];
  for (let i = 0; i < windows; i += 1) {
    const result = await load(seconds);
    measured.push({
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
  }
  return measured;
}

run(JSON.parse(process.argv[2]) as LoadPlan).then(
  (windows) => process.stdout.write(JSON.stringify(windows)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
