import { inArray } from 'drizzle-orm';
import type { BulkUpdateInput } from '../../../shared/contracts/admin-questions';
import type { Database } from '../../db/client';
import { questions } from '../../db/schema';

/** Activates or deactivates the selected questions in one statement; returns how many exist. */
export async function bulkUpdateQuestions(
  db: Database,
  input: BulkUpdateInput,
): Promise<{ updated: number }> {
  const rows = await db
    .update(questions)
    .set({ isActive: input.action === 'activate', adminEdited: true })
    .where(inArray(questions.id, input.ids))
    .returning({ id: questions.id });
  return { updated: rows.length };
}
