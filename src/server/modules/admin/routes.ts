import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireRole } from '../../auth/guards';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { getAdminOverview } from './get-admin-overview';

export type GuardedRouteDeps = { auth: Auth; db: Database; siteUrl?: string };

const overviewSchema = z.object({
  users: z.object({ total: z.number(), admins: z.number(), moderators: z.number() }),
  questions: z.object({ active: z.number(), inactive: z.number() }),
  categories: z.number(),
});

/**
 * The admin API, mounted at /api/admin. The guard runs on every request before routing decides anything, and
 * a catch-all answers unknown paths only after it: a caller without the role cannot learn which paths exist.
 */
export const adminRoutes =
  (deps: GuardedRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireRole(deps, ['admin']));
    const tags = ['admin'];

    app.get(
      '/overview',
      { schema: { tags, summary: 'Counts for the admin dashboard', response: { 200: overviewSchema } } },
      async () => getAdminOverview(deps.db),
    );

    const notFound = async () => {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    };
    app.all('/', { schema: { hide: true } }, notFound);
    app.all('/*', { schema: { hide: true } }, notFound);
  };
