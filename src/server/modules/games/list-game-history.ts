import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { GameHistory } from '../../../shared/contracts/game';
import { gamePlayers, games } from '../../db/game-schema';
import { currentState } from './game-record';
import type { GamesContext } from './games-context';

const HISTORY_MAX = 50;

/** A signed-in person's games, hosted or played, newest first (the profile's history). */
export async function listGameHistory(ctx: GamesContext, userId: string): Promise<GameHistory> {
  const played = await ctx.db
    .select({ gameId: gamePlayers.gameId, teamId: gamePlayers.teamId })
    .from(gamePlayers)
    .where(and(eq(gamePlayers.userId, userId), eq(gamePlayers.isRemoved, false)));
  const teamByGame = new Map(played.map((row) => [row.gameId, row.teamId]));
  const playedIds = [...teamByGame.keys()];
  const rows = await ctx.db
    .select({
      id: games.id,
      hostUserId: games.hostUserId,
      status: games.status,
      state: games.state,
      version: games.version,
      createdAt: games.createdAt,
      endedAt: games.endedAt,
    })
    .from(games)
    .where(
      playedIds.length > 0
        ? or(eq(games.hostUserId, userId), inArray(games.id, playedIds))
        : eq(games.hostUserId, userId),
    )
    .orderBy(desc(games.createdAt))
    .limit(HISTORY_MAX);
  const states = await Promise.all(rows.map((row) => currentState(ctx.db, row)));
  return {
    games: rows.map((row, index) => {
      const state = states[index] ?? row.state;
      const isHost = row.hostUserId === userId;
      return {
        gameId: row.id,
        role: isHost ? 'host' : 'player',
        status: row.status,
        teams: state.teams.map((team) => ({
          id: team.id,
          name: team.name,
          colour: team.colour,
          score: team.score,
        })),
        teamId: isHost ? null : (teamByGame.get(row.id) ?? null),
        winnerTeamIds: state.result?.winnerTeamIds ?? [],
        isDraw: state.result?.isDraw ?? false,
        createdAt: row.createdAt.toISOString(),
        endedAt: row.endedAt?.toISOString() ?? null,
      };
    }),
  };
}
