import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/auth-schema';
import { incidentAlerts } from '../../db/ops-schema';
import type { Mailer } from '../../mail/mailer';

/** An alert of one kind goes out at most once in this many minutes (SPEC.md section 7). */
export const INCIDENT_ALERT_MINUTES = 10;

export type Incident = {
  /** What happened, e.g. `error:unhandled_error` or `security:suspicious_activity`. */
  kind: string;
  description: string;
  affectedUserId?: string | null;
};

export type IncidentAlerter = { raise: (incident: Incident) => Promise<boolean> };

const alerters = new WeakMap<Database, IncidentAlerter>();

/**
 * create_security_incident_alert: mails every verified admin about a critical client error or security event,
 * in each admin's language, once per kind per 10 minutes across processes (the `incident_alerts` row is the lock).
 */
export function createIncidentAlerter(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}): IncidentAlerter {
  const { db, mailer } = deps;
  const alerter: IncidentAlerter = {
    raise: async (incident) => {
      const kind = incident.kind.slice(0, 100);
      const claimed = await db
        .insert(incidentAlerts)
        .values({ kind })
        .onConflictDoUpdate({
          target: incidentAlerts.kind,
          set: { lastSentAt: sql`now()`, suppressed: 0 },
          setWhere: sql`${incidentAlerts.lastSentAt} < now() - make_interval(mins => ${INCIDENT_ALERT_MINUTES})`,
        })
        .returning({ kind: incidentAlerts.kind });
      if (claimed.length === 0) {
        await db
          .update(incidentAlerts)
          .set({ suppressed: sql`${incidentAlerts.suppressed} + 1` })
          .where(eq(incidentAlerts.kind, kind));
        return false;
      }
      const admins = await db
        .select({ email: users.email, name: users.name, language: users.language })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.emailVerified, true)));
      const body = [`${kind}`, incident.description.slice(0, 1000)];
      if (incident.affectedUserId) body.push(`user: ${incident.affectedUserId}`);
      for (const admin of admins) {
        await mailer.send({
          to: admin.email,
          kind: 'incident-alert',
          language: admin.language === 'en' ? 'en' : 'ar',
          name: admin.name,
          url: `${deps.publicUrl}/security`,
          body: body.join('\n'),
          subjectDetail: kind,
        });
      }
      deps.log.warn({ kind, admins: admins.length }, 'incident alert mailed to the admins');
      return true;
    },
  };
  alerters.set(db, alerter);
  return alerter;
}

/** Raises an incident on the alerter of this database, if the app made one; never throws. */
export async function raiseIncident(db: Database, incident: Incident): Promise<void> {
  await alerters
    .get(db)
    ?.raise(incident)
    .catch(() => undefined);
}
