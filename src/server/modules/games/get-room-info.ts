import { and, asc, eq } from 'drizzle-orm';
import type { RoomInfo } from '../../../shared/contracts/game';
import { admissionOf, approvalOf } from '../../../shared/game/approval';
import { gamePlayers } from '../../db/game-schema';
import type { GameRecord } from './game-record';
import type { GamesContext } from './games-context';

/**
 * The lobby as everyone in the room sees it: teams, the players who were not removed, and (approve each player)
 * those waiting for the host, in the order they asked.
 */
export async function getRoomInfo(ctx: GamesContext, record: GameRecord): Promise<RoomInfo> {
  const rows = await ctx.db
    .select({ id: gamePlayers.id, nickname: gamePlayers.nickname, teamId: gamePlayers.teamId })
    .from(gamePlayers)
    .where(and(eq(gamePlayers.gameId, record.id), eq(gamePlayers.isRemoved, false)))
    .orderBy(asc(gamePlayers.joinedAt), asc(gamePlayers.nickname));
  const approval = approvalOf(record.state);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    gameId: record.id,
    roomCode: record.roomCode,
    status: record.status,
    isLocked: record.isLocked,
    teams: record.state.teams.map((team) => ({ id: team.id, name: team.name, colour: team.colour })),
    players: rows.filter((row) => admissionOf(record.state, row.id) === 'in'),
    isApprovalOn: approval.isOn,
    waitingPlayers: approval.waitingPlayerIds.flatMap((id) => byId.get(id) ?? []),
  };
}
