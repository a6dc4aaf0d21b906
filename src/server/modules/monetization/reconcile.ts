import { and, eq, lt } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { RECONCILE_OUTCOMES } from '../../../shared/contracts/monetization';
import { checkoutSessions, paymentEvents } from '../../db/community-schema';
import { AppError } from '../../http/app-error';
import { type SettleDeps, settleSession } from './settle-session';

export type ReconcileOutcome = (typeof RECONCILE_OUTCOMES)[number];

/** A session is read from Stripe by the scheduled job once it is this old and still open. */
export const RECONCILE_AFTER_MS = 10 * 60 * 1000;
export const PAYMENTS_RECONCILE_JOB = 'payments.reconcile';

/**
 * A checkout session whose webhook did not arrive (or not yet): read from Stripe's API and settled exactly as the
 * webhook would (settle-session.ts, once per session); an expired one is closed. `userId` limits it to the buyer's
 * own sessions (the return from checkout).
 */
export async function reconcileSession(
  deps: SettleDeps,
  stripe: Stripe,
  sessionId: string,
  userId?: string,
): Promise<ReconcileOutcome> {
  const [started] = await deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  if (!started || (userId && started.userId !== userId))
    throw new AppError('NOT_FOUND', 'monetization.errors.sessionNotFound');
  if (started.status === 'completed') return 'already';
  if (started.status === 'expired') return 'expired';
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.payment_status === 'paid') {
    const eventId = `reconcile:${sessionId}`;
    const result = await settleSession(deps, session, eventId);
    await deps.db.insert(paymentEvents).values({
      eventId,
      type: 'reconcile',
      outcome: result.outcome,
      details: { sessionId, reason: result.reason },
    });
    return result.outcome === 'granted' ? 'granted' : 'already';
  }
  if (session.status === 'expired') {
    await deps.db
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')));
    return 'expired';
  }
  return 'pending';
}

/** The scheduled job: every session still open after RECONCILE_AFTER_MS is read from Stripe. */
export async function reconcileOpenSessions(
  deps: SettleDeps,
  stripe: Stripe,
  now = Date.now(),
): Promise<Record<ReconcileOutcome, number>> {
  const open = await deps.db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.status, 'open'),
        lt(checkoutSessions.createdAt, new Date(now - RECONCILE_AFTER_MS)),
      ),
    );
  const counts: Record<ReconcileOutcome, number> = { granted: 0, already: 0, pending: 0, expired: 0 };
  for (const { id } of open) {
    try {
      counts[await reconcileSession(deps, stripe, id)] += 1;
    } catch (error) {
      deps.log.warn({ sessionId: id, reason: (error as Error).message }, 'reconciling a session failed');
    }
  }
  if (open.length > 0) deps.log.info({ ...counts }, 'payments reconciled');
  return counts;
}
