import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditLedger, entitlements } from '../../db/community-schema';
import { lockAccount, readCredits } from './credits';

export type RevokeKind = 'refund' | 'dispute';
export type RevokeOutcome =
  | { outcome: 'revoked'; taken: number; shortfall: number }
  | { outcome: 'duplicate' }
  | { outcome: 'unknown' };

/**
 * A refunded or disputed payment takes back what it bought, once: the entitlement stops counting (a plan's days, a
 * premium pack), and a credit pack's credits still unspent leave the balance. Credits already spent are recorded
 * as the shortfall, never taken below zero. A second refund or a dispute after a refund finds it revoked.
 */
export async function revokePayment(
  db: Database,
  input: { paymentIntent: string; kind: RevokeKind; eventId: string },
): Promise<RevokeOutcome> {
  const [entitlement] = await db
    .select()
    .from(entitlements)
    .where(eq(entitlements.paymentIntent, input.paymentIntent));
  if (!entitlement) return { outcome: 'unknown' };
  return db.transaction(async (tx) => {
    await lockAccount(tx, entitlement.userId);
    const claimed = await tx
      .update(entitlements)
      .set({ revokedAt: new Date(), revokedReason: input.kind })
      .where(and(eq(entitlements.id, entitlement.id), isNull(entitlements.revokedAt)))
      .returning({ id: entitlements.id });
    if (claimed.length === 0) return { outcome: 'duplicate' as const };
    const balance = await readCredits(tx, entitlement.userId);
    const taken = Math.min(entitlement.credits, Math.max(0, balance));
    await tx.insert(creditLedger).values({
      userId: entitlement.userId,
      delta: -taken,
      kind: input.kind,
      entitlementId: entitlement.id,
      eventId: input.eventId,
      reason: entitlement.productId,
      shortfall: entitlement.credits - taken,
    });
    return { outcome: 'revoked' as const, taken, shortfall: entitlement.credits - taken };
  });
}
