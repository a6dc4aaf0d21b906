import type { Redis } from 'ioredis';
import { closeRedis, openRedis } from '../redis-client';
import type { GameServer } from './socket-types';

/**
 * The adapter publishes without waiting for Redis's answer, so a publish refused while Redis is unreachable would be
 * an unhandled rejection, which ends a Node process. The failure is logged instead; a game view lost meanwhile is
 * made good by the next one, which carries the whole view.
 */
function logFailedPublishes(pub: Redis, onError: (error: unknown) => void): void {
  const publish = pub.publish.bind(pub);
  pub.publish = ((channel: string | Buffer, message: string | Buffer) =>
    publish(channel, message).catch((error: unknown) => {
      onError(error);
      return 0;
    })) as Redis['publish'];
}

/**
 * Shares rooms and broadcasts between server processes through Redis (REDIS_URL): one connection publishes, one
 * subscribes (a subscribed connection can send nothing else). Returns the function that closes them.
 */
export async function useRedisAdapter(
  io: GameServer,
  url: string,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const { createAdapter } = await import('@socket.io/redis-adapter');
  const [pub, sub] = await Promise.all([
    // A broadcast is worth sending now or never: none is queued while Redis is away.
    openRedis(url, 'realtime-pub', onError, { enableOfflineQueue: false }),
    // The subscriptions wait for Redis however long it takes (ioredis renews them after each reconnect).
    openRedis(url, 'realtime-sub', onError, { maxRetriesPerRequest: null }),
  ]);
  logFailedPublishes(pub, onError);
  io.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.all([closeRedis(pub), closeRedis(sub)]);
  };
}
