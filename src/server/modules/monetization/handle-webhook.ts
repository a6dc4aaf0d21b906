import type Stripe from 'stripe';
import { paymentEvents } from '../../db/community-schema';
import { revokePayment, type RevokeKind } from './revoke-payment';
import { type SettleDeps, settleSession } from './settle-session';

export type WebhookOutcome = 'granted' | 'revoked' | 'deferred' | 'duplicate' | 'ignored' | 'bad_signature';

const intentId = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * A webhook call from Stripe: its signature is checked with the endpoint's secret (and its age, 5 minutes at most)
 * before anything is read. `checkout.session.completed` grants (settle-session.ts); `charge.refunded` (in full)
 * and `charge.dispute.created` take back what the payment bought; each once. A refund or dispute for a payment not
 * granted yet (events can arrive out of order) is kept as `deferred` and applied when the grant comes. Every call
 * is recorded and a refused one logged.
 */
export async function handleWebhook(
  deps: SettleDeps,
  stripe: Stripe,
  request: { rawBody: string; signature: string | undefined; webhookSecret: string },
): Promise<WebhookOutcome> {
  const { db, log } = deps;
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(request.rawBody, request.signature ?? '', request.webhookSecret);
  } catch (error) {
    log.warn({ reason: (error as Error).message }, 'payment webhook refused: bad signature');
    await db
      .insert(paymentEvents)
      .values({ outcome: 'bad_signature', details: { reason: (error as Error).message } });
    return 'bad_signature';
  }
  const record = async (outcome: WebhookOutcome, details: Record<string, unknown> = {}) => {
    await db.insert(paymentEvents).values({ eventId: event.id, type: event.type, outcome, details });
    if (outcome !== 'granted' && outcome !== 'revoked')
      log.warn({ eventId: event.id, type: event.type, ...details }, `payment webhook: ${outcome}`);
    return outcome;
  };

  const revoke = async (paymentIntent: string | null, kind: RevokeKind) => {
    if (!paymentIntent) return record('ignored', { reason: 'no payment intent' });
    const result = await revokePayment(db, { paymentIntent, kind, eventId: event.id });
    if (result.outcome === 'unknown') return record('deferred', { paymentIntent, reason: 'not granted yet' });
    if (result.outcome === 'duplicate')
      return record('duplicate', { paymentIntent, reason: 'already revoked' });
    log.info({ eventId: event.id, ...result }, `payment ${kind}: entitlement taken back`);
    return record('revoked', { paymentIntent, taken: result.taken, shortfall: result.shortfall });
  };

  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const result = await settleSession(deps, session, event.id);
      return record(result.outcome, { sessionId: session.id, reason: result.reason });
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      // A partial refund leaves the purchase standing; an admin adjusts credits by hand if need be.
      if (!charge.refunded) return record('ignored', { reason: 'partial refund', charge: charge.id });
      return revoke(intentId(charge.payment_intent), 'refund');
    }
    case 'charge.dispute.created':
      return revoke(intentId(event.data.object.payment_intent), 'dispute');
    default:
      return record('ignored');
  }
}
