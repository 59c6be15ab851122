import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from '../../http/errors.ts';

const MINUTE_MS = 60_000;

/** Route config for @fastify/rate-limit: at most `max` calls per minute from one IP (429 above). */
export function perIpLimit(max: number): RateLimitOptions {
  return { max, timeWindow: MINUTE_MS, keyGenerator: (request: FastifyRequest) => request.ip };
}

/**
 * preHandler limiting calls per e-mail of the (already validated) body to `max` per minute, so one
 * account cannot be attacked from many IPs. Each route has its own counters (the key names the
 * route, as the Redis store shares one key space).
 */
export function perEmailLimit(app: FastifyInstance, max: number) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: MINUTE_MS,
    keyGenerator: (request: FastifyRequest) => `email:${request.routeOptions.url}:${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, 'errors.rate-limited');
  };
}
