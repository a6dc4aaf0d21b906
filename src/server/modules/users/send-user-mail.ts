import { eq } from 'drizzle-orm';
import type { MailToolResult } from '../../../shared/contracts/admin-ops';
import type { Auth } from '../../auth/auth';
import type { SessionUser } from '../../auth/guards';
import type { Database } from '../../db/client';
import { users } from '../../db/auth-schema';
import { AppError } from '../../http/app-error';
import { logAdminActivity } from '../activity/log-admin-activity';
import { recordSecurityEvent } from '../security/record-security-event';

async function findUser(db: Database, where: { id?: string; email?: string }) {
  const [user] = await db
    .select()
    .from(users)
    .where(where.id ? eq(users.id, where.id) : eq(users.email, (where.email ?? '').toLowerCase()));
  if (!user) throw new AppError('NOT_FOUND', 'admin.errors.userNotFound');
  return user;
}

const failure = (error: unknown): MailToolResult => ({
  sent: false,
  error: (error instanceof Error ? error.message : String(error)).slice(0, 300),
});

/** Mails the verification link again, in the person's language (Better Auth's own flow). */
export async function resendVerification(
  db: Database,
  auth: Auth,
  actor: SessionUser,
  userId: string,
): Promise<MailToolResult> {
  const user = await findUser(db, { id: userId });
  if (user.emailVerified) throw new AppError('CONFLICT', 'admin.errors.alreadyVerified');
  try {
    await auth.api.sendVerificationEmail({ body: { email: user.email } });
  } catch (error) {
    return failure(error);
  }
  await logAdminActivity(db, actor, {
    action: 'user.resend_verification',
    targetType: 'user',
    targetId: user.id,
    details: { email: user.email },
  });
  return { sent: true, error: null };
}

/**
 * The emergency sign-in link (Better Auth's magic-link plugin): mailed, one use, ten minutes; recorded as a
 * security event on the account and in the activity log. Answers whether the mail left.
 */
export async function sendMagicLink(
  db: Database,
  auth: Auth,
  actor: SessionUser,
  target: { id?: string; email?: string },
): Promise<MailToolResult> {
  const user = await findUser(db, target);
  try {
    await auth.api.signInMagicLink({ body: { email: user.email }, headers: new Headers() });
  } catch (error) {
    return failure(error);
  }
  await recordSecurityEvent(db, { type: 'magic_link_sent', userId: user.id, metadata: { by: actor.email } });
  await logAdminActivity(db, actor, {
    action: 'user.magic_link',
    targetType: 'user',
    targetId: user.id,
    details: { email: user.email },
  });
  return { sent: true, error: null };
}
