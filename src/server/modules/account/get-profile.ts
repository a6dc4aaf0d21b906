import { eq } from 'drizzle-orm';
import { type Profile, ROLES, type Role } from '../../../shared/contracts/auth';
import { type Language, LANGUAGES } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { users } from '../../db/auth-schema';
import { AppError } from '../../http/app-error';

type UserRow = typeof users.$inferSelect;

export function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    displayName: row.displayName ?? row.name,
    username: row.username,
    phone: row.phone,
    image: row.image,
    role: ROLES.includes(row.role as Role) ? (row.role as Role) : 'user',
    language: LANGUAGES.includes(row.language as Language) ? (row.language as Language) : 'ar',
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signed-in person's own profile. */
export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'errors.notFound');
  return toProfile(row);
}
