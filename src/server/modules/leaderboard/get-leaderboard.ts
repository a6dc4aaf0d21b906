import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import {
  LEADERBOARD_TOP,
  type Leaderboard,
  type leaderboardQuerySchema,
} from '../../../shared/contracts/leaderboard';
import { challengeDay } from '../../../shared/solo/calendar';
import { periodKey } from '../../../shared/solo/periods';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/auth-schema';
import { leaderboardScores, playerProfiles } from '../../db/solo-schema';

/**
 * A leaderboard: the top 100 of a period (and region) with ranks that tie on equal points, and the player's own
 * rank counted as 1 + the players with more points (index range scans on the period's rows).
 */
export async function getLeaderboard(
  db: Database,
  query: z.output<typeof leaderboardQuerySchema>,
  userId: string | null,
  now: number,
): Promise<Leaderboard> {
  const key = periodKey(query.period, challengeDay(now));
  const scope: SQL =
    query.region === 'global'
      ? eq(leaderboardScores.period, key)
      : and(eq(leaderboardScores.period, key), eq(leaderboardScores.region, query.region))!;
  const rows = await db
    .select({
      userId: leaderboardScores.userId,
      points: leaderboardScores.points,
      rank: sql<number>`rank() over (order by ${leaderboardScores.points} desc)`.mapWith(Number),
      name: sql<string>`coalesce(${users.displayName}, ${users.name})`,
      country: playerProfiles.country,
      isShown: sql<boolean>`coalesce(${playerProfiles.showOnLeaderboards}, true)`,
    })
    .from(leaderboardScores)
    .innerJoin(users, eq(users.id, leaderboardScores.userId))
    .leftJoin(playerProfiles, eq(playerProfiles.userId, leaderboardScores.userId))
    .where(scope)
    .orderBy(desc(leaderboardScores.points), leaderboardScores.userId)
    .limit(LEADERBOARD_TOP);
  const [{ players } = { players: 0 }] = await db
    .select({ players: sql<number>`count(*)`.mapWith(Number) })
    .from(leaderboardScores)
    .where(scope);
  let you: Leaderboard['you'] = null;
  if (userId) {
    const [mine] = await db
      .select({ points: leaderboardScores.points })
      .from(leaderboardScores)
      .where(and(scope, eq(leaderboardScores.userId, userId)));
    if (mine) {
      const [{ ahead } = { ahead: 0 }] = await db
        .select({ ahead: sql<number>`count(*)`.mapWith(Number) })
        .from(leaderboardScores)
        .where(and(scope, gt(leaderboardScores.points, mine.points)));
      you = { rank: ahead + 1, points: mine.points };
    }
  }
  return {
    period: query.period,
    region: query.region,
    periodKey: key,
    players,
    you,
    entries: rows.map((row) => ({
      rank: row.rank,
      name: row.isShown || row.userId === userId ? row.name : null,
      country: row.isShown ? row.country : null,
      points: row.points,
      isYou: row.userId === userId,
    })),
  };
}
