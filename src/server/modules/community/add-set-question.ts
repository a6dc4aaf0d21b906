import { and, eq } from 'drizzle-orm';
import type { QuestionInput } from '../../../shared/contracts/admin-questions';
import type { Database } from '../../db/client';
import { questionSetCategories } from '../../db/community-schema';
import { questions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { questionValues } from '../questions/save-question';
import { findOwnSet } from './set-access';

/**
 * A question added by the set's author to one of its columns, checked by the back-office's own schema. It is
 * playable in the set's games at once (the columns are in no bank list); a report sends it to the review queue.
 */
export async function addSetQuestion(
  db: Database,
  setId: string,
  input: QuestionInput,
  authorId: string,
): Promise<string> {
  await findOwnSet(db, setId, authorId);
  const [column] = await db
    .select({ categoryId: questionSetCategories.categoryId })
    .from(questionSetCategories)
    .where(
      and(eq(questionSetCategories.setId, setId), eq(questionSetCategories.categoryId, input.categoryId)),
    );
  if (!column) {
    throw new AppError('VALIDATION', 'errors.validation', { categoryId: 'validation.categoryRequired' });
  }
  const [row] = await db
    .insert(questions)
    .values({ ...questionValues(input), source: 'community', createdBy: authorId, reviewStatus: 'approved' })
    .returning({ id: questions.id });
  return row!.id;
}
