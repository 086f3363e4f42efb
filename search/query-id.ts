/**
 * Algolia's `queryID` for click analytics: 16 random bytes as hex. Web Crypto, so the same engine
 * runs in Node and in a browser worker.
 */
export function newQueryID(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
