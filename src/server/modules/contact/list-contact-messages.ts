import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ContactList,
  ContactMessage,
  contactListQuerySchema,
} from '../../../shared/contracts/admin-ops';
import { CONTACT_STATUSES } from '../../../shared/contracts/contact';
import { type Language, LANGUAGES } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { contactReplies } from '../../db/ops-schema';
import { contactSubmissions } from '../../db/schema';

type SubmissionRow = typeof contactSubmissions.$inferSelect;
type ReplyRow = typeof contactReplies.$inferSelect;

export const languageOf = (value: string | null): Language =>
  LANGUAGES.includes(value as Language) ? (value as Language) : 'ar';

export function toContactMessage(row: SubmissionRow, replies: ReplyRow[]): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    language: languageOf(row.language),
    createdAt: row.createdAt.toISOString(),
    replies: replies.map((reply) => ({
      id: reply.id,
      body: reply.body,
      status: reply.status === 'sent' ? 'sent' : 'failed',
      error: reply.error,
      adminEmail: reply.adminEmail,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

/** The inbox: messages newest first, with their replies, and how many there are in each status. */
export async function listContactMessages(
  db: Database,
  query: z.output<typeof contactListQuerySchema>,
): Promise<ContactList> {
  const where = query.status ? eq(contactSubmissions.status, query.status) : undefined;
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select()
      .from(contactSubmissions)
      .where(where)
      .orderBy(desc(contactSubmissions.createdAt), contactSubmissions.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(contactSubmissions).where(where),
    db
      .select({ status: contactSubmissions.status, value: count() })
      .from(contactSubmissions)
      .groupBy(contactSubmissions.status),
  ]);
  const replies =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(contactReplies)
          .where(
            and(
              inArray(
                contactReplies.submissionId,
                rows.map((row) => row.id),
              ),
              inArray(contactReplies.status, ['sent', 'failed']),
            ),
          )
          .orderBy(asc(contactReplies.createdAt));
  const counts = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as ContactList['counts'];
  for (const entry of byStatus) counts[entry.status] = entry.value;
  return {
    items: rows.map((row) =>
      toContactMessage(
        row,
        replies.filter((reply) => reply.submissionId === row.id),
      ),
    ),
    total: total?.value ?? 0,
    counts,
  };
}
