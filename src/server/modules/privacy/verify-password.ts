import { and, eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import { accounts } from '../../db/auth-schema';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';

/** Re-authentication: the account's password, checked with Better Auth's own hasher; 400 with a field key if wrong. */
export async function verifyPassword(
  auth: Auth,
  db: Database,
  userId: string,
  password: string,
): Promise<void> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  const context = await auth.$context;
  const isValid = credential?.hash
    ? await context.password.verify({ hash: credential.hash, password })
    : false;
  if (!isValid) {
    throw new AppError('VALIDATION', 'errors.currentPasswordIncorrect', {
      password: 'errors.currentPasswordIncorrect',
    });
  }
}
