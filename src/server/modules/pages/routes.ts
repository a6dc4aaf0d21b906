import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema, SLUG_PATTERN } from '../../../shared/contracts/pages';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { getPage } from './get-page';

export const pageRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/pages/:slug',
      {
        schema: {
          tags: ['pages'],
          summary: 'An admin-managed content page',
          params: z.object({ slug: z.string().max(100) }),
          response: { 200: pageSchema },
        },
      },
      async (request) => {
        const { slug } = request.params;
        const page = SLUG_PATTERN.test(slug) ? await getPage(db, slug) : null;
        if (!page) throw new AppError('NOT_FOUND', 'errors.pageNotFound');
        return page;
      },
    );
  };
