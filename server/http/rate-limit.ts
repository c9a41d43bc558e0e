import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Per-IP request limit. With REDIS_URL the counters live in Redis and every process behind the
 * load balancer shares them; without it (sandbox, one process) they live in memory.
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number, redisUrl: string | null): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'pinoy-rl:' } : {}),
  });
}
