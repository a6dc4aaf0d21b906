import { z } from 'zod';
import { DIFFICULTIES, type Difficulty } from '../constants';
import { mediaCreditSchema } from './admin-questions';

/** The AI studio's generator (SPEC.md sections 5 and 8). */

export const GENERATION_COUNTS = [10, 20, 36, 50] as const;
export type GenerationCount = (typeof GENERATION_COUNTS)[number];
export const GENERATION_MEDIA = ['image', 'video', 'audio'] as const;
export type GenerationMedia = (typeof GENERATION_MEDIA)[number];
export const TOPIC_MIN = 5;
export const TOPIC_MAX = 200;
export const GENERATION_CATEGORIES_MAX = 5;
/** The share of each difficulty in a generated set. */
export const DIFFICULTY_MIX: Record<Difficulty, number> = { easy: 0.4, medium: 0.35, hard: 0.25 };
/** A generated question at or above this confidence is high confidence (the settings hold the bulk threshold). */
export const HIGH_CONFIDENCE = 85;

/**
 * How many questions of each difficulty a set of `count` gets: the mix rounded by largest remainder, so the
 * parts always add up to `count` (ties go to the easier difficulty).
 */
export function difficultyMix(count: number): Record<Difficulty, number> {
  const exact = DIFFICULTIES.map((d) => ({ d, value: count * DIFFICULTY_MIX[d] }));
  const result = Object.fromEntries(exact.map(({ d, value }) => [d, Math.floor(value)])) as Record<
    Difficulty,
    number
  >;
  let left = count - DIFFICULTIES.reduce((sum, d) => sum + result[d], 0);
  const remainder = (value: number) => value - Math.floor(value);
  const byRemainder = [...exact].sort((a, b) => remainder(b.value) - remainder(a.value));
  for (const { d } of byRemainder) {
    if (left <= 0) break;
    result[d] += 1;
    left -= 1;
  }
  return result;
}

export const generationInputSchema = z.object({
  topic: z
    .string({ error: 'validation.required' })
    .trim()
    .min(TOPIC_MIN, 'validation.topicTooShort')
    .max(TOPIC_MAX, 'validation.tooLong'),
  categoryIds: z
    .array(z.string().uuid())
    .min(1, 'validation.categoriesRange')
    .max(GENERATION_CATEGORIES_MAX, 'validation.categoriesRange'),
  media: z.array(z.enum(GENERATION_MEDIA)).min(1, 'validation.mediaRequired'),
  count: z
    .number({ error: 'validation.invalid' })
    .refine(
      (n): n is GenerationCount => (GENERATION_COUNTS as readonly number[]).includes(n),
      'validation.invalid',
    ),
});
export type GenerationInput = z.infer<typeof generationInputSchema>;

/** What the model is asked to return for each question (and what every item is checked against). */
export const generatedQuestionSchema = z.object({
  bodyAr: z.string().trim().min(1),
  bodyEn: z.string().trim().min(1),
  optionsAr: z.array(z.string().trim().min(1)).length(4),
  optionsEn: z.array(z.string().trim().min(1)).length(4),
  correctIndex: z.number().int().min(0).max(3),
  difficulty: z.enum(DIFFICULTIES),
  tags: z.array(z.string().trim().min(1).max(40)).max(8).default([]),
  keywords: z.array(z.string().trim().min(1).max(60)).max(10).default([]),
  /** A short search phrase, in English, for a picture or a video that goes with the question. */
  mediaSearchTerm: z.string().trim().min(2).max(100),
  /** What the picture or video should show, for players who cannot see it. */
  mediaDescriptionAr: z.string().trim().max(300).default(''),
  mediaDescriptionEn: z.string().trim().max(300).default(''),
  /** The fact that makes the answer right, in English, for the reviewer. */
  fact: z.string().trim().min(5).max(500),
  /** The model's own confidence that the question and its answer are right, 0 to 100. */
  confidence: z.number().min(0).max(100),
});
export type GeneratedQuestion = z.infer<typeof generatedQuestionSchema>;

export const RUN_KINDS = ['generate', 'topup', 'builtin'] as const;
export type RunKind = (typeof RUN_KINDS)[number];
export const RUN_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const CATEGORY_RUN_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type CategoryRunStatus = (typeof CATEGORY_RUN_STATUSES)[number];

/** Why an item of a run was not stored. */
export const rejectionSchema = z.object({
  /** A translation key: admin.ai.errors.*, admin.ai.rejected.* */
  reason: z.string(),
  /** The item's English body when it had one. */
  detail: z.string().nullable(),
});
export type Rejection = z.infer<typeof rejectionSchema>;

export const runCategorySchema = z.object({
  categoryId: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  status: z.enum(CATEGORY_RUN_STATUSES),
  generated: z.number().int(),
  rejected: z.number().int(),
  /** A translation key when the category failed. */
  error: z.string().nullable(),
});
export type RunCategory = z.infer<typeof runCategorySchema>;

/** A generation run: the studio's form, an auto top-up or the built-in generator (SPEC.md sections 3 and 4). */
export const generationRunSchema = z.object({
  id: z.string(),
  kind: z.enum(RUN_KINDS),
  status: z.enum(RUN_STATUSES),
  topic: z.string().nullable(),
  requested: z.number().int(),
  categories: z.array(runCategorySchema),
  newQuestions: z.number().int(),
  categoriesProcessed: z.number().int(),
  questionsRejected: z.number().int(),
  rejections: z.array(rejectionSchema),
  durationMs: z.number().int().nullable(),
  /** A translation key when the run failed. */
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type GenerationRun = z.infer<typeof generationRunSchema>;
export const generationRunListSchema = z.object({ items: z.array(generationRunSchema) });

export const SCHEDULE_CADENCES = ['off', 'daily', 'weekly'] as const;
export type ScheduleCadence = (typeof SCHEDULE_CADENCES)[number];
export const topUpScheduleSchema = z.object({
  cadence: z.enum(SCHEDULE_CADENCES),
  nextRunAt: z.string().nullable(),
});
export type TopUpSchedule = z.infer<typeof topUpScheduleSchema>;
export const topUpScheduleInputSchema = z.object({ cadence: z.enum(SCHEDULE_CADENCES) });

/** What the studio can use on this installation. */
export const studioStatusSchema = z.object({
  /** An OpenAI-compatible endpoint is configured (AI_BASE_URL). */
  hasModel: z.boolean(),
  model: z.string().nullable(),
  hasYoutubeKey: z.boolean(),
  bulkApprovalConfidence: z.number().int(),
  topUpBelow: z.number().int(),
  /** Active sub-categories under the top-up level right now. */
  categoriesBelow: z.number().int(),
});
export type StudioStatus = z.infer<typeof studioStatusSchema>;

export const builtinInputSchema = z.object({
  categoryId: z.string({ error: 'validation.categoryRequired' }).uuid('validation.categoryRequired'),
  count: z
    .number({ error: 'validation.invalid' })
    .refine(
      (n): n is GenerationCount => (GENERATION_COUNTS as readonly number[]).includes(n),
      'validation.invalid',
    ),
});
export type BuiltinInput = z.infer<typeof builtinInputSchema>;

export const runStartedSchema = z.object({ runId: z.string() });

/** Media search of the wizard (SPEC.md section 5). */
export const mediaSearchQuerySchema = z.object({
  q: z.string({ error: 'validation.required' }).trim().min(2, 'validation.searchTermRequired').max(100),
});
export const imageResultSchema = z.object({
  thumbUrl: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  credit: mediaCreditSchema,
});
export type ImageResult = z.infer<typeof imageResultSchema>;
export const imageSearchSchema = z.object({ items: z.array(imageResultSchema) });
export const videoResultSchema = z.object({
  videoId: z.string(),
  title: z.string(),
  channel: z.string().nullable(),
  thumbUrl: z.string().nullable(),
});
export type VideoResult = z.infer<typeof videoResultSchema>;
export const videoSearchSchema = z.object({ items: z.array(videoResultSchema) });
/** An image of the search chosen for a question: the server downloads it into the uploads. */
export const attachImageSchema = z.object({ url: z.string().url(), credit: mediaCreditSchema });
export const attachedImageSchema = z.object({ url: z.string(), credit: mediaCreditSchema });

export const bulkApproveSchema = z.object({
  minConfidence: z.number().int().min(50, 'validation.range').max(100, 'validation.range'),
});
