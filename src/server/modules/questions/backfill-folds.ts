import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { questions } from '../../db/schema';
import { questionFolds } from './question-folds';

const BATCH = 500;

/** Gives the search columns to questions stored before they existed (an installation upgraded in place). */
export async function backfillQuestionFolds(db: Database): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db.select().from(questions).where(eq(questions.searchText, '')).limit(BATCH);
    if (rows.length === 0) return done;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        await tx.update(questions).set(questionFolds(row)).where(eq(questions.id, row.id));
      }
    });
    done += rows.length;
  }
}
