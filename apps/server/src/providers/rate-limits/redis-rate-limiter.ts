import { Redis } from 'ioredis';
import { z } from 'zod';
import type { RateDecision, RateLimiter } from './rate-limiter';

/** INCR, start the window's expiry on the first event, and report the time left: atomically. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

/** HIT_SCRIPT's answer: the key's count and its milliseconds to live. */
const HitResultSchema = z.tuple([z.number(), z.number()]);

/** Counts shared by every API process through one Redis. */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'canasta:rate:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision> {
    const [count, ttl] = HitResultSchema.parse(
      await this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}${key}`, String(windowSeconds * 1000)),
    );
    if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
