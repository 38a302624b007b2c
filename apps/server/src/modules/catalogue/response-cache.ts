import { setImmediate } from 'node:timers/promises';

/**
 * With caching off, how long later requests may join a computation still under way: one that
 * hangs (a database that stopped answering) must not hold its URL for good.
 */
const LONGEST_SHARED_WAIT_MS = 10_000;

interface Entry<T> {
  expires: number;
  body: Promise<T>;
  /** The computed value once it is kept; undefined while it is being computed. */
  value?: T;
}

/**
 * Serialized catalogue responses, kept for a few seconds. Listings tolerate that staleness
 * (stock and prices are checked again by the cart and at order time), and it turns the hottest
 * reads into a map lookup instead of queries plus serialization. Per process and bounded, so
 * it is no source of truth: several API processes each keep their own.
 */
export class ResponseCache<T = string> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
    /** Whether a computed value may be kept; failures never are. */
    private readonly keep: (value: T) => boolean = () => true,
  ) {}

  /**
   * The cached body for `key`, or `compute`'s. Concurrent misses share one computation (single
   * flight), even with caching off (a TTL of 0): then nothing is kept once it is done, but fifty
   * shoppers opening a page at once still cost one render instead of queueing fifty.
   */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > time) {
      // Re-insert so Map order is least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body;
    }
    const inFlightOnly = this.ttlMs <= 0;
    const entry: Entry<T> = {
      expires: time + (inFlightOnly ? LONGEST_SHARED_WAIT_MS : this.ttlMs),
      // Computed on the loop's next turn, not now: on SQLite a whole render runs without ever
      // waiting for the network, so the requests already read from other sockets would only be
      // parsed after it and start renders of their own. Waiting one turn lets them join this one.
      body: setImmediate().then(compute),
    };
    this.entries.set(key, entry);
    const drop = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    // Failures (an unknown store, a database error) are never cached.
    entry.body.then((value) => {
      if (!inFlightOnly && this.keep(value)) entry.value = value;
      else drop();
    }, drop);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry.body;
  }

  /** Forget everything. */
  clear(): void {
    this.entries.clear();
  }

  /**
   * Forget the entries that `matches`, by key or by value (undefined while still being
   * computed), e.g. one store's after its stock changed.
   */
  forget(matches: (key: string, value: T | undefined) => boolean): void {
    for (const [key, entry] of [...this.entries]) {
      if (matches(key, entry.value)) this.entries.delete(key);
    }
  }
}
