import type { Clock } from '../../clock';
import type { RateDecision, RateLimiter } from './rate-limiter';

interface Window {
  count: number;
  resetsAt: number;
}

/** One process's counts; expired windows are swept as the map grows. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision> {
    const now = this.clock().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      if (this.windows.size > 10_000) this.sweep(now);
      window = { count: 0, resetsAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - now) / 1000)),
    };
  }

  async unhit(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}
