import {
  SECURITY_EVENT_SEVERITY,
  type SecurityEventType,
  type Severity,
} from '../../../shared/contracts/auth';
import type { Database } from '../../db/client';
import { securityEvents } from '../../db/auth-schema';

export type RequestFacts = { ip?: string | null; userAgent?: string | null; path?: string | null };

/** Stores one security event (SPEC.md section 3) with its standard severity unless one is given. */
export async function recordSecurityEvent(
  db: Database,
  event: {
    type: SecurityEventType;
    userId?: string | null;
    severity?: Severity;
    metadata?: Record<string, string | number | boolean>;
  } & RequestFacts,
): Promise<void> {
  await db.insert(securityEvents).values({
    type: event.type,
    severity: event.severity ?? SECURITY_EVENT_SEVERITY[event.type],
    userId: event.userId ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent?.slice(0, 500) ?? null,
    path: event.path?.slice(0, 500) ?? null,
    metadata: event.metadata ?? {},
  });
}
