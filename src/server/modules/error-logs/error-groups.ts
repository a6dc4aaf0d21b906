import { and, desc, eq } from 'drizzle-orm';
import type { ErrorGroup } from '../../../shared/contracts/admin-ops';
import type { SessionUser } from '../../auth/guards';
import type { Database } from '../../db/client';
import { errorLogs } from '../../db/schema';
import { logAdminActivity } from '../activity/log-admin-activity';

/** The diagnostics' errors tab reads this many of the newest client errors. */
export const ERRORS_SHOWN = 50;
const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 } as const;

/** The last 50 client errors from `error_logs`, grouped by message (most recent group first). */
export async function listErrorGroups(db: Database): Promise<ErrorGroup[]> {
  const rows = await db.select().from(errorLogs).orderBy(desc(errorLogs.createdAt)).limit(ERRORS_SHOWN);
  const groups = new Map<string, ErrorGroup>();
  for (const row of rows) {
    const group = groups.get(row.message);
    if (!group) {
      groups.set(row.message, {
        message: row.message,
        count: 1,
        severity: row.severity,
        lastRoute: row.route,
        lastSeen: row.createdAt.toISOString(),
        resolved: row.resolved,
      });
      continue;
    }
    group.count += 1;
    group.resolved &&= row.resolved;
    if (SEVERITY_RANK[row.severity] < SEVERITY_RANK[group.severity]) group.severity = row.severity;
  }
  return [...groups.values()];
}

/** Marks every logged error with this message resolved. */
export async function resolveErrorGroup(db: Database, actor: SessionUser, message: string): Promise<number> {
  const rows = await db
    .update(errorLogs)
    .set({ resolved: true })
    .where(and(eq(errorLogs.message, message), eq(errorLogs.resolved, false)))
    .returning({ id: errorLogs.id });
  if (rows.length > 0) {
    await logAdminActivity(db, actor, {
      action: 'errors.resolve',
      targetType: 'error_log',
      details: { message: message.slice(0, 200), count: rows.length },
    });
  }
  return rows.length;
}
