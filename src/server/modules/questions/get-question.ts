import { eq } from 'drizzle-orm';
import type { AdminQuestion } from '../../../shared/contracts/admin-questions';
import type { Database } from '../../db/client';
import { questions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { selectAdminQuestions, toAdminQuestion } from './list-questions';

/** One question with everything the edit form shows; 404 when there is none. */
export async function getQuestion(db: Database, id: string): Promise<AdminQuestion> {
  const [row] = await selectAdminQuestions(db).where(eq(questions.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'admin.errors.questionNotFound');
  return toAdminQuestion(row);
}
