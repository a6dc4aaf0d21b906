import { and, eq, gte, inArray } from 'drizzle-orm';
import type { ReviewInput } from '../../../shared/contracts/admin-questions';
import type { Database } from '../../db/client';
import { questions } from '../../db/schema';

/** Approves or rejects the selected questions, with who, when and an optional note. */
export async function reviewQuestions(
  db: Database,
  input: ReviewInput,
  reviewerEmail: string,
): Promise<{ updated: number }> {
  const rows = await db
    .update(questions)
    .set({
      reviewStatus: input.decision === 'approve' ? 'approved' : 'rejected',
      reviewedBy: reviewerEmail,
      reviewedAt: new Date(),
      reviewNote: input.note || null,
    })
    .where(inArray(questions.id, input.ids))
    .returning({ id: questions.id });
  return { updated: rows.length };
}

/** Approves every pending question whose AI confidence is at least `minConfidence` (in %). */
export async function approveConfident(
  db: Database,
  minConfidence: number,
  reviewerEmail: string,
): Promise<{ updated: number }> {
  const rows = await db
    .update(questions)
    .set({ reviewStatus: 'approved', reviewedBy: reviewerEmail, reviewedAt: new Date(), reviewNote: null })
    .where(
      and(eq(questions.reviewStatus, 'pending'), gte(questions.aiConfidence, minConfidence / 100 - 1e-6)),
    )
    .returning({ id: questions.id });
  return { updated: rows.length };
}
