import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/api-error';
import { answerReplaySchema, commandResultSchema } from '../../../shared/contracts/game';
import { soloAnswerResultSchema } from '../../../shared/contracts/solo';
import { applyCommand } from '../games/apply-command';
import { requirePlayer } from '../games/authorize';
import type { GamesContext } from '../games/games-context';
import type { SoloContext } from '../solo/solo-context';
import { submitSoloAnswer } from '../solo/submit-solo-answer';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * POST /api/answers (SPEC.md section 7): the one endpoint the offline queue replays answers to, for a team game
 * (game id and player token) and for a solo round (round id); each applied once per client id.
 */
export const answerRoutes =
  (games: GamesContext, solo: SoloContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/answers',
      {
        schema: {
          tags: ['games', 'challenges'],
          summary: "A player's answer in a team game or a solo round (offline replay of submit_answer)",
          body: answerReplaySchema,
          response: { 200: z.union([commandResultSchema, soloAnswerResultSchema]), ...errors },
        },
      },
      async (request) => {
        const { body } = request;
        if ('roundId' in body) return submitSoloAnswer(solo, body, await solo.resolveUserId(request));
        const { player } = await requirePlayer(games, body.gameId, body.playerToken);
        const outcome = await applyCommand(
          games,
          body.gameId,
          { type: 'submit_answer', commandId: body.clientId, answer: body.answer },
          { role: 'player', teamId: player.teamId, playerId: player.playerId },
        );
        return { ok: true as const, version: outcome.record.state.version, isDuplicate: outcome.isDuplicate };
      },
    );
  };
