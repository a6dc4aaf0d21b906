import { eq } from 'drizzle-orm';
import type { CategoryInput } from '../../../shared/contracts/admin-categories';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { categories, questions } from '../../db/schema';
import { AppError } from '../../http/app-error';

const slugTaken = () => new AppError('CONFLICT', 'errors.validation', { slug: 'validation.slugTaken' });

/** A parent must exist and be a top-level category: the tree has two levels, groups and their categories. */
async function assertParent(db: Database, id: string | null, parentId: string | null): Promise<void> {
  if (!parentId) return;
  const [parent] = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, parentId));
  if (!parent || parent.parentId !== null || parent.id === id) {
    throw new AppError('VALIDATION', 'errors.validation', { parentId: 'validation.parentInvalid' });
  }
}

export async function createCategory(db: Database, input: CategoryInput): Promise<string> {
  await assertParent(db, null, input.parentId);
  try {
    const [row] = await db.insert(categories).values(input).returning({ id: categories.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** Saves an edit; a seeded category is marked edited so the next seed leaves it alone. */
export async function updateCategory(db: Database, id: string, input: CategoryInput): Promise<void> {
  await assertParent(db, id, input.parentId);
  if (input.parentId) {
    const [child] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, id))
      .limit(1);
    if (child)
      throw new AppError('VALIDATION', 'errors.validation', { parentId: 'validation.parentInvalid' });
  }
  try {
    const rows = await db
      .update(categories)
      .set({ ...input, adminEdited: true })
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'admin.errors.categoryNotFound');
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** Deletes an empty category; one with questions or sub-categories is refused (409). */
export async function deleteCategory(db: Database, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
    if (!category) throw new AppError('NOT_FOUND', 'admin.errors.categoryNotFound');
    const [child] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, id))
      .limit(1);
    const [question] = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.categoryId, id))
      .limit(1);
    if (child || question) throw new AppError('CONFLICT', 'admin.errors.categoryDeleteFailed');
    await tx.delete(categories).where(eq(categories.id, id));
  });
}
