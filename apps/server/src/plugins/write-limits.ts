import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { messages } from '../messages';
import type { RateLimiter } from '../providers/rate-limits/rate-limiter';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WINDOW_SECONDS = 60;

export interface WriteLimits {
  perUserPerMinute: number;
  perIpPerMinute: number;
  /** Full paths never limited here: callers that retry on their own (a provider's webhook). */
  exempt: readonly string[];
}

/**
 * Every change to the shop (POST, PUT, PATCH, DELETE) counts against the caller's address and,
 * when signed in, against the user, in one-minute windows shared by every process when
 * `REDIS_URL` is set. Runs on request, after the session is resolved and before the body is
 * read, so a flood costs one counter bump per request. Reads are cached and cheap; the sign-in
 * calls keep their own, stricter limits on top.
 */
export function registerWriteLimits(
  api: FastifyInstance,
  limiter: RateLimiter,
  { perUserPerMinute, perIpPerMinute, exempt }: WriteLimits,
) {
  api.addHook('onRequest', async (request) => {
    if (READ_METHODS.has(request.method)) return;
    if (exempt.includes(request.routeOptions.url ?? '')) return;
    const counts: [string, number][] = [[`writes:ip:${request.ip}`, perIpPerMinute]];
    if (request.user) counts.push([`writes:user:${request.user.id}`, perUserPerMinute]);
    for (const [key, limit] of counts) {
      const decision = await limiter.hit(key, limit, WINDOW_SECONDS);
      if (!decision.allowed) {
        throw new AppError('rate_limited', messages.rateLimitedFor(decision.retryAfterSeconds), {
          headers: { 'retry-after': String(decision.retryAfterSeconds) },
          details: { retry_after_seconds: decision.retryAfterSeconds },
        });
      }
    }
  });
}
