/**
 * A request the API refuses, and how a zod schema's first issue becomes that refusal (zod or zod/mini). The API
 * answers it as Algolia does: `{message, status}` with a 4xx.
 */
import { safeParse, type $ZodType } from 'zod/v4/core';

export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Stands, in a schema's error message, for the field the issue is about (see parseRequest). */
export const FIELD = '{field}';

/**
 * Parse with a schema whose error messages are the API's own sentences, or throw a 400 with the
 * first issue's. `{field}` in a message becomes the name of the top-level field at fault under
 * `where` (`requests[0].hitsPerPage`), or `where` itself when the whole value is at fault; a
 * message without it is used as written.
 */
export function parseRequest<T>(schema: $ZodType<T>, value: unknown, where: string): T {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  const { path, message } = result.error.issues[0];
  const key = path[0];
  const field = key === undefined ? where : typeof key === 'number' ? `${where}[${key}]` : `${where}.${String(key)}`;
  throw new BadRequest(message.replace(FIELD, () => field));
}
