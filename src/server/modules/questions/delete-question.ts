import { eq } from 'drizzle-orm';
import type { DeleteResult } from '../../../shared/contracts/admin-questions';
import type { Database } from '../../db/client';
import { hostSeenQuestions } from '../../db/game-schema';
import { questions } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * Deletes a question nobody has played; one already drawn in a game is deactivated instead, so the game's history
 * and reports keep it.
 */
export async function deleteQuestion(db: Database, id: string): Promise<DeleteResult> {
  return db.transaction(async (tx) => {
    const [question] = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.id, id))
      .for('update');
    if (!question) throw new AppError('NOT_FOUND', 'admin.errors.questionNotFound');
    const [played] = await tx
      .select({ id: hostSeenQuestions.questionId })
      .from(hostSeenQuestions)
      .where(eq(hostSeenQuestions.questionId, id))
      .limit(1);
    if (played) {
      await tx.update(questions).set({ isActive: false, adminEdited: true }).where(eq(questions.id, id));
      return { outcome: 'deactivated' };
    }
    await tx.delete(questions).where(eq(questions.id, id));
    return { outcome: 'deleted' };
  });
}
