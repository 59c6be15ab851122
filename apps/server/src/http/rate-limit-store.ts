import type { FastifyInstance } from 'fastify';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type * as IORedis from 'ioredis';
import type { Config } from '../config.ts';
import { lazyPackage } from '../lazy-package.ts';

/** ioredis, loaded only when REDIS_URL is set. */
const loadIORedis = lazyPackage<typeof IORedis>('ioredis');

/**
 * Settings of @fastify/rate-limit. Without REDIS_URL the counters live in this process (one server);
 * with it they live in Redis under REDIS_KEY_PREFIX, so several instances behind a load balancer
 * count one client's attempts together. The Redis connection closes with the app. Should Redis be
 * unreachable, a limited route answers 500 rather than letting attempts through uncounted.
 */
export function rateLimitSettings(app: FastifyInstance, config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>): RateLimitPluginOptions {
  if (!config.REDIS_URL) return { global: false };
  const { Redis } = loadIORedis();
  const redis = new Redis(config.REDIS_URL, { connectTimeout: 5000, maxRetriesPerRequest: 3 });
  redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis connection error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { global: false, redis, nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:` };
}
