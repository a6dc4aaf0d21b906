import { z } from 'zod';
import { DIFFICULTIES } from '../constants';

/** The back-office's dashboard, settings and activity log. */

/** Values an admin may change at run time, with their defaults; stored in the `settings` table. */
export const settingsSchema = z.object({
  /** Pending questions at or above this AI confidence (in %) can be approved together. */
  bulkApprovalConfidence: z
    .number({ error: 'validation.required' })
    .int('validation.wholeNumber')
    .min(50, 'validation.range')
    .max(100, 'validation.range'),
  /** A sub-category with fewer playable questions than this is topped up (SPEC.md section 9: 60). */
  topUpBelow: z
    .number({ error: 'validation.required' })
    .int('validation.wholeNumber')
    .min(6, 'validation.range')
    .max(1000, 'validation.range'),
});
export type Settings = z.infer<typeof settingsSchema>;
export const DEFAULT_SETTINGS: Settings = { bulkApprovalConfidence: 85, topUpBelow: 60 };

export const LAUNCH_CHECKS = [
  'adminExists',
  'siteUrl',
  'smtp',
  'authSecret',
  'playableCategories',
  'backups',
] as const;
export type LaunchCheckName = (typeof LAUNCH_CHECKS)[number];

export const activityEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuerySchema = z.object({
  action: z.string().trim().max(60).optional(),
  targetType: z.string().trim().max(60).optional(),
  actor: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityListSchema = z.object({
  items: z.array(activityEntrySchema),
  total: z.number().int(),
  actions: z.array(z.string()),
});
export type ActivityList = z.infer<typeof activityListSchema>;

export const adminOverviewSchema = z.object({
  users: z.object({ total: z.number(), admins: z.number(), moderators: z.number() }),
  questions: z.object({
    active: z.number(),
    inactive: z.number(),
    pendingReview: z.number(),
    byDifficulty: z.record(z.enum(DIFFICULTIES), z.number()),
  }),
  categories: z.object({ active: z.number(), playable: z.number() }),
  needsQuestions: z.array(z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string() })),
  recentActivity: z.array(activityEntrySchema),
  launchCheck: z.array(
    z.object({
      name: z.enum(LAUNCH_CHECKS),
      /** `unknown` for what this installation cannot check yet (backups, until they exist). */
      status: z.enum(['ok', 'missing', 'unknown']),
      /** When it was last done (the newest backup), if the check has a time. */
      at: z.string().nullable().optional(),
    }),
  ),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
