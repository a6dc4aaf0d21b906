import { and, count, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AdminUser, UserList, userListQuerySchema } from '../../../shared/contracts/admin-ops';
import { ROLES, type Role } from '../../../shared/contracts/auth';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { loginThrottles, users } from '../../db/auth-schema';

type UserRow = typeof users.$inferSelect;

const asRole = (value: string): Role => (ROLES.includes(value as Role) ? (value as Role) : 'user');

/** A user row as the back-office shows it; locked when banned or inside a sign-in lockout. */
export function toAdminUser(row: UserRow, lockedUntil: Date | null): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: asRole(row.role),
    emailVerified: row.emailVerified,
    isLocked: Boolean(row.banned) || (lockedUntil !== null && lockedUntil.getTime() > Date.now()),
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Users, newest first, found by name or e-mail and filtered by role (all, admin, moderator, user). */
export async function listUsers(
  db: Database,
  query: z.output<typeof userListQuerySchema>,
): Promise<UserList> {
  const conditions: SQL[] = [];
  if (query.role !== 'all') conditions.push(eq(users.role, query.role));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, lockedUntil: loginThrottles.lockedUntil })
      .from(users)
      .leftJoin(
        loginThrottles,
        and(eq(loginThrottles.userId, users.id), gt(loginThrottles.lockedUntil, sql`now()`)),
      )
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((row) => toAdminUser(row.user, row.lockedUntil)),
    total: total?.value ?? 0,
  };
}
