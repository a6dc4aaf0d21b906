import { and, eq } from 'drizzle-orm';
import type { ReportQuestionInput } from '../../../shared/contracts/community';
import type { Database } from '../../db/client';
import { questionSetCategories } from '../../db/community-schema';
import { questions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findVisibleSet } from './set-access';

/**
 * A player reports a question of a set they can see: it goes back to the review queue (pending, with the reason
 * as its note) and is left off boards until a moderator approves it again.
 */
export async function reportSetQuestion(
  db: Database,
  questionId: string,
  input: ReportQuestionInput,
  reporter: { id: string; email: string },
): Promise<void> {
  const [row] = await db
    .select({ setId: questionSetCategories.setId })
    .from(questions)
    .innerJoin(questionSetCategories, eq(questionSetCategories.categoryId, questions.categoryId))
    .where(and(eq(questions.id, questionId), eq(questions.source, 'community')));
  if (!row) throw new AppError('NOT_FOUND', 'community.errors.questionNotFound');
  await findVisibleSet(db, row.setId, reporter.id);
  await db
    .update(questions)
    .set({
      reviewStatus: 'pending',
      reviewNote: `report: ${input.reason}`,
      reviewedBy: null,
      reviewedAt: null,
    })
    .where(eq(questions.id, questionId));
}
