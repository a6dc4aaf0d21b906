import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { checkoutSessions, entitlements, paymentEvents } from '../../db/community-schema';

export type WebhookOutcome = 'granted' | 'duplicate' | 'ignored' | 'bad_signature';
type Log = {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
};

const DAY_MS = 86_400_000;

/** Rolls the session's completion back when the event id has granted before. */
class DuplicateEvent extends Error {}

/**
 * A webhook call from Stripe: its signature is checked with the endpoint's secret (and its age, 5 minutes at most)
 * before anything is read. Only `checkout.session.completed`, paid, for a session this server started and for the
 * amount it asked, grants the product; each event id grants once. Every call is recorded and a refused one logged.
 */
export async function handleWebhook(
  db: Database,
  stripe: Stripe,
  request: { rawBody: string; signature: string | undefined; webhookSecret: string; log: Log },
): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(request.rawBody, request.signature ?? '', request.webhookSecret);
  } catch (error) {
    request.log.warn({ reason: (error as Error).message }, 'payment webhook refused: bad signature');
    await db
      .insert(paymentEvents)
      .values({ outcome: 'bad_signature', details: { reason: (error as Error).message } });
    return 'bad_signature';
  }
  const record = async (outcome: WebhookOutcome, details: Record<string, unknown> = {}) => {
    await db.insert(paymentEvents).values({ eventId: event.id, type: event.type, outcome, details });
    return outcome;
  };
  if (event.type !== 'checkout.session.completed') return record('ignored');
  const session = event.data.object;
  if (session.payment_status !== 'paid') return record('ignored', { reason: 'unpaid' });

  const outcome = await db
    .transaction(async (tx) => {
      const [started] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
      if (!started || session.amount_total !== started.amountFils || session.currency !== 'aed') {
        return { outcome: 'ignored' as const, reason: 'unknown session or amount' };
      }
      // Once per session (a second event for a paid session grants nothing) and once per event id.
      const claimed = await tx
        .update(checkoutSessions)
        .set({ status: 'completed', completedAt: new Date() })
        .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')))
        .returning({ id: checkoutSessions.id });
      if (claimed.length === 0) return { outcome: 'duplicate' as const, reason: 'session already completed' };
      const granted = await tx
        .insert(entitlements)
        .values({
          userId: started.userId,
          productId: started.productId,
          kind: started.kind,
          credits: started.credits,
          expiresAt: started.kind === 'plan' ? new Date(Date.now() + started.days * DAY_MS) : null,
          eventId: event.id,
        })
        .onConflictDoNothing()
        .returning({ id: entitlements.id });
      if (granted.length === 0) throw new DuplicateEvent();
      return { outcome: 'granted' as const, reason: '' };
    })
    .catch((error: unknown) => {
      if (error instanceof DuplicateEvent)
        return { outcome: 'duplicate' as const, reason: 'event seen before' };
      throw error;
    });
  if (outcome.outcome === 'granted') request.log.info({ eventId: event.id }, 'payment granted');
  else request.log.warn({ eventId: event.id, reason: outcome.reason }, 'payment webhook granted nothing');
  return record(outcome.outcome, { sessionId: session.id, reason: outcome.reason });
}
