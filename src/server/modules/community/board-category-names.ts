import { eq, inArray } from 'drizzle-orm';
import type { BoardCategoryNames } from '../../../shared/contracts/community';
import type { Database } from '../../db/client';
import { questionSetCategories } from '../../db/community-schema';
import { categories } from '../../db/schema';

/** The names of set columns among the given ids, for a board that shows them (they are in no public list). */
export async function boardCategoryNames(db: Database, ids: readonly string[]): Promise<BoardCategoryNames> {
  if (ids.length === 0) return { categories: [] };
  const rows = await db
    .select({ id: categories.id, nameAr: categories.nameAr, nameEn: categories.nameEn })
    .from(questionSetCategories)
    .innerJoin(categories, eq(categories.id, questionSetCategories.categoryId))
    .where(inArray(questionSetCategories.categoryId, [...ids]));
  return { categories: rows.map((row) => ({ id: row.id, name: { ar: row.nameAr, en: row.nameEn } })) };
}
