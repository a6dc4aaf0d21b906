import type { GameServer } from './socket-types';

/**
 * Shares rooms and broadcasts between server processes through Redis (REDIS_URL). Loaded only when configured,
 * so a single-process install never loads a Redis client. Returns the function that closes its connections.
 */
export async function useRedisAdapter(
  io: GameServer,
  url: string,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const [{ createAdapter }, { createClient }] = await Promise.all([
    import('@socket.io/redis-adapter'),
    import('redis'),
  ]);
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', onError);
  sub.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.allSettled([pub.close(), sub.close()]);
  };
}
