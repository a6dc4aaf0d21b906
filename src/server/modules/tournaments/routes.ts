import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/api-error';
import { soloReviewSchema, soloRoundSchema } from '../../../shared/contracts/solo';
import {
  tournamentDetailSchema,
  tournamentInputSchema,
  tournamentListQuerySchema,
  tournamentListSchema,
  tournamentParamsSchema,
  tournamentRoundParamsSchema,
} from '../../../shared/contracts/tournaments';
import type { Auth } from '../../auth/auth';
import { readSessionUser, requireUser, sessionUserOf } from '../../auth/guards';
import type { FastifyRequest } from 'fastify';
import type { SoloContext } from '../solo/solo-context';
import { createTournament } from './create-tournament';
import { editTournament } from './edit-tournament';
import { getTournamentRoundReview } from './get-tournament-round-review';
import { joinTournament } from './join-tournament';
import { getTournament, listTournaments } from './list-tournaments';
import { startTournamentRound } from './start-tournament-round';
import type { Viewer } from './tournament-views';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * Tournaments (SPEC.md sections 2 and 3): anyone may look; signed-in players create, join and play their rounds;
 * the creator or an admin edits until the start. Round answers go to POST /api/answers; each player reviews their
 * own answers to a round once it has closed.
 */
export const tournamentRoutes =
  (deps: { auth: Auth; solo: SoloContext; siteUrl?: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, now } = deps.solo;
    const signedIn = requireUser({ auth: deps.auth, db, siteUrl: deps.siteUrl });
    const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
      const user = await readSessionUser(deps.auth, request);
      return user ? { id: user.id, role: user.role } : null;
    };

    app.get(
      '/tournaments',
      {
        schema: {
          tags: ['tournaments'],
          summary: 'Tournaments: all, active, or mine (joined or created)',
          querystring: tournamentListQuerySchema,
          response: { 200: tournamentListSchema, ...errors },
        },
      },
      async (request) => listTournaments(db, request.query.tab, await viewerOf(request), now()),
    );

    app.get(
      '/tournaments/:id',
      {
        schema: {
          tags: ['tournaments'],
          summary: 'A tournament with its rounds and standings',
          params: tournamentParamsSchema,
          response: { 200: tournamentDetailSchema, ...errors },
        },
      },
      async (request) => getTournament(db, request.params.id, await viewerOf(request), now()),
    );

    app.post(
      '/tournaments',
      {
        onRequest: signedIn,
        schema: {
          tags: ['tournaments'],
          summary: 'Create a tournament (any signed-in player)',
          body: tournamentInputSchema,
          response: { 201: z.object({ id: z.string() }), ...errors },
        },
      },
      async (request, reply) => {
        const id = await createTournament(db, sessionUserOf(request).id, request.body, now());
        return reply.status(201).send({ id });
      },
    );

    app.patch(
      '/tournaments/:id',
      {
        onRequest: signedIn,
        schema: {
          tags: ['tournaments'],
          summary: 'Edit a tournament before it starts (its creator or an admin)',
          params: tournamentParamsSchema,
          body: tournamentInputSchema,
          response: { 200: tournamentDetailSchema, ...errors },
        },
      },
      async (request) => {
        const user = sessionUserOf(request);
        const viewer = { id: user.id, role: user.role };
        await editTournament(db, request.params.id, viewer, request.body, now());
        return getTournament(db, request.params.id, viewer, now());
      },
    );

    app.post(
      '/tournaments/:id/join',
      {
        onRequest: signedIn,
        schema: {
          tags: ['tournaments'],
          summary: 'Join a tournament (once, until it is full or its first round closes)',
          params: tournamentParamsSchema,
          response: { 200: tournamentDetailSchema, ...errors },
        },
      },
      async (request) => {
        const user = sessionUserOf(request);
        await joinTournament(db, request.params.id, user.id, now());
        return getTournament(db, request.params.id, { id: user.id, role: user.role }, now());
      },
    );

    app.post(
      '/tournaments/:id/rounds/:number/start',
      {
        onRequest: signedIn,
        schema: {
          tags: ['tournaments'],
          summary: 'Start or resume my solo round of a tournament round while it is open',
          params: tournamentRoundParamsSchema,
          response: { 200: soloRoundSchema, 503: apiErrorSchema, ...errors },
        },
      },
      async (request) =>
        startTournamentRound(deps.solo, request.params.id, request.params.number, sessionUserOf(request).id),
    );

    app.get(
      '/tournaments/:id/rounds/:number/review',
      {
        onRequest: signedIn,
        schema: {
          tags: ['tournaments'],
          summary: 'My answers to a closed tournament round, with the right answers and their explanations',
          params: tournamentRoundParamsSchema,
          response: { 200: soloReviewSchema, ...errors },
        },
      },
      async (request) =>
        getTournamentRoundReview(
          deps.solo,
          request.params.id,
          request.params.number,
          sessionUserOf(request).id,
        ),
    );
  };
