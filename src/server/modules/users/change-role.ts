import { and, count, eq, ne } from 'drizzle-orm';
import type { Role } from '../../../shared/contracts/auth';
import type { SessionUser } from '../../auth/guards';
import type { Database } from '../../db/client';
import { users } from '../../db/auth-schema';
import { AppError } from '../../http/app-error';
import { logAdminActivity } from '../activity/log-admin-activity';

/**
 * Gives a user another role, once: the same role again changes nothing and is not logged twice. The last admin
 * cannot stop being one (there would be nobody left to run the back-office).
 */
export async function changeRole(
  db: Database,
  actor: SessionUser,
  userId: string,
  role: Role,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('NOT_FOUND', 'admin.errors.userNotFound');
    if (user.role === role) return { changed: false };
    if (user.role === 'admin') {
      const [others] = await tx
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), ne(users.id, userId)));
      if ((others?.value ?? 0) === 0) throw new AppError('CONFLICT', 'admin.errors.lastAdmin');
    }
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await logAdminActivity(tx, actor, {
      action: 'user.role_change',
      targetType: 'user',
      targetId: userId,
      details: { email: user.email, from: user.role, to: role },
    });
    return { changed: true };
  });
}
