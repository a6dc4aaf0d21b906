/**
 * Playing alone (SPEC.md sections 2 and 7, decision 020): the daily challenge and its answers. A round's questions
 * come without their keys; the server scores every answer.
 */
import { z } from 'zod';
import { answerSchema } from '../game/commands';
import { deviceIdSchema, gameIdSchema } from './game';

export const DAILY_QUESTION_COUNT = 10;
/** The daily mix: easy, medium and hard questions. */
export const DAILY_DIFFICULTY_MIX = { easy: 4, medium: 3, hard: 3 } as const;

const bilingual = z.object({ ar: z.string(), en: z.string() });

/** A question of a round as the player sees it: no correct index, no accepted answers. */
export const soloQuestionSchema = z.object({
  index: z.number().int(),
  type: z.enum(['multiple_choice', 'open']),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  category: bilingual,
  body: bilingual,
  /** The four options of a multiple-choice question; empty for a written answer. */
  options: z.object({ ar: z.array(z.string()), en: z.array(z.string()) }),
  imageUrl: z.string().nullable(),
});
export type SoloQuestion = z.infer<typeof soloQuestionSchema>;

export const soloViewSchema = z.object({
  current: z.number().int(),
  total: z.number().int(),
  deadline: z.number().nullable(),
  remainingMs: z.number().nullable(),
  score: z.number().int(),
  isFinished: z.boolean(),
  results: z.array(
    z.object({
      questionIndex: z.number().int(),
      isCorrect: z.boolean(),
      isLate: z.boolean(),
      points: z.number().int(),
    }),
  ),
});
export type SoloViewDto = z.infer<typeof soloViewSchema>;

/** POST /api/challenges/today/start: guests send their device id (one attempt per device and day). */
export const startDailyInputSchema = z.object({ deviceId: deviceIdSchema.optional() });

/** A started (or resumed) round: its token (guests need it to answer), questions and progress. */
export const soloRoundSchema = z.object({
  roundId: gameIdSchema,
  roundToken: z.string().nullable(),
  day: z.string(),
  questions: z.array(soloQuestionSchema),
  questionSeconds: z.number().int(),
  maxScore: z.number().int(),
  serverNow: z.number(),
  view: soloViewSchema,
});
export type SoloRound = z.infer<typeof soloRoundSchema>;

/** GET /api/challenges/today: the day, and for a signed-in player whether it is played and the streak. */
export const dailyStatusSchema = z.object({
  day: z.string(),
  isSignedIn: z.boolean(),
  status: z.enum(['new', 'playing', 'finished']),
  streak: z.number().int(),
  longestStreak: z.number().int(),
  result: z
    .object({
      roundId: gameIdSchema,
      score: z.number().int(),
      correct: z.number().int(),
      total: z.number().int(),
    })
    .nullable(),
});
export type DailyStatus = z.infer<typeof dailyStatusSchema>;

export const soloAnswerResultSchema = z.object({
  ok: z.literal(true),
  isDuplicate: z.boolean(),
  roundId: gameIdSchema,
  questionIndex: z.number().int(),
  isCorrect: z.boolean(),
  isLate: z.boolean(),
  points: z.number().int(),
  view: soloViewSchema,
  /** Achievements this answer earned (keys), for the toast. */
  achievements: z.array(z.string()),
});
export type SoloAnswerResult = z.infer<typeof soloAnswerResultSchema>;

/** GET /api/solo-rounds/:roundId/review (finished rounds only): every question with its answer and yours. */
export const soloReviewSchema = z.object({
  roundId: gameIdSchema,
  day: z.string().nullable(),
  score: z.number().int(),
  maxScore: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  streak: z.number().int(),
  items: z.array(
    z.object({
      question: soloQuestionSchema,
      correctAnswer: bilingual,
      explanation: z.string().nullable(),
      given: answerSchema.nullable(),
      isCorrect: z.boolean(),
      isLate: z.boolean(),
      points: z.number().int(),
    }),
  ),
});
export type SoloReview = z.infer<typeof soloReviewSchema>;
