/**
 * Thrown by an index whose data is loaded in parts (the search worker's shards, shard-store.ts) when a
 * search reads a part not loaded yet: it names every such part the read needed, so the caller loads
 * them at once and asks again. Nothing the engine keeps between searches is changed before it is thrown.
 */
export class MissingShards extends Error {
  constructor(readonly shards: readonly string[]) {
    super(`Search data not loaded yet: ${shards.join(', ')}`);
    this.name = 'MissingShards';
  }
}
