/**
 * Serialized catalogue responses, kept for a few seconds. Listings tolerate that staleness
 * (stock and prices are checked again by the cart and at order time), and it turns the hottest
 * reads into a map lookup instead of queries plus serialization. Per process and bounded, so
 * it is no source of truth: several API processes each keep their own.
 */
export class ResponseCache<T = string> {
  private readonly entries = new Map<string, { expires: number; body: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached body for `key`, or `compute`'s; concurrent misses share one computation. */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > time) {
      // Re-insert so Map order is least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body;
    }
    const body = compute();
    this.entries.set(key, { expires: time + this.ttlMs, body });
    body.catch(() => {
      // Failures (an unknown store, a database error) are never cached.
      if (this.entries.get(key)?.body === body) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return body;
  }

  /** Forget everything. */
  clear(): void {
    this.entries.clear();
  }

  /** Forget the entries whose key `matches`, e.g. one store's after its stock changed. */
  forget(matches: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
  }
}
