import { desc, eq } from 'drizzle-orm';
import type { SecurityEvent } from '../../../shared/contracts/auth';
import type { Database } from '../../db/client';
import { securityEvents } from '../../db/auth-schema';

export const SECURITY_EVENTS_SHOWN = 50;

/** The latest events of one account, newest first. */
export async function listSecurityEvents(db: Database, userId: string): Promise<SecurityEvent[]> {
  const rows = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt))
    .limit(SECURITY_EVENTS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    severity: row.severity,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
  }));
}
