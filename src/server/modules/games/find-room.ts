import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { ROOM_CODE_GRACE_MS, type RoomLookup } from '../../../shared/contracts/game';
import { games } from '../../db/game-schema';
import { gameError } from './game-errors';
import { currentState, toGameRecord, type GameRecord } from './game-record';
import type { GamesContext } from './games-context';

/**
 * The game a room code points to: the unfinished game with that code, else one that ended within the last 24
 * hours; 404 game.errors.roomNotFound otherwise.
 */
export async function findGameByRoomCode(ctx: GamesContext, roomCode: string): Promise<GameRecord> {
  const [open] = await ctx.db
    .select()
    .from(games)
    .where(and(eq(games.roomCode, roomCode), ne(games.status, 'completed')))
    .limit(1);
  if (open) return { ...toGameRecord(open), state: await currentState(ctx.db, open) };
  const [ended] = await ctx.db
    .select()
    .from(games)
    .where(
      and(
        eq(games.roomCode, roomCode),
        eq(games.status, 'completed'),
        gt(games.endedAt, new Date(ctx.now() - ROOM_CODE_GRACE_MS)),
      ),
    )
    .orderBy(desc(games.endedAt))
    .limit(1);
  if (ended) return toGameRecord(ended);
  throw gameError('NOT_FOUND', 'roomNotFound');
}

/** What the join screen shows for a code: the teams, and why joining is blocked, if it is. */
export async function findRoom(ctx: GamesContext, roomCode: string): Promise<RoomLookup> {
  const record = await findGameByRoomCode(ctx, roomCode);
  return {
    gameId: record.id,
    roomCode: record.roomCode,
    status: record.status,
    isLocked: record.isLocked,
    teams: record.state.teams.map((team) => ({ id: team.id, name: team.name, colour: team.colour })),
    blockedKey: joinBlockedKey(record),
  };
}

/** Why a new player may not join, or null. */
export function joinBlockedKey(record: Pick<GameRecord, 'status' | 'isLocked'>): RoomLookup['blockedKey'] {
  if (record.status === 'completed') return 'game.errors.gameFinished';
  if (record.isLocked) return 'game.errors.roomLocked';
  return null;
}
