import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/contracts/api-error';
import {
  leaderboardQuerySchema,
  leaderboardSchema,
  playerProfileSchema,
} from '../../../shared/contracts/leaderboard';
import type { Auth } from '../../auth/auth';
import { requestFacts, requireUser, sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import type { SoloContext } from '../solo/solo-context';
import { getLeaderboard } from './get-leaderboard';
import { getPlayerProfile, savePlayerProfile } from './player-profile';

/** GET /api/leaderboard (registered only with FEATURE_LEADERBOARD on). */
export const leaderboardRoutes =
  (ctx: SoloContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/leaderboard',
      {
        schema: {
          tags: ['leaderboard'],
          summary: 'Top 100 of a period and region, with ties, and the signed-in player’s own rank',
          querystring: leaderboardQuerySchema,
          response: { 200: leaderboardSchema, 400: apiErrorSchema },
        },
      },
      async (request) => getLeaderboard(ctx.db, request.query, await ctx.resolveUserId(request), ctx.now()),
    );
  };

/** GET and PUT /api/account/player-profile: the signed-in player's country and privacy. */
export const playerProfileRoutes =
  (deps: { auth: Auth; db: Database; siteUrl?: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireUser(deps));
    app.get(
      '/account/player-profile',
      {
        schema: {
          tags: ['account'],
          summary: 'My country and privacy choices',
          response: { 200: playerProfileSchema, 401: apiErrorSchema },
        },
      },
      async (request) => getPlayerProfile(deps.db, sessionUserOf(request).id),
    );
    app.put(
      '/account/player-profile',
      {
        schema: {
          tags: ['account'],
          summary: 'Save my country and privacy choices (privacy changes are a security event)',
          body: playerProfileSchema,
          response: { 200: playerProfileSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) =>
        savePlayerProfile(deps.db, sessionUserOf(request).id, request.body, requestFacts(request)),
    );
  };
