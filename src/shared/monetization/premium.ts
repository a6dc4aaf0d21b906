import type { MonetizationPage } from '../contracts/monetization';

/**
 * Whether a host may put a premium category on a board (decision 027): free while buying is off; otherwise owners of
 * its pack and holders of a plan. Kept apart from the contract's schemas so that pre-game loads no extra zod work.
 */
export function isCategoryUnlocked(
  premiumPackId: string | null,
  page: Pick<MonetizationPage, 'isBuyingEnabled' | 'entitlements'>,
): boolean {
  if (!premiumPackId || !page.isBuyingEnabled) return true;
  const owned = page.entitlements;
  return Boolean(owned && (owned.premiumUntil !== null || owned.packIds.includes(premiumPackId)));
}
