import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../auth/guards';
import { questions } from '../../db/schema';
import { type GuardedRouteDeps, guardedNotFound } from '../admin/routes';
import { reviewRoutes } from '../questions/review-routes';

const moderatorOverviewSchema = z.object({
  questions: z.object({ active: z.number(), inactive: z.number(), pendingReview: z.number() }),
});

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
          response: { 200: moderatorOverviewSchema },
        },
      },
      async () => {
        const [row] = await deps.db
          .select({
            active: sql<number>`count(*) filter (where ${questions.isActive})`,
            inactive: sql<number>`count(*) filter (where not ${questions.isActive})`,
            pendingReview: sql<number>`count(*) filter (where ${questions.reviewStatus} = 'pending')`,
          })
          .from(questions);
        return {
          questions: {
            active: Number(row?.active ?? 0),
            inactive: Number(row?.inactive ?? 0),
            pendingReview: Number(row?.pendingReview ?? 0),
          },
        };
      },
    );

    await app.register(reviewRoutes(deps.db));
    guardedNotFound(app);
  };
