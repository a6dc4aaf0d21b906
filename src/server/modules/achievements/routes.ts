import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/contracts/api-error';
import { achievementAnnouncementSchema, achievementListSchema } from '../../../shared/contracts/achievements';
import type { Auth } from '../../auth/auth';
import { requireUser, sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import { announceAchievements } from './announce-achievements';
import { listAchievements } from './list-achievements';

/** GET /api/achievements and POST /api/achievements/announce, for signed-in players. */
export const achievementRoutes =
  (deps: { auth: Auth; db: Database; siteUrl?: string; now: () => number }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser(deps));
    app.get(
      '/achievements',
      {
        schema: {
          tags: ['achievements'],
          summary: 'Every achievement with my progress and when I earned it',
          response: { 200: achievementListSchema, 401: apiErrorSchema },
        },
      },
      async (request) => listAchievements(deps.db, sessionUserOf(request).id, deps.now()),
    );
    app.post(
      '/achievements/announce',
      {
        schema: {
          tags: ['achievements'],
          summary: 'The achievements I earned and have not been shown yet (each is returned once)',
          response: { 200: achievementAnnouncementSchema, 401: apiErrorSchema },
        },
      },
      async (request) => announceAchievements(deps.db, sessionUserOf(request).id, deps.now()),
    );
  };
