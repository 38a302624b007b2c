import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { MemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

export function createRateLimiter(
  redisUrl: string | undefined,
  clock: Clock,
  log: FastifyBaseLogger,
): RateLimiter {
  return redisUrl ? new RedisRateLimiter(redisUrl, log) : new MemoryRateLimiter(clock);
}
