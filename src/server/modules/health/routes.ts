import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../shared/contracts/health';
import type { DatabaseHandle } from '../../db/client';

export const healthRoutes =
  (database: Pick<DatabaseHandle, 'ping'>): FastifyPluginAsyncZod =>
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
  };
