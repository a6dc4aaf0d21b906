import { eq, sql } from 'drizzle-orm';
import { challengeDay } from '../../../shared/solo/calendar';
import { periodKeys, regionOf } from '../../../shared/solo/periods';
import type { Database } from '../../db/client';
import { leaderboardScores, playerPoints, playerProfiles } from '../../db/solo-schema';

/** A transaction of the database, for operations that run inside one. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Awards points once per source (a daily round, a tournament, a team game won) and adds them to the player's
 * all-time, weekly and monthly leaderboard rows (Asia/Dubai periods). A second award of the same source does
 * nothing. Returns whether the points were added.
 */
export async function awardPoints(
  db: Database | Tx,
  award: {
    userId: string;
    source: 'daily' | 'tournament' | 'team_win';
    sourceId: string;
    points: number;
    at: number;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(playerPoints)
    .values({
      userId: award.userId,
      source: award.source,
      sourceId: award.sourceId,
      points: award.points,
      earnedAt: new Date(award.at),
    })
    .onConflictDoNothing()
    .returning({ id: playerPoints.id });
  if (inserted.length === 0) return false;
  const [profile] = await db
    .select({ country: playerProfiles.country })
    .from(playerProfiles)
    .where(eq(playerProfiles.userId, award.userId));
  const region = regionOf(profile?.country ?? null);
  const rows = periodKeys(challengeDay(award.at)).map((period) => ({
    period,
    userId: award.userId,
    region,
    points: award.points,
  }));
  await db
    .insert(leaderboardScores)
    .values(rows)
    .onConflictDoUpdate({
      target: [leaderboardScores.period, leaderboardScores.userId],
      set: {
        points: sql`${leaderboardScores.points} + excluded.points`,
        region: sql`excluded.region`,
        updatedAt: sql`now()`,
      },
    });
  return true;
}
