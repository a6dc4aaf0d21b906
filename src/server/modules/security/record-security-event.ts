import {
  SECURITY_EVENT_SEVERITY,
  type SecurityEventType,
  type Severity,
} from '../../../shared/contracts/auth';
import type { Database } from '../../db/client';
import { securityEvents } from '../../db/auth-schema';
import { raiseIncident } from './incident-alerts';

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
  const severity = event.severity ?? SECURITY_EVENT_SEVERITY[event.type];
  await db.insert(securityEvents).values({
    type: event.type,
    severity,
    userId: event.userId ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent?.slice(0, 500) ?? null,
    path: event.path?.slice(0, 500) ?? null,
    metadata: event.metadata ?? {},
  });
  if (severity === 'critical') {
    await raiseIncident(db, {
      kind: `security:${event.type}`,
      description: `${event.path ?? ''} ${event.ip ?? ''} ${JSON.stringify(event.metadata ?? {})}`.trim(),
      affectedUserId: event.userId ?? null,
    });
  }
}
