import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUnlockUses, users } from '../../db/auth-schema';
import { AppError } from '../../http/app-error';
import { readUnlockToken } from '../../auth/admin-unlock-token';

/** Whether the installation has an admin yet. */
export async function hasAdmin(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return (row?.n ?? 0) > 0;
}

const invalid = () =>
  new AppError('VALIDATION', 'errors.unlockTokenInvalid', { token: 'errors.unlockTokenInvalid' });

/**
 * Makes a verified account an admin with a one-time unlock token. A token made for an e-mail works only for
 * that account; the one printed at first start works only while there is no admin.
 */
export async function unlockAdmin(
  db: Database,
  secret: string,
  user: { id: string; email: string; emailVerified: boolean },
  token: string,
): Promise<{ role: 'admin' }> {
  const claims = readUnlockToken(secret, token);
  if (!claims || !user.emailVerified) throw invalid();
  if (claims.email && claims.email !== user.email.toLowerCase()) throw invalid();
  if (!claims.email && (await hasAdmin(db))) throw invalid();
  const used = await db
    .insert(adminUnlockUses)
    .values({ tokenId: claims.id, userId: user.id })
    .onConflictDoNothing()
    .returning();
  if (used.length === 0)
    throw new AppError('VALIDATION', 'errors.unlockTokenUsed', { token: 'errors.unlockTokenUsed' });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return { role: 'admin' };
}
