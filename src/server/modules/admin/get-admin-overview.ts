import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/auth-schema';
import { categories, questions } from '../../db/schema';

export type AdminOverview = {
  users: { total: number; admins: number; moderators: number };
  questions: { active: number; inactive: number };
  categories: number;
};

/** The numbers on the admin dashboard's first tab. */
export async function getAdminOverview(db: Database): Promise<AdminOverview> {
  const byRole = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
  const byActive = await db
    .select({ isActive: questions.isActive, n: count() })
    .from(questions)
    .groupBy(questions.isActive);
  const [categoryCount] = await db
    .select({ n: count() })
    .from(categories)
    .where(eq(categories.isActive, true));
  const roleCount = (role: string) => byRole.find((row) => row.role === role)?.n ?? 0;
  return {
    users: {
      total: byRole.reduce((sum, row) => sum + row.n, 0),
      admins: roleCount('admin'),
      moderators: roleCount('moderator'),
    },
    questions: {
      active: byActive.find((row) => row.isActive)?.n ?? 0,
      inactive: byActive.find((row) => !row.isActive)?.n ?? 0,
    },
    categories: categoryCount?.n ?? 0,
  };
}
