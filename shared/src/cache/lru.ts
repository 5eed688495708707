/**
 * A map that keeps at most `max` entries and forgets the one used least recently: reading an entry
 * (`get`) or writing it (`set`) makes it the most recent. The one small in-memory cache of the site,
 * in the browser and on the servers.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {
    if (!(max >= 1)) throw new RangeError(`an LruMap keeps at least one entry, not ${max}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry of `key`, now the most recently used; undefined when there is none. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    // A Map iterates in insertion order: the first key is the one to forget.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Keeps `value` for `key` as the most recently used, forgetting the least recent beyond `max`. */
  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
