import { and, count, desc, eq, gt, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminSecurityEventList,
  AuthDiagnostics,
  securityQuerySchema,
} from '../../../shared/contracts/admin-ops';
import type { Database } from '../../db/client';
import { loginThrottles, securityEvents, sessions, users } from '../../db/auth-schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every user's security events, newest first, by type, severity and e-mail (the admins' /security). */
export async function listAllSecurityEvents(
  db: Database,
  query: z.output<typeof securityQuerySchema>,
): Promise<AdminSecurityEventList> {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(securityEvents.type, query.type));
  if (query.severity) conditions.push(eq(securityEvents.severity, query.severity));
  if (query.email) conditions.push(ilike(users.email, `%${escapeLike(query.email)}%`));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: securityEvents, email: users.email })
      .from(securityEvents)
      .leftJoin(users, eq(users.id, securityEvents.userId))
      .where(where)
      .orderBy(desc(securityEvents.createdAt), securityEvents.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(securityEvents)
      .leftJoin(users, eq(users.id, securityEvents.userId))
      .where(where),
  ]);
  return {
    items: rows.map(({ event, email }) => ({
      id: event.id,
      type: event.type,
      severity: event.severity,
      email,
      ip: event.ip,
      path: event.path,
      createdAt: event.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}

/** The diagnostics' authentication tab: sign-in failures, locked accounts and open sessions. */
export async function getAuthDiagnostics(db: Database): Promise<AuthDiagnostics> {
  const dayAgo = sql`now() - interval '24 hours'`;
  const [[failures], locked, [active], recent] = await Promise.all([
    db
      .select({ value: count() })
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'login_failure'), gt(securityEvents.createdAt, dayAgo))),
    db
      .select({ email: users.email, lockedUntil: loginThrottles.lockedUntil, banned: users.banned })
      .from(users)
      .leftJoin(loginThrottles, eq(loginThrottles.userId, users.id))
      .where(sql`${loginThrottles.lockedUntil} > now() or ${users.banned} = true`),
    db
      .select({ value: count() })
      .from(sessions)
      .where(gt(sessions.expiresAt, sql`now()`)),
    db
      .select({ email: users.email, ip: securityEvents.ip, at: securityEvents.createdAt })
      .from(securityEvents)
      .leftJoin(users, eq(users.id, securityEvents.userId))
      .where(eq(securityEvents.type, 'login_failure'))
      .orderBy(desc(securityEvents.createdAt))
      .limit(20),
  ]);
  return {
    failures24h: failures?.value ?? 0,
    lockedAccounts: locked.map((row) => ({
      email: row.email,
      lockedUntil: row.lockedUntil?.toISOString() ?? 'banned',
    })),
    activeSessions: active?.value ?? 0,
    recentFailures: recent.map((row) => ({ email: row.email, ip: row.ip, at: row.at.toISOString() })),
  };
}
