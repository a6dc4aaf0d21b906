import { and, eq } from 'drizzle-orm';
import { questions } from '../../db/schema';

/** A question a board may draw: active and approved by a reviewer (the seeded bank arrives approved). */
export const isPlayableQuestion = () =>
  and(eq(questions.isActive, true), eq(questions.reviewStatus, 'approved'));
