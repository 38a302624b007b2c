export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window frees a slot (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts events per key in fixed windows. In-process by default; Redis when `REDIS_URL` is set,
 * so several API processes share the counts.
 */
export interface RateLimiter {
  /** Records one event for `key` and says whether it was within `limit` per `windowSeconds`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
  /** Takes back one event of `key`'s current window: what was counted didn't happen after all. */
  unhit(key: string): Promise<void>;
  close(): Promise<void>;
}
