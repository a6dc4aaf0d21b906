import { and, eq, isNotNull } from 'drizzle-orm';
import { TEAM_WIN_POINTS } from '../../../shared/contracts/leaderboard';
import type { AchievementKey } from '../../../shared/solo/achievements';
import type { Database } from '../../db/client';
import { gamePlayers } from '../../db/game-schema';
import type { GameRecord } from '../games/game-record';
import { awardPoints } from '../leaderboard/award-points';
import { awardAchievements } from './award-achievements';

/** What one signed-in person earned in a finished game, and where they are in it (to tell their devices). */
export type EarnedInGame = {
  userId: string;
  keys: AchievementKey[];
  /** Their players in the game (one per phone that joined signed in as them). */
  playerIds: string[];
  isHost: boolean;
};

/**
 * A team game has finished: the signed-in players of the winning team (not in a draw) earn TEAM_WIN_POINTS on the
 * leaderboards, once per game, and the host and every signed-in player are checked for achievements (first game
 * hosted, first win, every lifeline used...). Answers who earned what, for their devices in the game to announce
 * (through POST /api/achievements/announce, which marks them shown; a device not there shows them on the next visit).
 */
export async function recordTeamGame(db: Database, game: GameRecord, now: number): Promise<EarnedInGame[]> {
  const result = game.state.result;
  const players = await db
    .select({ playerId: gamePlayers.id, userId: gamePlayers.userId, teamId: gamePlayers.teamId })
    .from(gamePlayers)
    .where(
      and(eq(gamePlayers.gameId, game.id), eq(gamePlayers.isRemoved, false), isNotNull(gamePlayers.userId)),
    );
  // awardPoints pays once per game and person, however many phones they joined with.
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
  const earned: EarnedInGame[] = [];
  for (const userId of people) {
    if (!userId) continue;
    const keys = await awardAchievements(db, userId, now);
    if (keys.length === 0) continue;
    const playerIds = players.filter((player) => player.userId === userId).map((player) => player.playerId);
    earned.push({ userId, keys, playerIds, isHost: userId === game.hostUserId });
  }
  return earned;
}
