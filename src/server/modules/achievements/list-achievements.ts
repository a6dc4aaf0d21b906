import { eq } from 'drizzle-orm';
import type { AchievementList } from '../../../shared/contracts/achievements';
import { ACHIEVEMENTS, achievementProgress } from '../../../shared/solo/achievements';
import type { Database } from '../../db/client';
import { playerAchievements } from '../../db/solo-schema';
import { achievementStats } from './achievement-stats';
import { awardAchievements } from './award-achievements';

/** The catalogue with the player's progress; anything reached since the last award is awarded first. */
export async function listAchievements(db: Database, userId: string, now: number): Promise<AchievementList> {
  const stats = await achievementStats(db, userId);
  await awardAchievements(db, userId, now, stats);
  const earned = await db
    .select({ achievement: playerAchievements.achievement, earnedAt: playerAchievements.earnedAt })
    .from(playerAchievements)
    .where(eq(playerAchievements.userId, userId));
  const earnedAt = new Map(earned.map((row) => [row.achievement, row.earnedAt.toISOString()]));
  const items = ACHIEVEMENTS.map(({ key }) => ({
    key,
    ...achievementProgress(stats, key),
    earnedAt: earnedAt.get(key) ?? null,
  }));
  return { items, earned: items.filter((item) => item.earnedAt !== null).length, total: items.length };
}
