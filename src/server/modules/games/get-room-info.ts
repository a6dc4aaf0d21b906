import { and, asc, eq } from 'drizzle-orm';
import type { RoomInfo } from '../../../shared/contracts/game';
import { gamePlayers } from '../../db/game-schema';
import type { GameRecord } from './game-record';
import type { GamesContext } from './games-context';

/** The lobby as everyone in the room sees it: teams and the players who were not removed. */
export async function getRoomInfo(ctx: GamesContext, record: GameRecord): Promise<RoomInfo> {
  const players = await ctx.db
    .select({ id: gamePlayers.id, nickname: gamePlayers.nickname, teamId: gamePlayers.teamId })
    .from(gamePlayers)
    .where(and(eq(gamePlayers.gameId, record.id), eq(gamePlayers.isRemoved, false)))
    .orderBy(asc(gamePlayers.joinedAt), asc(gamePlayers.nickname));
  return {
    gameId: record.id,
    roomCode: record.roomCode,
    status: record.status,
    isLocked: record.isLocked,
    teams: record.state.teams.map((team) => ({ id: team.id, name: team.name, colour: team.colour })),
    players,
  };
}
