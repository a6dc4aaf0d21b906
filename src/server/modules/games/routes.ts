import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/api-error';
import {
  commandResultSchema,
  createGameInputSchema,
  createGameResultSchema,
  gameHistorySchema,
  gameIdSchema,
  gameSnapshotSchema,
  gameTokenSchema,
  joinGameInputSchema,
  joinGameResultSchema,
  lockRoomInputSchema,
  rematchResultSchema,
  resolveVarReportInputSchema,
  resumeGameInputSchema,
  resumeGameResultSchema,
  roomCodeSchema,
  roomInfoSchema,
  roomLookupSchema,
  updateScoreReplaySchema,
  varReportInputSchema,
  varReportListSchema,
  varReportSchema,
} from '../../../shared/contracts/game';
import { AppError } from '../../http/app-error';
import { applyCommand } from './apply-command';
import { requireGame, requireHost, requirePlayer } from './authorize';
import { createGame } from './create-game';
import { findRoom } from './find-room';
import { gameError } from './game-errors';
import { createRoomCodeGuard, UNKNOWN_CODES_PER_WINDOW } from './room-code-guard';
import { recordSecurityEvent } from '../security/record-security-event';
import type { GamesContext } from './games-context';
import { getSnapshot, identifyViewer } from './get-snapshot';
import { joinGame } from './join-game';
import { listGameHistory } from './list-game-history';
import { lockRoom } from './lock-room';
import { rematchGame } from './rematch-game';
import { removePlayer } from './remove-player';
import type { HeaderSource } from './resolve-user-id';
import { resumeGame } from './resume-game';
import { fileVarReport, listVarReports, resolveVarReport } from './var-reports';

/** The host or player token of a game request. */
const tokenHeaders = z.object({ 'x-game-token': gameTokenSchema.optional() });
const gameParams = z.object({ gameId: gameIdSchema });
/** A request on one game, with its token header. */
type GameRequest = HeaderSource & { params: { gameId: string }; headers: { 'x-game-token'?: string } };
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export const gameRoutes =
  (ctx: GamesContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The game of a host-only request (host token or the signed-in host); 403 for anyone else. */
    const hostGame = async (request: GameRequest) =>
      requireHost(
        ctx,
        request.params.gameId,
        request.headers['x-game-token'],
        await ctx.resolveUserId(request),
      );

    app.post(
      '/games',
      {
        schema: {
          tags: ['games'],
          summary: 'Create a game in the lobby (guests may host); returns the room code and the host token',
          body: createGameInputSchema,
          response: { 201: createGameResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = await ctx.resolveUserId(request);
        const { deviceId, ...input } = request.body;
        const created = await createGame(ctx, input, { userId, deviceId });
        return reply.status(201).send(created);
      },
    );

    /**
     * Room lookups and joins by code, counted per address: too many unknown codes pause the address (429) and
     * leave a suspicious_activity event (room-code-guard.ts).
     */
    const roomCodes = createRoomCodeGuard(ctx.now);
    const byRoomCode = async <T>(request: FastifyRequest, task: () => Promise<T>): Promise<T> => {
      if (roomCodes.isPaused(request.ip)) throw gameError('RATE_LIMITED', 'tooManyRoomCodes');
      try {
        return await task();
      } catch (error) {
        if (error instanceof AppError && error.key === 'game.errors.roomNotFound') {
          if (roomCodes.recordMiss(request.ip)) {
            await recordSecurityEvent(ctx.db, {
              type: 'suspicious_activity',
              ip: request.ip,
              userAgent: request.headers['user-agent'],
              path: request.url,
              metadata: { reason: 'room_code_walk', unknownCodes: UNKNOWN_CODES_PER_WINDOW },
            });
          }
        }
        throw error;
      }
    };

    app.get(
      '/games/rooms/:roomCode',
      {
        schema: {
          tags: ['games'],
          summary: 'Look a room up by its code (Western or Eastern Arabic digits) for the join screen',
          params: z.object({ roomCode: roomCodeSchema }),
          response: { 200: roomLookupSchema, ...errors },
        },
      },
      async (request) => byRoomCode(request, () => findRoom(ctx, request.params.roomCode)),
    );

    app.post(
      '/games/join',
      {
        schema: {
          tags: ['games'],
          summary:
            'Join a room (also the offline replay of join_game); applied once per client id and device',
          body: joinGameInputSchema,
          response: { 200: joinGameResultSchema, 201: joinGameResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = await ctx.resolveUserId(request);
        const joined = await byRoomCode(request, () => joinGame(ctx, request.body, userId));
        return reply.status(joined.isExisting ? 200 : 201).send(joined);
      },
    );

    app.post(
      '/games/resume',
      {
        schema: {
          tags: ['games'],
          summary: "The host's latest unfinished game, by account or kept host tokens",
          body: resumeGameInputSchema,
          response: { 200: resumeGameResultSchema, ...errors },
        },
      },
      async (request) => resumeGame(ctx, request.body.hostTokens, await ctx.resolveUserId(request)),
    );

    app.get(
      '/games/history',
      {
        schema: {
          tags: ['games'],
          summary: "The signed-in person's games, hosted or played",
          response: { 200: gameHistorySchema, ...errors },
        },
      },
      async (request) => {
        const userId = await ctx.resolveUserId(request);
        if (!userId) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
        return listGameHistory(ctx, userId);
      },
    );

    app.get(
      '/games/:gameId/snapshot',
      {
        schema: {
          tags: ['games'],
          summary: 'The room and this role’s view of the game (host or player token in x-game-token)',
          params: gameParams,
          headers: tokenHeaders,
          response: { 200: gameSnapshotSchema, ...errors },
        },
      },
      async (request) => {
        const record = await requireGame(ctx, request.params.gameId);
        const viewer = await identifyViewer(
          ctx,
          record,
          request.headers['x-game-token'],
          await ctx.resolveUserId(request),
        );
        return getSnapshot(ctx, record.id, viewer);
      },
    );

    app.post(
      '/games/:gameId/lock',
      {
        schema: {
          tags: ['games'],
          summary: 'Lock or unlock the room (host)',
          params: gameParams,
          headers: tokenHeaders,
          body: lockRoomInputSchema,
          response: { 200: roomInfoSchema, ...errors },
        },
      },
      async (request) => {
        const record = await hostGame(request);
        return lockRoom(ctx, record, request.body.isLocked);
      },
    );

    app.delete(
      '/games/:gameId/players/:playerId',
      {
        schema: {
          tags: ['games'],
          summary: 'Remove a player (host); their device cannot join this game again',
          params: gameParams.extend({ playerId: z.uuid() }),
          headers: tokenHeaders,
          response: { 200: roomInfoSchema, ...errors },
        },
      },
      async (request) => {
        const record = await hostGame(request);
        return removePlayer(ctx, record, request.params.playerId);
      },
    );

    app.post(
      '/games/:gameId/rematch',
      {
        schema: {
          tags: ['games'],
          summary: 'Play again: same teams, players and options on a new board (host, finished game)',
          params: gameParams,
          headers: tokenHeaders,
          response: { 201: rematchResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        const record = await hostGame(request);
        return reply.status(201).send(await rematchGame(ctx, record, request.headers['x-game-token']));
      },
    );

    app.post(
      '/games/:gameId/var-reports',
      {
        schema: {
          tags: ['games'],
          summary: 'File a VAR report on the open or a played question (player token in x-game-token)',
          params: gameParams,
          headers: tokenHeaders,
          body: varReportInputSchema,
          response: { 200: varReportSchema, 201: varReportSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { record, player } = await requirePlayer(
          ctx,
          request.params.gameId,
          request.headers['x-game-token'],
        );
        const filed = await fileVarReport(ctx, record, player, request.body);
        return reply.status(filed.isDuplicate ? 200 : 201).send(filed.report);
      },
    );

    app.get(
      '/games/:gameId/var-reports',
      {
        schema: {
          tags: ['games'],
          summary: "The game's VAR reports, newest first (host)",
          params: gameParams,
          headers: tokenHeaders,
          response: { 200: varReportListSchema, ...errors },
        },
      },
      async (request) => {
        const record = await hostGame(request);
        return { reports: await listVarReports(ctx, record.id) };
      },
    );

    app.patch(
      '/games/:gameId/var-reports/:reportId',
      {
        schema: {
          tags: ['games'],
          summary: 'Accept or reject a VAR report (host)',
          params: gameParams.extend({ reportId: z.uuid() }),
          headers: tokenHeaders,
          body: resolveVarReportInputSchema,
          response: { 200: varReportSchema, ...errors },
        },
      },
      async (request) => {
        const record = await hostGame(request);
        return resolveVarReport(ctx, record.id, request.params.reportId, request.body.status);
      },
    );

    app.put(
      '/scores',
      {
        schema: {
          tags: ['games'],
          summary: "The host's score correction (offline replay of update_score); applied once per client id",
          body: updateScoreReplaySchema,
          response: { 200: commandResultSchema, ...errors },
        },
      },
      async (request) => {
        const { gameId, hostToken, clientId, teamId, amount, reason } = request.body;
        await requireHost(ctx, gameId, hostToken, await ctx.resolveUserId(request));
        const outcome = await applyCommand(
          ctx,
          gameId,
          { type: 'correct_score', commandId: clientId, teamId, amount, reason },
          { role: 'host' },
        );
        return { ok: true as const, version: outcome.record.state.version, isDuplicate: outcome.isDuplicate };
      },
    );
  };
