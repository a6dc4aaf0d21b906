import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '../../../shared/contracts/categories';
import type { Database } from '../../db/client';
import { listCategories } from './list-categories';

export const categoryRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/categories',
      {
        schema: {
          tags: ['categories'],
          summary: 'Active categories with their parent and question counts per difficulty',
          response: { 200: categoryListSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=30');
        return { categories: await listCategories(db) };
      },
    );
  };
