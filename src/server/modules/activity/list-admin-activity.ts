import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { ActivityEntry, ActivityList, activityQuerySchema } from '../../../shared/contracts/admin';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { adminActivity } from '../../db/schema';

type Row = typeof adminActivity.$inferSelect;

export function toActivityEntry(row: Row): ActivityEntry {
  return {
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The activity log, newest first, filtered by action, target type and who. */
export async function listAdminActivity(
  db: Database,
  query: z.output<typeof activityQuerySchema>,
): Promise<ActivityList> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(adminActivity.action, query.action));
  if (query.targetType) filters.push(eq(adminActivity.targetType, query.targetType));
  if (query.actor)
    filters.push(ilike(adminActivity.actorEmail, `%${query.actor.replace(/[%_\\]/g, '\\$&')}%`));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(adminActivity)
    .where(where)
    .orderBy(desc(adminActivity.createdAt))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(adminActivity).where(where);
  const actions = await db
    .selectDistinct({ action: adminActivity.action })
    .from(adminActivity)
    .orderBy(adminActivity.action);
  return { items: rows.map(toActivityEntry), total: total?.n ?? 0, actions: actions.map((a) => a.action) };
}
