import { asc, eq, sql } from 'drizzle-orm';
import { MIN_QUESTIONS_PER_DIFFICULTY_TO_PLAY } from '../../../shared/constants';
import type { AdminCategory } from '../../../shared/contracts/admin-categories';
import type { Database } from '../../db/client';
import { questionSetCategories } from '../../db/community-schema';
import { categories, questions } from '../../db/schema';

const playable = sql`${questions.isActive} and ${questions.reviewStatus} = 'approved'`;

/**
 * Every category, parents first, with its playable questions per difficulty, its total and pending counts, and the
 * 'Needs Questions' mark for a sub-category that cannot fill its 6 tiles.
 */
export async function listAdminCategories(db: Database): Promise<AdminCategory[]> {
  const counts = db
    .select({
      categoryId: questions.categoryId,
      easy: sql<number>`count(*) filter (where ${playable} and ${questions.difficulty} = 'easy')`.as('easy'),
      medium: sql<number>`count(*) filter (where ${playable} and ${questions.difficulty} = 'medium')`.as(
        'medium',
      ),
      hard: sql<number>`count(*) filter (where ${playable} and ${questions.difficulty} = 'hard')`.as('hard'),
      total: sql<number>`count(*)`.as('total'),
      pending: sql<number>`count(*) filter (where ${questions.reviewStatus} = 'pending')`.as('pending'),
    })
    .from(questions)
    .groupBy(questions.categoryId)
    .as('counts');
  const rows = await db
    .select({
      category: categories,
      easy: sql<number>`coalesce(${counts.easy}, 0)`,
      medium: sql<number>`coalesce(${counts.medium}, 0)`,
      hard: sql<number>`coalesce(${counts.hard}, 0)`,
      total: sql<number>`coalesce(${counts.total}, 0)`,
      pending: sql<number>`coalesce(${counts.pending}, 0)`,
      children: sql<number>`(select count(*) from ${categories} as c2 where c2.parent_id = ${categories.id})`,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    // The columns of community sets are the sets' own, not the bank's.
    .where(
      sql`not exists (select 1 from ${questionSetCategories} where ${questionSetCategories.categoryId} = ${categories.id})`,
    )
    .orderBy(sql`${categories.parentId} is not null`, asc(categories.sortOrder), asc(categories.slug));
  return rows.map((row) => {
    const c = row.category;
    const easy = Number(row.easy);
    const medium = Number(row.medium);
    const hard = Number(row.hard);
    const isGroup = c.parentId === null && Number(row.children) > 0;
    return {
      id: c.id,
      slug: c.slug,
      parentId: c.parentId,
      nameAr: c.nameAr,
      nameEn: c.nameEn,
      descriptionAr: c.descriptionAr,
      descriptionEn: c.descriptionEn,
      icon: c.icon,
      imageUrl: c.imageUrl,
      sortOrder: c.sortOrder,
      isActive: c.isActive,
      premiumPackId: c.premiumPackId,
      createdAt: c.createdAt.toISOString(),
      playable: { easy, medium, hard },
      total: Number(row.total),
      pending: Number(row.pending),
      needsQuestions: !isGroup && Math.min(easy, medium, hard) < MIN_QUESTIONS_PER_DIFFICULTY_TO_PLAY,
    };
  });
}
