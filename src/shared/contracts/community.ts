import { z } from 'zod';
import { BOARD_CATEGORY_COUNT, CATEGORY_NAME_MAX, DIFFICULTIES } from '../constants';
import { gameOptionsSchema } from '../game/commands';
import { localizedSchema } from './categories';
import { deviceIdSchema } from './game';

/** Community question sets (SPEC.md sections 1, 3 and 8): made by players, played as a board of their own. */

export const SET_NAME_MAX = 80;
export const SET_DESCRIPTION_MAX = 500;
export const REPORT_REASON_MAX = 300;
export const SET_SCOPES = ['all', 'mine'] as const;
export type SetScope = (typeof SET_SCOPES)[number];

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

export const setCategoryInputSchema = z.object({
  nameAr: requiredText(CATEGORY_NAME_MAX).regex(/[\u0600-\u06FF]/, 'validation.arabicScript'),
  nameEn: requiredText(CATEGORY_NAME_MAX),
});

/** The create-set form: its columns are named here; questions are added to them one by one afterwards. */
export const questionSetInputSchema = z.object({
  name: requiredText(SET_NAME_MAX),
  description: z.string().trim().max(SET_DESCRIPTION_MAX, 'validation.tooLong'),
  difficulty: z.enum(DIFFICULTIES, { error: 'validation.difficulty' }),
  isPublic: z.boolean(),
  categories: z
    .array(setCategoryInputSchema)
    .min(1, 'community.errors.noCategories')
    .max(BOARD_CATEGORY_COUNT, 'community.errors.tooManyCategories'),
});
export type QuestionSetInput = z.infer<typeof questionSetInputSchema>;

export const setListQuerySchema = z.object({
  scope: z.enum(SET_SCOPES).default('all'),
  q: z.string().trim().max(100).default(''),
});
export type SetListQuery = z.input<typeof setListQuerySchema>;

export const questionSetSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  isPublic: z.boolean(),
  questionCount: z.number().int(),
  categoryCount: z.number().int(),
  /** Columns with 2 questions of each difficulty: a full board when all 6 are. */
  playableCategoryCount: z.number().int(),
  likes: z.number().int(),
  isLiked: z.boolean(),
  isMine: z.boolean(),
  author: z.string(),
  createdAt: z.string(),
});
export type QuestionSetSummary = z.infer<typeof questionSetSummarySchema>;
export const questionSetListSchema = z.object({ sets: z.array(questionSetSummarySchema) });
export type QuestionSetList = z.infer<typeof questionSetListSchema>;

export const setQuestionSchema = z.object({
  id: z.string(),
  body: localizedSchema,
  difficulty: z.enum(DIFFICULTIES),
  isUnderReview: z.boolean(),
});
export type SetQuestion = z.infer<typeof setQuestionSchema>;

export const setCategorySchema = z.object({
  id: z.string(),
  name: localizedSchema,
  counts: z.object({ easy: z.number().int(), medium: z.number().int(), hard: z.number().int() }),
  isPlayable: z.boolean(),
  questions: z.array(setQuestionSchema),
});
export type SetCategory = z.infer<typeof setCategorySchema>;

export const questionSetDetailSchema = questionSetSummarySchema.extend({
  categories: z.array(setCategorySchema),
});
export type QuestionSetDetail = z.infer<typeof questionSetDetailSchema>;

export const likeResultSchema = z.object({ likes: z.number().int(), isLiked: z.boolean() });
export type LikeResult = z.infer<typeof likeResultSchema>;

export const reportQuestionInputSchema = z.object({ reason: requiredText(REPORT_REASON_MAX) });
export type ReportQuestionInput = z.infer<typeof reportQuestionInputSchema>;

/** "Play this set": a team game from the set's full columns, the rest of the board from bank categories. */
export const playSetInputSchema = z.object({
  options: gameOptionsSchema,
  /** Bank categories for the columns the set cannot fill; picked at random among playable ones when omitted. */
  bankCategoryIds: z.array(z.uuid('validation.invalid')).max(BOARD_CATEGORY_COUNT).default([]),
  deviceId: deviceIdSchema.optional(),
});
export type PlaySetInput = z.input<typeof playSetInputSchema>;

/** Names of set columns on a board (they are not in the public category list). */
export const boardCategoryNamesSchema = z.object({
  categories: z.array(z.object({ id: z.string(), name: localizedSchema })),
});
export type BoardCategoryNames = z.infer<typeof boardCategoryNamesSchema>;
