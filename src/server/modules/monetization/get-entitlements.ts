import { and, eq, sql } from 'drizzle-orm';
import type { EntitlementSummary } from '../../../shared/contracts/monetization';
import type { Database } from '../../db/client';
import { entitlements } from '../../db/community-schema';

/** What a person has bought and may still use: game credits and the end of their premium plan. */
export async function getEntitlements(db: Database, userId: string): Promise<EntitlementSummary> {
  const [row] = await db
    .select({
      credits: sql<number>`coalesce(sum(${entitlements.credits}), 0)`,
      premiumUntil: sql<Date | null>`max(${entitlements.expiresAt})`,
    })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId)));
  const until = row?.premiumUntil ? new Date(row.premiumUntil) : null;
  return {
    credits: Number(row?.credits ?? 0),
    premiumUntil: until && until.getTime() > Date.now() ? until.toISOString() : null,
  };
}
