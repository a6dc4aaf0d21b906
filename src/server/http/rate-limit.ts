import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { closeRedis, openRedis } from '../redis-client';

/** Requests per address and minute on any API route without a limit of its own. */
const API_MAX_PER_MINUTE = 300;

/**
 * Per-address request limits on `api` (routes tighten them with `config.rateLimit`). The counters live in this
 * process, or in Redis when REDIS_URL is set, so that N processes behind a load balancer count together.
 */
export async function registerRateLimit(api: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  if (!redisUrl) {
    await api.register(rateLimit, { max: API_MAX_PER_MINUTE, timeWindow: '1 minute' });
    return;
  }
  // A request must not wait long on an unreachable Redis (the plugin's advice): one retry, a short connect.
  const redis = await openRedis(
    redisUrl,
    'rate-limit',
    (error) => api.log.error({ err: error }, 'redis rate-limit store'),
    { connectTimeout: 500, maxRetriesPerRequest: 1 },
  );
  api.addHook('onClose', async () => closeRedis(redis));
  // Without Redis the limits lapse rather than the whole API failing; the connection errors are logged above.
  await api.register(rateLimit, {
    max: API_MAX_PER_MINUTE,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'jawib-rate-limit-',
    skipOnError: true,
  });
}
