import {
  type AchievementKey,
  type AchievementStats,
  reachedAchievements,
} from '../../../shared/solo/achievements';
import type { Database } from '../../db/client';
import { playerAchievements } from '../../db/solo-schema';
import type { Tx } from '../leaderboard/award-points';
import { achievementStats } from './achievement-stats';

/**
 * Awards every achievement whose goal the player's counters reach and that they do not have yet, once each (the
 * primary key keeps a second award out, also from two requests at once). Returns the newly earned keys. `stats`:
 * the counters when the caller has them already.
 */
export async function awardAchievements(
  db: Database | Tx,
  userId: string,
  now: number,
  stats?: AchievementStats,
): Promise<AchievementKey[]> {
  const reached = reachedAchievements(stats ?? (await achievementStats(db, userId)));
  if (reached.length === 0) return [];
  const inserted = await db
    .insert(playerAchievements)
    .values(reached.map((achievement) => ({ userId, achievement, earnedAt: new Date(now) })))
    .onConflictDoNothing()
    .returning({ achievement: playerAchievements.achievement });
  const fresh = new Set(inserted.map((row) => row.achievement));
  return reached.filter((key) => fresh.has(key));
}
