import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '../../../shared/contracts/health';
import type { DatabaseHandle } from '../../db/client';
import type { Lifecycle } from '../../http/lifecycle';

export interface HealthDependencies {
  database: Pick<DatabaseHandle, 'ping'>;
  lifecycle: Lifecycle;
  /** Pings the Redis of REDIS_URL; absent when the process runs alone. */
  pingRedis?: () => Promise<void>;
}

const settled = (check: Promise<void>) =>
  check.then(
    () => 'ok' as const,
    () => 'fail' as const,
  );

/**
 * GET /api/health, the liveness check (the process answers and reaches its database), and GET /api/ready, the
 * readiness check a balancer or an orchestrator polls: 503 while the process drains for a shutdown, or while its
 * database or Redis cannot be reached.
 */
export const healthRoutes =
  ({ database, lifecycle, pingRedis }: HealthDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database check',
          response: { 200: healthSchema, 503: healthSchema },
        },
        config: { rateLimit: false },
      },
      async (request, reply) => {
        try {
          await database.ping();
          return { status: 'ok' as const, db: 'ok' as const };
        } catch (error) {
          request.log.warn({ err: error }, 'health check: database failed');
          return reply.status(503).send({ status: 'error', db: 'fail' });
        }
      },
    );

    app.get(
      '/ready',
      {
        schema: {
          tags: ['system'],
          summary:
            'Readiness: 503 while draining for a shutdown or while the database or Redis is unreachable',
          response: { 200: readinessSchema, 503: readinessSchema },
        },
        config: { rateLimit: false },
      },
      async (_request, reply) => {
        const [db, redis] = await Promise.all([
          settled(database.ping()),
          pingRedis ? settled(pingRedis()) : Promise.resolve(undefined),
        ]);
        const isReachable = db === 'ok' && redis !== 'fail';
        const status = lifecycle.isDraining ? 'draining' : isReachable ? 'ready' : 'unready';
        const body = { status, db, ...(redis ? { redis } : {}) } as const;
        return reply.status(status === 'ready' ? 200 : 503).send(body);
      },
    );
  };
