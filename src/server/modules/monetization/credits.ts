import { and, eq, isNull, sql } from 'drizzle-orm';
import type { EntitlementSummary, PaidHosting } from '../../../shared/contracts/monetization';
import { users } from '../../db/auth-schema';
import type { Database } from '../../db/client';
import { creditLedger, entitlements, gameCharges } from '../../db/community-schema';

/**
 * Serializes every change of one person's credits: a transaction that reads a balance and then spends or takes back
 * holds the account's row, so two games started at once, a refund during a start, or two processes cannot both see
 * the same credit (PostgreSQL; PGlite runs one transaction at a time anyway).
 */
export async function lockAccount(tx: Database, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

/** Credits left: the ledger's sum (purchases, refunds, admin grants and revocations) less what games hold. */
export async function readCredits(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .execute<{ credits: string | number }>(
      sql`
    select
      coalesce((select sum(${creditLedger.delta}) from ${creditLedger} where ${creditLedger.userId} = ${userId}), 0)
      - coalesce((select sum(${gameCharges.credits}) from ${gameCharges}
          where ${gameCharges.userId} = ${userId} and ${gameCharges.status} = 'spent'), 0) as credits
  `,
    )
    .then((result) => (result as unknown as { rows: { credits: string | number }[] }).rows);
  return Number(row?.credits ?? 0);
}

/** Free games hosted (and not given back). */
export async function readFreeGamesUsed(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`count(*)` })
    .from(gameCharges)
    .where(and(eq(gameCharges.userId, userId), eq(gameCharges.credits, 0), eq(gameCharges.status, 'spent')));
  return Number(row?.used ?? 0);
}

/** What a person has bought and may still use: credits, the end of a plan, premium packs, free games left. */
export async function getEntitlements(
  db: Database,
  userId: string,
  paidHosting: PaidHosting,
): Promise<EntitlementSummary> {
  const owned = await db
    .select({ kind: entitlements.kind, productId: entitlements.productId, expiresAt: entitlements.expiresAt })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), isNull(entitlements.revokedAt)));
  const now = Date.now();
  const planEnd = Math.max(
    0,
    ...owned.filter((row) => row.kind === 'plan' && row.expiresAt).map((row) => row.expiresAt!.getTime()),
  );
  const packIds = [
    ...new Set(owned.filter((row) => row.kind === 'premium').map((row) => row.productId)),
  ].sort();
  const [credits, freeUsed] = await Promise.all([readCredits(db, userId), readFreeGamesUsed(db, userId)]);
  return {
    credits,
    premiumUntil: planEnd > now ? new Date(planEnd).toISOString() : null,
    packIds,
    freeGamesLeft: Math.max(0, paidHosting.freeGames - freeUsed),
  };
}
