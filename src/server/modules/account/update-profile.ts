import { and, eq, ne, sql } from 'drizzle-orm';
import type { Profile } from '../../../shared/contracts/auth';
import type { Database } from '../../db/client';
import { users } from '../../db/auth-schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { toProfile } from './get-profile';

const usernameTaken = () =>
  new AppError('CONFLICT', 'errors.usernameTaken', { username: 'errors.usernameTaken' });

/** Saves display name, username (unique without regard to case) and phone. */
export async function updateProfile(
  db: Database,
  userId: string,
  input: { displayName: string; username?: string | null; phone?: string | null },
): Promise<Profile> {
  const username = input.username ?? null;
  if (username) {
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, userId)));
    if (clash) throw usernameTaken();
  }
  try {
    const [row] = await db
      .update(users)
      .set({ displayName: input.displayName, username, phone: input.phone ?? null })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'errors.notFound');
    return toProfile(row);
  } catch (error) {
    // Two people taking the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
