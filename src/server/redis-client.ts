import type { Redis, RedisOptions } from 'ioredis';

/**
 * A connection to REDIS_URL, imported only when it is set so a single-process install never loads a Redis client.
 * ioredis reconnects by itself and queues commands meanwhile; its errors go to `onError` (logged) instead of
 * ending the process.
 */
export async function openRedis(
  url: string,
  name: string,
  onError: (error: unknown) => void,
  options: RedisOptions = {},
): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { connectionName: `jawib-${name}`, ...options });
  client.on('error', onError);
  return client;
}

/** Ends a connection: QUIT once its pending commands are answered, or at once when Redis is unreachable. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
