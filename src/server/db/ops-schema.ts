import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contactSubmissions } from './schema';
import { varReports } from './game-schema';

/**
 * The operations side of the back-office: replies to contact messages, how VAR reports were resolved, and when
 * each kind of incident alert last went out.
 */

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** Every reply written to a contact message, sent or not (a failed one keeps its text and the error). */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: 'cascade' }),
    /** The request's client id: the same reply sent twice is stored and mailed once. */
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    language: text('language').notNull(),
    /** sending, sent or failed. */
    status: text('status').notNull(),
    error: text('error'),
    adminId: text('admin_id'),
    adminEmail: text('admin_email'),
    createdAt: at('created_at'),
  },
  (t) => [uniqueIndex('contact_replies_client_idx').on(t.submissionId, t.clientId)],
);

/** How an admin resolved a VAR report: the note, the score correction sent to the game, the question's fate. */
export const varReportResolutions = pgTable('var_report_resolutions', {
  reportId: uuid('report_id')
    .primaryKey()
    .references(() => varReports.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  note: text('note').notNull(),
  correctionTeamId: text('correction_team_id'),
  correctionAmount: integer('correction_amount'),
  /** none or deactivate. */
  questionAction: text('question_action').notNull().default('none'),
  resolvedBy: text('resolved_by'),
  resolvedAt: at('resolved_at'),
});

/** The last time an incident alert of a kind was mailed to the admins (at most once per 10 minutes). */
export const incidentAlerts = pgTable('incident_alerts', {
  kind: text('kind').primaryKey(),
  lastSentAt: at('last_sent_at'),
  suppressed: integer('suppressed').notNull().default(0),
});
