import { inArray } from 'drizzle-orm';
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
