import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { users } from '../../db/auth-schema';
import type { Database } from '../../db/client';
import { checkoutSessions, creditLedger, entitlements, paymentEvents } from '../../db/community-schema';
import type { Mailer } from '../../mail/mailer';
import { receiptLines } from '../../mail/templates';
import { readCatalog } from './catalog-store';
import { revokePayment } from './revoke-payment';

export type SettleOutcome = { outcome: 'granted' | 'duplicate' | 'ignored'; reason: string };
export type PaymentsLog = {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
};
export type SettleDeps = { db: Database; mailer?: Mailer; publicUrl: string; log: PaymentsLog };

const DAY_MS = 86_400_000;

/** Rolls the session's completion back when the event id has granted before. */
class DuplicateEvent extends Error {}

const intentOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/**
 * Grants a paid checkout session, exactly once, whoever brings it: the signed webhook or the reconciliation that
 * read the session from Stripe's API. Only a paid session this server started, for the amount and currency it asked,
 * grants; the session is claimed (`open` → `completed`) and the entitlement and its ledger row inserted in one
 * transaction. A refund or dispute that arrived before the grant (events can come out of order) is applied at once.
 */
export async function settleSession(
  deps: SettleDeps,
  session: Stripe.Checkout.Session,
  eventId: string,
): Promise<SettleOutcome> {
  const { db } = deps;
  if (session.payment_status !== 'paid') return { outcome: 'ignored', reason: 'unpaid' };
  const paymentIntent = intentOf(session);
  const result = await db
    .transaction(async (tx) => {
      const [started] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
      if (!started || session.amount_total !== started.amountFils || session.currency !== 'aed') {
        return { outcome: 'ignored' as const, reason: 'unknown session or amount', grantedId: null };
      }
      // Once per session (a second event for a paid session grants nothing) and once per event id.
      const claimed = await tx
        .update(checkoutSessions)
        .set({ status: 'completed', completedAt: new Date() })
        .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')))
        .returning({ id: checkoutSessions.id });
      if (claimed.length === 0)
        return { outcome: 'duplicate' as const, reason: 'session already completed', grantedId: null };
      const [granted] = await tx
        .insert(entitlements)
        .values({
          userId: started.userId,
          productId: started.productId,
          kind: started.kind,
          credits: started.kind === 'pack' ? started.credits : 0,
          expiresAt: started.kind === 'plan' ? new Date(Date.now() + started.days * DAY_MS) : null,
          eventId,
          sessionId: session.id,
          paymentIntent,
        })
        .onConflictDoNothing()
        .returning({ id: entitlements.id, credits: entitlements.credits });
      if (!granted) throw new DuplicateEvent();
      await tx.insert(creditLedger).values({
        userId: started.userId,
        delta: granted.credits,
        kind: 'purchase',
        entitlementId: granted.id,
        eventId,
        reason: started.productId,
      });
      return { outcome: 'granted' as const, reason: '', grantedId: granted.id };
    })
    .catch((error: unknown) => {
      if (error instanceof DuplicateEvent)
        return { outcome: 'duplicate' as const, reason: 'event seen before', grantedId: null };
      throw error;
    });
  if (result.outcome !== 'granted') return { outcome: result.outcome, reason: result.reason };
  deps.log.info({ eventId, sessionId: session.id }, 'payment granted');
  if (paymentIntent) await applyDeferredRevocations(deps, paymentIntent);
  await sendReceipt(deps, session.id);
  return { outcome: 'granted', reason: '' };
}

/** Refunds and disputes recorded as `deferred` because their payment had not been granted yet. */
async function applyDeferredRevocations(deps: SettleDeps, paymentIntent: string): Promise<void> {
  const deferred = await deps.db
    .select({ eventId: paymentEvents.eventId, type: paymentEvents.type })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.outcome, 'deferred'),
        sql`${paymentEvents.details}->>'paymentIntent' = ${paymentIntent}`,
      ),
    );
  for (const event of deferred) {
    const kind = event.type === 'charge.dispute.created' ? 'dispute' : 'refund';
    const outcome = await revokePayment(deps.db, { paymentIntent, kind, eventId: event.eventId ?? '' });
    deps.log.warn(
      { eventId: event.eventId, outcome },
      'an earlier refund or dispute applied to a late grant',
    );
  }
}

/** The receipt, in the buyer's language; the mailer never throws (an unsent mail stays in the outbox). */
async function sendReceipt(deps: SettleDeps, sessionId: string): Promise<void> {
  if (!deps.mailer) return;
  const [row] = await deps.db
    .select({
      email: users.email,
      name: users.name,
      language: users.language,
      productId: checkoutSessions.productId,
      kind: checkoutSessions.kind,
      credits: checkoutSessions.credits,
      days: checkoutSessions.days,
      amountFils: checkoutSessions.amountFils,
    })
    .from(checkoutSessions)
    .innerJoin(users, eq(users.id, checkoutSessions.userId))
    .where(eq(checkoutSessions.id, sessionId));
  if (!row) return;
  const language = row.language === 'en' ? 'en' : 'ar';
  const product = (await readCatalog(deps.db)).products.find((p) => p.id === row.productId);
  await deps.mailer.send({
    to: row.email,
    kind: 'receipt',
    language,
    name: row.name,
    url: `${deps.publicUrl}/profile`,
    body: receiptLines(language, {
      reference: sessionId,
      productName: product ? (language === 'en' ? product.nameEn : product.nameAr) : row.productId,
      kind: row.kind,
      credits: row.credits,
      days: row.days,
      amountFils: row.amountFils,
      at: new Date(),
    }).join('\n'),
  });
}
