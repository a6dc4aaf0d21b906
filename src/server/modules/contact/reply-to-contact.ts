import { and, asc, eq } from 'drizzle-orm';
import type { ContactMessage, ContactReplyInput } from '../../../shared/contracts/admin-ops';
import type { ContactStatus } from '../../../shared/contracts/contact';
import type { SessionUser } from '../../auth/guards';
import type { Database } from '../../db/client';
import { contactReplies } from '../../db/ops-schema';
import { contactSubmissions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import { logAdminActivity } from '../activity/log-admin-activity';
import { languageOf, toContactMessage } from './list-contact-messages';

async function loadMessage(db: Database, id: string): Promise<ContactMessage> {
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'admin.errors.messageNotFound');
  const replies = await db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.submissionId, id))
    .orderBy(asc(contactReplies.createdAt));
  return toContactMessage(
    row,
    replies.filter((reply) => reply.status !== 'sending'),
  );
}

/**
 * Replies to a message by e-mail in the sender's language. The reply is stored first (once per client id, so a
 * request sent twice mails once); when the mail leaves, the message becomes `replied`; when it cannot be mailed,
 * the reply stays with its error and the message keeps its status, so nothing is lost.
 */
export async function replyToContact(
  db: Database,
  mailer: Mailer,
  actor: SessionUser,
  submissionId: string,
  input: ContactReplyInput,
): Promise<ContactMessage> {
  const [submission] = await db
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, submissionId));
  if (!submission) throw new AppError('NOT_FOUND', 'admin.errors.messageNotFound');
  const language = languageOf(submission.language);
  const [reply] = await db
    .insert(contactReplies)
    .values({
      submissionId,
      clientId: input.clientId,
      body: input.body,
      language,
      status: 'sending',
      adminId: actor.id,
      adminEmail: actor.email,
    })
    .onConflictDoNothing()
    .returning();
  // The same request again: the first one did (or is doing) the work.
  if (!reply) return loadMessage(db, submissionId);

  const result = await mailer.send({
    to: submission.email,
    kind: 'contact-reply',
    language,
    name: submission.name,
    url: '',
    body: input.body,
    subjectDetail: submission.subject,
  });
  const isSent = result.status === 'sent';
  const error = isSent ? null : (result.error ?? 'SMTP is not configured');
  await db
    .update(contactReplies)
    .set({ status: isSent ? 'sent' : 'failed', error })
    .where(eq(contactReplies.id, reply.id));
  if (isSent) {
    await db
      .update(contactSubmissions)
      .set({ status: 'replied', reply: input.body, repliedAt: new Date() })
      .where(and(eq(contactSubmissions.id, submissionId), eq(contactSubmissions.status, 'pending')));
  }
  await logAdminActivity(db, actor, {
    action: isSent ? 'contact.reply' : 'contact.reply_failed',
    targetType: 'contact',
    targetId: submissionId,
    details: { email: submission.email, ...(error ? { error } : {}) },
  });
  return loadMessage(db, submissionId);
}

/** Marks a message pending, replied or resolved. */
export async function setContactStatus(
  db: Database,
  actor: SessionUser,
  submissionId: string,
  status: ContactStatus,
): Promise<ContactMessage> {
  const [row] = await db
    .update(contactSubmissions)
    .set({ status })
    .where(eq(contactSubmissions.id, submissionId))
    .returning({ id: contactSubmissions.id });
  if (!row) throw new AppError('NOT_FOUND', 'admin.errors.messageNotFound');
  await logAdminActivity(db, actor, {
    action: 'contact.status',
    targetType: 'contact',
    targetId: submissionId,
    details: { status },
  });
  return loadMessage(db, submissionId);
}
