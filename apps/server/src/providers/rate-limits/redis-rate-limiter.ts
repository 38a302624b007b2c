import type { FastifyBaseLogger } from 'fastify';
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

const UNHIT_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

/** HIT_SCRIPT's answer: the key's count and its milliseconds to live. */
const HitResultSchema = z.tuple([z.number(), z.number()]);

/** A counter answers in well under a millisecond; a Redis that takes this long is not there. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Counts shared by every API process through one Redis.
 *
 * When Redis is down, slow or answers nonsense, the event is allowed and the failure logged:
 * the limits guard against floods, and a Redis outage must not stop every shopper from adding
 * to a cart or paying (decision 031). Each count waits at most `REDIS_COMMAND_TIMEOUT_MS`.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = 'canasta:rate:',
  ) {
    this.redis = new Redis(url, {
      connectTimeout: 2000,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
    });
    // ioredis reconnects on its own; without a listener each failed attempt is an unhandled
    // 'error' event. The counting calls log their own failures.
    this.redis.on('error', () => {});
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision> {
    let answer: unknown;
    try {
      answer = await this.redis.eval(
        HIT_SCRIPT,
        1,
        `${this.prefix}${key}`,
        String(windowSeconds * 1000),
      );
    } catch (error) {
      return this.allowOnFailure(key, error);
    }
    const parsed = HitResultSchema.safeParse(answer);
    if (!parsed.success) return this.allowOnFailure(key, new Error('unexpected answer from Redis'));
    const [count, ttl] = parsed.data;
    if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async unhit(key: string): Promise<void> {
    try {
      // Never below zero: the window may have expired and restarted in between.
      await this.redis.eval(UNHIT_SCRIPT, 1, `${this.prefix}${key}`);
    } catch (error) {
      this.allowOnFailure(key, error);
    }
  }

  /** Logs the kind of limit only (`otp-phone`, `writes`): keys carry phones and addresses. */
  private allowOnFailure(key: string, error: unknown): RateDecision {
    const [limit] = key.split(':');
    this.log.error({ err: error, limit }, 'rate limit not counted: Redis failed');
    return { allowed: true, retryAfterSeconds: 0 };
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}
