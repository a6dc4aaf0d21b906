import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '../../../shared/contracts/health';
import type { DatabaseHandle } from '../../db/client';
import type { ReadinessReport } from './readiness';

export const healthRoutes =
  (
    database: Pick<DatabaseHandle, 'ping'>,
    readiness: { check: () => Promise<ReadinessReport> },
  ): FastifyPluginAsyncZod =>
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
          summary: 'Readiness: database and Redis reachable, not shutting down',
          response: { 200: readinessSchema, 503: readinessSchema },
        },
        config: { rateLimit: false },
      },
      async (_request, reply) => {
        const report = await readiness.check();
        return reply.status(report.status === 'ready' ? 200 : 503).send(report);
      },
    );
  };
