import { z } from 'zod';
import { DIFFICULTIES } from '../constants';
import { localizedSchema } from './categories';

/**
 * Analytics for admins and the addresses of ANALYST_EMAILS (decision 021): read-only counts over a window, no
 * personal data (no names, e-mails or addresses).
 */

export const ANALYTICS_PERIODS = ['day', 'week', 'month'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
/** How many days, weeks or months back the figures reach. */
export const ANALYTICS_WINDOW: Record<AnalyticsPeriod, number> = { day: 30, week: 12, month: 12 };
/** A question is judged only after this many plays. */
export const MIN_PLAYS_TO_JUDGE = 3;
/** A hard question answered right this often is too easy; an easy one this rarely, too hard. */
export const TOO_EASY_SHARE = 0.8;
export const TOO_HARD_SHARE = 0.2;
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop', 'tv'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const analyticsQuerySchema = z.object({ period: z.enum(ANALYTICS_PERIODS).default('day') });

const countSchema = z.object({ key: z.string(), count: z.number().int() });
const categoryCountSchema = z.object({ id: z.string(), name: localizedSchema, count: z.number().int() });
export const questionShareSchema = z.object({
  id: z.string(),
  body: localizedSchema,
  difficulty: z.enum(DIFFICULTIES),
  plays: z.number().int(),
  correct: z.number().int(),
  /** correct / plays, 0 to 1. */
  share: z.number(),
});
export type QuestionShare = z.infer<typeof questionShareSchema>;

export const analyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  since: z.string(),
  activity: z.array(z.object({ bucket: z.string(), games: z.number().int(), players: z.number().int() })),
  hosts: z.object({ total: z.number().int(), returning: z.number().int() }),
  categories: z.object({ played: z.array(categoryCountSchema), skipped: z.array(categoryCountSchema) }),
  questions: z.object({
    measured: z.number().int(),
    /** Labelled hard, answered right by most teams. */
    tooEasy: z.array(questionShareSchema),
    /** Labelled easy, answered right by few teams. */
    tooHard: z.array(questionShareSchema),
    all: z.array(questionShareSchema),
  }),
  lifelines: z.array(z.object({ lifeline: z.string(), uses: z.number().int(), won: z.number().int() })),
  devices: z.array(countSchema),
  languages: z.array(countSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const analyticsAccessSchema = z.object({ isAllowed: z.boolean() });
