import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RematchResult } from '../../../shared/contracts/game';
import { admissionOf } from '../../../shared/game/approval';
import { createRematch } from '../../../shared/game/reducer';
import { rejection } from '../../../shared/game/types';
import { gamePlayers, games } from '../../db/game-schema';
import { applyCommand } from './apply-command';
import { insertGame } from './create-game';
import { rejectionError } from './game-errors';
import type { GameRecord } from './game-record';
import { hashSecret, newSecret } from './game-tokens';
import type { GamesContext } from './games-context';

const UINT32_RANGE = 2 ** 32;

/**
 * Play again: a new game with the same options, categories, teams and players, started at once on a new board
 * (questions shown in earlier games are avoided). Players keep their tokens; the host keeps the token it used.
 * Asking twice returns the same new game.
 */
export function rematchGame(
  ctx: GamesContext,
  record: GameRecord,
  hostToken: string | undefined,
): Promise<RematchResult> {
  return ctx.queue.run(`rematch:${record.id}`, async () => {
    if (record.status !== 'completed') throw rejectionError(rejection('wrongPhase'));
    const token = hostToken ?? newSecret();
    const [existing] = await ctx.db
      .select({ id: games.id, roomCode: games.roomCode })
      .from(games)
      .where(eq(games.rematchOf, record.id));
    if (existing) {
      if (!hostToken)
        await ctx.db
          .update(games)
          .set({ hostTokenHash: hashSecret(token) })
          .where(eq(games.id, existing.id));
      return { gameId: existing.id, roomCode: existing.roomCode, hostToken: token };
    }

    const next = await insertGame(ctx, {
      id: crypto.randomUUID(),
      hostUserId: record.hostUserId,
      hostTokenHash: hostToken ? record.hostTokenHash : hashSecret(token),
      hostKey: record.hostKey,
      tokenSecret: record.tokenSecret,
      options: record.state.options,
      categoryIds: record.categoryIds,
      state: createRematch(record.state, randomInt(UINT32_RANGE)),
      rematchOf: record.id,
    });
    // Players still waiting for the host were never in the game: they do not come along.
    const players = (
      await ctx.db
        .select()
        .from(gamePlayers)
        .where(and(eq(gamePlayers.gameId, record.id), eq(gamePlayers.isRemoved, false)))
    ).filter((player) => admissionOf(record.state, player.id) === 'in');
    if (players.length > 0) {
      await ctx.db.insert(gamePlayers).values(
        players.map((player) => ({
          gameId: next.id,
          nickname: player.nickname,
          nicknameKey: player.nicknameKey,
          teamId: player.teamId,
          deviceHash: player.deviceHash,
          tokenHash: player.tokenHash,
          userId: player.userId,
          joinClientId: player.joinClientId,
        })),
      );
    }
    ctx.store.set(next);
    await applyCommand(
      ctx,
      next.id,
      { type: 'start', commandId: `rematch-start-${next.id}` },
      { role: 'host' },
    );
    ctx.notifier.rematchCreated(record.id, { gameId: next.id, roomCode: next.roomCode });
    return { gameId: next.id, roomCode: next.roomCode, hostToken: token };
  });
}
