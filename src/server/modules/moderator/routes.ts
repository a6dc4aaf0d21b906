import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../auth/guards';
import { AppError } from '../../http/app-error';
import type { GuardedRouteDeps } from '../admin/routes';
import { getAdminOverview } from '../admin/get-admin-overview';

/** The moderator API, mounted at /api/moderator: moderators and admins; unknown paths are guarded too. */
export const moderatorRoutes =
  (deps: GuardedRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireRole(deps, ['admin', 'moderator']));

    app.get(
      '/overview',
      {
        schema: {
          tags: ['moderator'],
          summary: 'What waits for review',
          response: { 200: z.object({ questions: z.object({ active: z.number(), inactive: z.number() }) }) },
        },
      },
      async () => ({ questions: (await getAdminOverview(deps.db)).questions }),
    );

    const notFound = async () => {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    };
    app.all('/', { schema: { hide: true } }, notFound);
    app.all('/*', { schema: { hide: true } }, notFound);
  };
