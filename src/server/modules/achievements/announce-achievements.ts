import { and, eq, isNull } from 'drizzle-orm';
import type { AchievementAnnouncement } from '../../../shared/contracts/achievements';
import { ACHIEVEMENT_KEYS, type AchievementKey } from '../../../shared/solo/achievements';
import type { Database } from '../../db/client';
import { playerAchievements } from '../../db/solo-schema';
import { awardAchievements } from './award-achievements';

/**
 * The earned achievements the player has not been shown yet (a team game ended, a round finished on another
 * device), marked as announced in the same statement so each toast shows once.
 */
export async function announceAchievements(
  db: Database,
  userId: string,
  now: number,
): Promise<AchievementAnnouncement> {
  await awardAchievements(db, userId, now);
  const rows = await db
    .update(playerAchievements)
    .set({ announcedAt: new Date(now) })
    .where(and(eq(playerAchievements.userId, userId), isNull(playerAchievements.announcedAt)))
    .returning({ achievement: playerAchievements.achievement });
  const keys = new Set(rows.map((row) => row.achievement));
  return { keys: ACHIEVEMENT_KEYS.filter((key): key is AchievementKey => keys.has(key)) };
}
