import { and, asc, eq, sql } from 'drizzle-orm';
import { MIN_QUESTIONS_PER_DIFFICULTY_TO_PLAY } from '../../../shared/constants';
import type { CategorySummary } from '../../../shared/contracts/categories';
import type { Database } from '../../db/client';
import { categories, questions } from '../../db/schema';
import { isPlayableQuestion } from '../questions/playable';

/** Active categories (parents first, then by sort order) with playable question counts per difficulty. */
export async function listCategories(db: Database): Promise<CategorySummary[]> {
  const counts = db
    .select({
      categoryId: questions.categoryId,
      easy: sql<number>`count(*) filter (where ${questions.difficulty} = 'easy')`.as('easy'),
      medium: sql<number>`count(*) filter (where ${questions.difficulty} = 'medium')`.as('medium'),
      hard: sql<number>`count(*) filter (where ${questions.difficulty} = 'hard')`.as('hard'),
    })
    .from(questions)
    .where(isPlayableQuestion())
    .groupBy(questions.categoryId)
    .as('counts');

  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      parentId: categories.parentId,
      nameAr: categories.nameAr,
      nameEn: categories.nameEn,
      descriptionAr: categories.descriptionAr,
      descriptionEn: categories.descriptionEn,
      icon: categories.icon,
      premiumPackId: categories.premiumPackId,
      easy: sql<number>`coalesce(${counts.easy}, 0)`,
      medium: sql<number>`coalesce(${counts.medium}, 0)`,
      hard: sql<number>`coalesce(${counts.hard}, 0)`,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(and(eq(categories.isActive, true)))
    .orderBy(sql`${categories.parentId} is not null`, asc(categories.sortOrder), asc(categories.slug));

  return rows.map((row) => {
    const easy = Number(row.easy);
    const medium = Number(row.medium);
    const hard = Number(row.hard);
    return {
      id: row.id,
      slug: row.slug,
      parentId: row.parentId,
      name: { ar: row.nameAr, en: row.nameEn },
      description: { ar: row.descriptionAr, en: row.descriptionEn },
      icon: row.icon,
      counts: { easy, medium, hard, total: easy + medium + hard },
      isPlayable: Math.min(easy, medium, hard) >= MIN_QUESTIONS_PER_DIFFICULTY_TO_PLAY,
      premiumPackId: row.premiumPackId,
    };
  });
}
