import { and, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
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
import { leaderboardRankBuckets, leaderboardScores, playerProfiles } from '../../db/solo-schema';

/** The width of a rank bucket, as the trigger on leaderboard_scores computes it (the solo migration). */
export const RANK_BUCKET_POINTS = 100;

/**
 * A leaderboard (decision 020): the top 100 of a period (and region) read from the rank index and only then joined
 * to the players, ranked with `rank()` (equal points share a rank: every row with more points than a row of the top
 * 100 is in the top 100, so its rank there is its rank on the whole board); the number of players and the player's
 * own rank from the rank buckets: 1 + the players of the higher buckets + the players of their own bucket with more
 * points (a short range of the rank index).
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
  const bucketScope: SQL =
    query.region === 'global'
      ? eq(leaderboardRankBuckets.period, key)
      : and(eq(leaderboardRankBuckets.period, key), eq(leaderboardRankBuckets.region, query.region))!;
  const top = db
    .select({ userId: leaderboardScores.userId, points: leaderboardScores.points })
    .from(leaderboardScores)
    .where(scope)
    // `nulls last` as the rank index has it, so the top 100 is a scan of the index's first 100 entries.
    .orderBy(sql`${leaderboardScores.points} desc nulls last`, leaderboardScores.userId)
    .limit(LEADERBOARD_TOP)
    .as('top');
  // The names and countries of the 100 by primary key (a lookup each, never a scan of all the players).
  const rows = await db
    .select({
      userId: top.userId,
      points: top.points,
      rank: sql<number>`rank() over (order by ${top.points} desc)`.mapWith(Number),
      name: sql<string>`(select coalesce(u.display_name, u.name) from ${users} u where u.id = "top"."user_id")`,
      country: sql<
        string | null
      >`(select p.country from ${playerProfiles} p where p.user_id = "top"."user_id")`,
      isShown: sql<boolean>`coalesce((select p.show_on_leaderboards from ${playerProfiles} p where p.user_id = "top"."user_id"), true)`,
    })
    .from(top)
    .orderBy(desc(top.points), top.userId);
  const [mine] = userId
    ? await db
        .select({ points: leaderboardScores.points })
        .from(leaderboardScores)
        .where(and(scope, eq(leaderboardScores.userId, userId)))
    : [];
  const bucket = mine ? Math.floor(mine.points / RANK_BUCKET_POINTS) : null;
  const [counts] = await db
    .select({
      players: sql<number>`coalesce(sum(${leaderboardRankBuckets.players}), 0)`.mapWith(Number),
      above:
        sql<number>`coalesce(sum(${leaderboardRankBuckets.players}) filter (where ${leaderboardRankBuckets.bucket} > ${bucket ?? 0}), 0)`.mapWith(
          Number,
        ),
    })
    .from(leaderboardRankBuckets)
    .where(bucketScope);
  let you: Leaderboard['you'] = null;
  if (mine && bucket !== null) {
    const [{ ahead } = { ahead: 0 }] = await db
      .select({ ahead: sql<number>`count(*)`.mapWith(Number) })
      .from(leaderboardScores)
      .where(
        and(
          scope,
          gt(leaderboardScores.points, mine.points),
          lt(leaderboardScores.points, (bucket + 1) * RANK_BUCKET_POINTS),
        ),
      );
    you = { rank: (counts?.above ?? 0) + ahead + 1, points: mine.points };
  }
  return {
    period: query.period,
    region: query.region,
    periodKey: key,
    players: counts?.players ?? 0,
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
