import { and, eq, isNotNull } from 'drizzle-orm';
import { TEAM_WIN_POINTS } from '../../../shared/contracts/leaderboard';
import type { Database } from '../../db/client';
import { gamePlayers } from '../../db/game-schema';
import type { GameRecord } from '../games/game-record';
import { awardPoints } from '../leaderboard/award-points';
import { awardAchievements } from './award-achievements';

/**
 * A team game has finished: the signed-in players of the winning team (not in a draw) earn TEAM_WIN_POINTS on the
 * leaderboards, once per game, and the host and every signed-in player are checked for achievements (first game
 * hosted, first win, every lifeline used...). Their toasts show on their next visit (POST /api/achievements/announce).
 */
export async function recordTeamGame(db: Database, game: GameRecord, now: number): Promise<void> {
  const result = game.state.result;
  const players = await db
    .selectDistinct({ userId: gamePlayers.userId, teamId: gamePlayers.teamId })
    .from(gamePlayers)
    .where(
      and(eq(gamePlayers.gameId, game.id), eq(gamePlayers.isRemoved, false), isNotNull(gamePlayers.userId)),
    );
  for (const player of players) {
    if (result && !result.isDraw && result.winnerTeamIds.includes(player.teamId)) {
      await awardPoints(db, {
        userId: player.userId!,
        source: 'team_win',
        sourceId: game.id,
        points: TEAM_WIN_POINTS,
        at: now,
      });
    }
  }
  const people = new Set([game.hostUserId, ...players.map((player) => player.userId)]);
  for (const userId of people) if (userId) await awardAchievements(db, userId, now);
}
