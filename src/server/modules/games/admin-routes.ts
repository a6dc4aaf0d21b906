import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGameDetailSchema,
  adminGameListSchema,
  adminResolveVarInputSchema,
  adminVarReportListSchema,
  adminVarReportSchema,
  gameListQuerySchema,
  lifelineStatsSchema,
  varReportQuerySchema,
} from '../../../shared/contracts/admin-ops';
import { sessionUserOf } from '../../auth/guards';
import { deleteAdminGame, endAdminGame, getAdminGame, listAdminGames } from './admin-games';
import { listAdminVarReports, resolveVarReportAsAdmin } from './admin-var-reports';
import type { GamesContext } from './games-context';
import { getLifelineStats } from './lifeline-stats';

const params = z.object({ id: z.uuid() });

/** /api/admin: games, VAR reports across games and lifeline statistics. */
export const adminGameRoutes =
  (ctx: GamesContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    app.get(
      '/games',
      {
        schema: {
          tags,
          summary: 'Games by status',
          querystring: gameListQuerySchema,
          response: { 200: adminGameListSchema },
        },
      },
      async (request) => listAdminGames(ctx, request.query),
    );
    app.get(
      '/games/:id',
      {
        schema: {
          tags,
          summary: "A game's board, score log and event log",
          params,
          response: { 200: adminGameDetailSchema },
        },
      },
      async (request) => getAdminGame(ctx, request.params.id),
    );
    app.post(
      '/games/:id/end',
      {
        schema: {
          tags,
          summary: 'End a game through the engine',
          params,
          response: { 200: adminGameDetailSchema },
        },
      },
      async (request) => endAdminGame(ctx, sessionUserOf(request), request.params.id),
    );
    app.delete(
      '/games/:id',
      { schema: { tags, summary: 'Delete a finished or abandoned game', params } },
      async (request, reply) => {
        await deleteAdminGame(ctx, sessionUserOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
    app.get(
      '/var-reports',
      {
        schema: {
          tags,
          summary: 'VAR reports across games',
          querystring: varReportQuerySchema,
          response: { 200: adminVarReportListSchema },
        },
      },
      async (request) => listAdminVarReports(ctx, request.query),
    );
    app.post(
      '/var-reports/:id/resolve',
      {
        schema: {
          tags,
          summary: 'Accept (optionally correcting the live score) or reject a VAR report',
          params,
          body: adminResolveVarInputSchema,
          response: { 200: adminVarReportSchema },
        },
      },
      async (request) =>
        resolveVarReportAsAdmin(ctx, sessionUserOf(request), request.params.id, request.body),
    );
    app.get(
      '/lifelines',
      { schema: { tags, summary: 'Lifeline statistics', response: { 200: lifelineStatsSchema } } },
      async () => getLifelineStats(ctx.db),
    );
  };
