import type { FastifyInstance } from 'fastify';
import { closeRedis, openRedis } from '../redis-client';

const PING_TIMEOUT_MS = 1000;

/**
 * A ping of REDIS_URL for GET /api/ready, on a connection of its own that never queues commands while Redis is away
 * (a readiness check must fail fast, not wait for a reconnect).
 */
export async function readinessPing(url: string, app: FastifyInstance): Promise<() => Promise<void>> {
  const client = await openRedis(
    url,
    'readiness',
    (error) => app.log.debug({ err: error }, 'readiness: redis'),
    {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    },
  );
  app.addHook('onClose', async () => closeRedis(client));
  return async () => {
    if (client.status === 'wait' || client.status === 'end') await client.connect().catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('redis ping timed out')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([client.ping(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
