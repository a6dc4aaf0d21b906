import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/guards';
import { clearLoginFailures } from '../../auth/lockout';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/auth-schema';
import { AppError } from '../../http/app-error';
import { logAdminActivity } from '../activity/log-admin-activity';
import { recordSecurityEvent } from '../security/record-security-event';

/**
 * Locks an account (Better Auth's ban: no new session; the open ones are ended) or unlocks it (also clearing a
 * sign-in lockout). Locking or unlocking twice changes nothing the second time. An admin cannot lock themselves.
 */
export async function setUserLock(
  db: Database,
  actor: SessionUser,
  userId: string,
  isLocked: boolean,
): Promise<{ changed: boolean }> {
  if (isLocked && userId === actor.id) throw new AppError('CONFLICT', 'admin.errors.lockSelf');
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'admin.errors.userNotFound');
  if (!isLocked) await clearLoginFailures(db, userId);
  if (Boolean(user.banned) === isLocked) return { changed: false };
  await db
    .update(users)
    .set({ banned: isLocked, banReason: isLocked ? 'locked by an admin' : null, banExpires: null })
    .where(eq(users.id, userId));
  if (isLocked) {
    await db.delete(sessions).where(eq(sessions.userId, userId));
    await recordSecurityEvent(db, { type: 'account_locked', userId, metadata: { by: actor.email } });
  }
  await logAdminActivity(db, actor, {
    action: isLocked ? 'user.lock' : 'user.unlock',
    targetType: 'user',
    targetId: userId,
    details: { email: user.email },
  });
  return { changed: true };
}
