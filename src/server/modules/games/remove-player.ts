import { and, eq } from 'drizzle-orm';
import type { RoomInfo } from '../../../shared/contracts/game';
import { gamePlayers } from '../../db/game-schema';
import { gameError } from './game-errors';
import type { GameRecord } from './game-record';
import type { GamesContext } from './games-context';
import { getRoomInfo } from './get-room-info';

/** Removes a player: their connections are closed and their device cannot join this game again. */
export async function removePlayer(
  ctx: GamesContext,
  record: GameRecord,
  playerId: string,
): Promise<RoomInfo> {
  const removed = await ctx.db
    .update(gamePlayers)
    .set({ isRemoved: true, removedAt: new Date(ctx.now()) })
    .where(and(eq(gamePlayers.gameId, record.id), eq(gamePlayers.id, playerId)))
    .returning({ id: gamePlayers.id });
  if (removed.length === 0) throw gameError('NOT_FOUND', 'notPlayer');
  ctx.notifier.playerRemoved(record.id, playerId);
  const room = await getRoomInfo(ctx, record);
  ctx.notifier.roomChanged(room);
  return room;
}
