import { z } from 'zod';
import { DIFFICULTIES, type Difficulty } from '../constants';

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
