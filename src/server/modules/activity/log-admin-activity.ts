import type { Database } from '../../db/client';
import { adminActivity } from '../../db/schema';

export type Actor = { id: string; email: string };

export type ActivityRecord = {
  /** What was done, as `<domain>.<verb>`: `question.create`, `questions.bulk_deactivate`, `page.update`... */
  action: string;
  targetType: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
};

type Writer = Pick<Database, 'insert'>;

/** Records one admin or moderator change (SPEC.md section 7, log_admin_activity): who, what, on what, when. */
export async function logAdminActivity(db: Writer, actor: Actor, record: ActivityRecord): Promise<void> {
  await db.insert(adminActivity).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId ?? null,
    details: record.details ?? {},
  });
}
