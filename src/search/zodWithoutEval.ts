/**
 * zod builds its object parsers with `new Function` unless told not to, and probes for it as soon as a
 * schema is made. The worker's Content-Security-Policy (no 'unsafe-eval') refuses that and reports a
 * violation even though zod catches it. Imported first by workerHandler.ts, before any schema exists.
 */
import { config } from 'zod/mini';

config({ jitless: true });
