/**
 * What a Fastify error becomes in a JSON answer: framework 4xx errors keep their status, anything
 * else is a 500 whose details stay in the log. Both APIs (search, MCP) wrap this in their own body.
 */
export function errorStatusAndMessage(error: Error & { statusCode?: number }, bodyLimit: number) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const message =
    status === 413
      ? `Request body is larger than ${bodyLimit} bytes.`
      : status === 500
        ? 'Internal error'
        : error.message;
  return { status, message };
}
