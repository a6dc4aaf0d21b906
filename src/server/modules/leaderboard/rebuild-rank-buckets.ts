import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leaderboardRankBuckets, leaderboardScores } from '../../db/solo-schema';
import { RANK_BUCKET_POINTS } from './get-leaderboard';

/**
 * Counts the rank buckets again from `leaderboard_scores`, for a bulk load written with the table's triggers off
 * (bench/leaderboard.ts) or a repair; the trigger keeps them in step otherwise.
 */
export async function rebuildRankBuckets(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(leaderboardRankBuckets);
    await tx.execute(sql`
      insert into ${leaderboardRankBuckets} (period, region, bucket, players)
      select ${leaderboardScores.period}, coalesce(${leaderboardScores.region}, ''),
        floor(${leaderboardScores.points} / ${sql.raw(`${RANK_BUCKET_POINTS}.0`)})::int, count(*)
      from ${leaderboardScores}
      group by 1, 2, 3`);
  });
}
