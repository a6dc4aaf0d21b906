import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../db/client';
import { closeRedis, openRedis } from '../../redis-client';

/** Set by main.ts when SIGTERM arrives: readiness answers 503 from then on (docs/decisions/028). */
export type Lifecycle = { isDraining: boolean };

export type ReadinessReport = {
  status: 'ready' | 'draining' | 'unavailable';
  db: 'ok' | 'fail';
  redis: 'ok' | 'fail' | 'off';
};

/** How long a dependency may take to answer before the process counts as not ready. */
const CHECK_TIMEOUT_MS = 2_000;

function withinTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/**
 * Whether this process should receive traffic: not draining, the database answering and, when REDIS_URL is set,
 * Redis answering (on a connection of its own, which fails fast instead of queueing while Redis is away).
 */
export async function createReadiness(options: {
  database: Pick<DatabaseHandle, 'ping'>;
  lifecycle: Lifecycle;
  redisUrl?: string;
  onError: (error: unknown) => void;
}) {
  const redis: Redis | null = options.redisUrl
    ? await openRedis(options.redisUrl, 'readiness', options.onError, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        lazyConnect: true,
      })
    : null;
  void redis?.connect().catch(() => undefined);
  const probe = async (check: () => Promise<unknown>) =>
    withinTimeout(check()).then(
      () => 'ok' as const,
      () => 'fail' as const,
    );
  return {
    async check(): Promise<ReadinessReport> {
      const [db, redisState] = await Promise.all([
        probe(() => options.database.ping()),
        redis ? probe(() => redis.ping()) : Promise.resolve('off' as const),
      ]);
      const status = options.lifecycle.isDraining
        ? 'draining'
        : db === 'ok' && redisState !== 'fail'
          ? 'ready'
          : 'unavailable';
      return { status, db, redis: redisState };
    },
    close: async () => {
      if (redis) await closeRedis(redis);
    },
  };
}
