import { asc, eq, inArray } from 'drizzle-orm';
import type { QuestionSetDetail } from '../../../shared/contracts/community';
import type { Database } from '../../db/client';
import { questionSetCategories } from '../../db/community-schema';
import { categories, questions } from '../../db/schema';
import { isColumnPlayable, loadColumnCounts, summarizeSets } from './list-sets';
import { findVisibleSet } from './set-access';

/**
 * One set with its columns and their questions. Answers are not part of it: a set is meant to be played, so its
 * page shows the questions' bodies (to report one) but never which option is right.
 */
export async function getQuestionSet(
  db: Database,
  setId: string,
  viewerId: string | null,
): Promise<QuestionSetDetail> {
  await findVisibleSet(db, setId, viewerId);
  const [summary] = await summarizeSets(db, [setId], viewerId);
  const columns = await db
    .select({ id: categories.id, nameAr: categories.nameAr, nameEn: categories.nameEn })
    .from(questionSetCategories)
    .innerJoin(categories, eq(categories.id, questionSetCategories.categoryId))
    .where(eq(questionSetCategories.setId, setId))
    .orderBy(asc(questionSetCategories.position));
  const counts = new Map((await loadColumnCounts(db, [setId])).map((c) => [c.categoryId, c.counts]));
  const rows = columns.length
    ? await db
        .select({
          id: questions.id,
          categoryId: questions.categoryId,
          bodyAr: questions.bodyAr,
          bodyEn: questions.bodyEn,
          difficulty: questions.difficulty,
          reviewStatus: questions.reviewStatus,
        })
        .from(questions)
        .where(
          inArray(
            questions.categoryId,
            columns.map((c) => c.id),
          ),
        )
        .orderBy(asc(questions.createdAt))
    : [];
  return {
    ...summary!,
    categories: columns.map((column) => {
      const columnCounts = counts.get(column.id) ?? { easy: 0, medium: 0, hard: 0 };
      return {
        id: column.id,
        name: { ar: column.nameAr, en: column.nameEn },
        counts: columnCounts,
        isPlayable: isColumnPlayable(columnCounts),
        questions: rows
          .filter((row) => row.categoryId === column.id && row.reviewStatus !== 'rejected')
          .map((row) => ({
            id: row.id,
            body: { ar: row.bodyAr, en: row.bodyEn },
            difficulty: row.difficulty,
            isUnderReview: row.reviewStatus === 'pending',
          })),
      };
    }),
  };
}
