import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/api-error';
import { gameIdSchema, gameTokenSchema } from '../../../shared/contracts/game';
import {
  dailyStatusSchema,
  soloReviewSchema,
  soloRoundSchema,
  startDailyInputSchema,
} from '../../../shared/contracts/solo';
import { getDailyStatus } from './get-daily-status';
import { getRoundReview } from './get-round-review';
import type { SoloContext } from './solo-context';
import { startDaily } from './start-daily';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The daily challenge (guests may play); its answers go to POST /api/answers (modules/answers). */
export const soloRoutes =
  (ctx: SoloContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/challenges/today',
      {
        schema: {
          tags: ['challenges'],
          summary: "Today's challenge (Asia/Dubai day): played or not, the result and the streak",
          response: { 200: dailyStatusSchema },
        },
      },
      async (request) => getDailyStatus(ctx.db, await ctx.resolveUserId(request), ctx.now()),
    );

    app.post(
      '/challenges/today/start',
      {
        schema: {
          tags: ['challenges'],
          summary: "Start or resume today's challenge; a second attempt is refused",
          body: startDailyInputSchema,
          response: { 200: soloRoundSchema, 503: apiErrorSchema, ...errors },
        },
      },
      async (request) =>
        startDaily(ctx, { userId: await ctx.resolveUserId(request), deviceId: request.body.deviceId }),
    );

    app.get(
      '/solo-rounds/:roundId/review',
      {
        schema: {
          tags: ['challenges'],
          summary: 'A finished round: every question with its answer, explanation and the answer given',
          params: z.object({ roundId: gameIdSchema }),
          headers: z.object({ 'x-round-token': gameTokenSchema.optional() }),
          response: { 200: soloReviewSchema, ...errors },
        },
      },
      async (request) =>
        getRoundReview(ctx, request.params.roundId, {
          userId: await ctx.resolveUserId(request),
          roundToken: request.headers['x-round-token'],
        }),
    );
  };
