/** Achievements (SPEC.md section 2, decision 020): the catalogue with the player's progress and what is new. */
import { z } from 'zod';
import { ACHIEVEMENT_KEYS } from '../solo/achievements';

export const achievementKeySchema = z.enum(ACHIEVEMENT_KEYS);

export const achievementSchema = z.object({
  key: achievementKeySchema,
  current: z.number().int(),
  goal: z.number().int(),
  /** ISO time when earned, or null. */
  earnedAt: z.string().nullable(),
});
export type AchievementItem = z.infer<typeof achievementSchema>;

/** GET /api/achievements: every achievement in catalogue order. */
export const achievementListSchema = z.object({
  items: z.array(achievementSchema),
  earned: z.number().int(),
  total: z.number().int(),
});
export type AchievementList = z.infer<typeof achievementListSchema>;

/** POST /api/achievements/announce: the earned achievements not announced yet (now marked announced). */
export const achievementAnnouncementSchema = z.object({ keys: z.array(achievementKeySchema) });
export type AchievementAnnouncement = z.infer<typeof achievementAnnouncementSchema>;
