import type { AchievementKey } from '../../../shared/solo/achievements';
import { reachedAchievements } from '../../../shared/solo/achievements';
import type { Database } from '../../db/client';
import { playerAchievements } from '../../db/solo-schema';
import { achievementStats } from './achievement-stats';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Awards every achievement whose goal the player's counters reach and that they do not have yet, once each (the
 * primary key keeps a second award out, also from two requests at once). Returns the newly earned keys.
 */
export async function awardAchievements(
  db: Database | Tx,
  userId: string,
  now: number,
): Promise<AchievementKey[]> {
  const reached = reachedAchievements(await achievementStats(db, userId));
  if (reached.length === 0) return [];
  const inserted = await db
    .insert(playerAchievements)
    .values(reached.map((achievement) => ({ userId, achievement, earnedAt: new Date(now) })))
    .onConflictDoNothing()
    .returning({ achievement: playerAchievements.achievement });
  const fresh = new Set(inserted.map((row) => row.achievement));
  return reached.filter((key) => fresh.has(key));
}
