import { and, eq, inArray } from 'drizzle-orm';
import { gamePlayers } from '../../db/game-schema';
import type { GameRecord } from './game-record';
import type { GamesContext } from './games-context';

/**
 * After the host changed the teams in the lobby, players of a team that no longer exists join the remaining team
 * with the fewest players (the first such team on a tie), one at a time so they spread out. Returns the players
 * moved, with their new team.
 */
export async function moveOrphanedPlayers(
  ctx: GamesContext,
  record: GameRecord,
): Promise<{ playerId: string; teamId: string }[]> {
  const teamIds = record.state.teams.map((team) => team.id);
  const players = await ctx.db
    .select({ id: gamePlayers.id, teamId: gamePlayers.teamId })
    .from(gamePlayers)
    .where(and(eq(gamePlayers.gameId, record.id), eq(gamePlayers.isRemoved, false)))
    .orderBy(gamePlayers.joinedAt);
  const counts = new Map(teamIds.map((id) => [id, 0]));
  for (const player of players) {
    if (counts.has(player.teamId)) counts.set(player.teamId, (counts.get(player.teamId) ?? 0) + 1);
  }
  const moves: { playerId: string; teamId: string }[] = [];
  for (const player of players) {
    if (counts.has(player.teamId) || teamIds.length === 0) continue;
    const target = teamIds.reduce((best, id) =>
      (counts.get(id) ?? 0) < (counts.get(best) ?? 0) ? id : best,
    );
    counts.set(target, (counts.get(target) ?? 0) + 1);
    moves.push({ playerId: player.id, teamId: target });
  }
  for (const teamId of new Set(moves.map((move) => move.teamId))) {
    const ids = moves.filter((move) => move.teamId === teamId).map((move) => move.playerId);
    await ctx.db
      .update(gamePlayers)
      .set({ teamId })
      .where(and(eq(gamePlayers.gameId, record.id), inArray(gamePlayers.id, ids)));
  }
  return moves;
}
