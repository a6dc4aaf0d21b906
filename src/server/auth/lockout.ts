import { eq } from 'drizzle-orm';
import { LOCKOUT_MAX_FAILURES, LOCKOUT_MINUTES, LOCKOUT_WINDOW_MINUTES } from '../../shared/contracts/auth';
import type { Database } from '../db/client';
import { loginThrottles } from '../db/auth-schema';

const MINUTE = 60_000;

/** When the account is locked, the moment the lock ends; otherwise null. */
export async function lockedUntil(db: Database, userId: string, now = new Date()): Promise<Date | null> {
  const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.userId, userId));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts a failed sign-in. Failures older than the window start a new count; the failure that reaches the
 * limit locks the account and says so (`isNewLock`), so the caller records `account_locked` once.
 */
export async function registerLoginFailure(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<{ failedCount: number; isNewLock: boolean; lockedUntil: Date | null }> {
  const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.userId, userId));
  const isWindowOver =
    !row || now.getTime() - row.windowStartedAt.getTime() > LOCKOUT_WINDOW_MINUTES * MINUTE;
  const failedCount = isWindowOver ? 1 : row.failedCount + 1;
  const windowStartedAt = isWindowOver ? now : row.windowStartedAt;
  const isNewLock = failedCount >= LOCKOUT_MAX_FAILURES;
  const until = isNewLock ? new Date(now.getTime() + LOCKOUT_MINUTES * MINUTE) : null;
  // A lock starts a fresh count, so the next lock needs the full number of failures again.
  const values = isNewLock
    ? { failedCount: 0, windowStartedAt: now, lockedUntil: until }
    : { failedCount, windowStartedAt, lockedUntil: row?.lockedUntil ?? null };
  await db
    .insert(loginThrottles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: loginThrottles.userId, set: values });
  return { failedCount, isNewLock, lockedUntil: until };
}

/** A successful sign-in or a password reset clears the count and any lock. */
export async function clearLoginFailures(db: Database, userId: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.userId, userId));
}
