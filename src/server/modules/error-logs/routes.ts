import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorLogInputSchema } from '../../../shared/contracts/error-log';
import type { Database } from '../../db/client';
import { createErrorLog } from './create-error-log';

export const errorLogRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/error-logs',
      {
        schema: {
          tags: ['system'],
          summary: 'Report a client error',
          body: errorLogInputSchema,
          response: { 201: z.object({ id: z.string() }) },
        },
        bodyLimit: 64 * 1024,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const created = await createErrorLog(db, request.body, null);
        return reply.status(201).send(created);
      },
    );
  };
