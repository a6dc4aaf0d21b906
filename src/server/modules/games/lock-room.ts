import { eq } from 'drizzle-orm';
import type { RoomInfo } from '../../../shared/contracts/game';
import { games } from '../../db/game-schema';
import type { GameRecord } from './game-record';
import type { GamesContext } from './games-context';
import { getRoomInfo } from './get-room-info';

/** Locks or unlocks the room: a locked room takes no new players (those in it stay). */
export async function lockRoom(ctx: GamesContext, record: GameRecord, isLocked: boolean): Promise<RoomInfo> {
  await ctx.db.update(games).set({ isLocked }).where(eq(games.id, record.id));
  ctx.store.patch(record.id, { isLocked });
  const room = await getRoomInfo(ctx, { ...record, isLocked });
  ctx.notifier.roomChanged(room);
  return room;
}
