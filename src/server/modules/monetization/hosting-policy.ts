import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Catalog } from '../../../shared/contracts/monetization';
import { isCategoryUnlocked } from '../../../shared/monetization/premium';
import type { Database } from '../../db/client';
import { gameCharges } from '../../db/community-schema';
import { categories } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { HostingPolicy } from '../games/games-context';
import { readCatalog } from './catalog-store';
import { getEntitlements, lockAccount, readCredits, readFreeGamesUsed } from './credits';

const refuse = (key: 'noCredits' | 'premiumLocked' | 'signInToHost') =>
  new AppError('FORBIDDEN', `game.errors.${key}`);

/** The catalog when buying is on (keys set and the sale open); null means everything is free. */
async function activeCatalog(db: Database, hasPaymentKeys: boolean): Promise<Catalog | null> {
  if (!hasPaymentKeys) return null;
  const catalog = await readCatalog(db);
  return catalog.isSaleOpen ? catalog : null;
}

async function premiumPackIds(db: Database, categoryIds: readonly string[]): Promise<string[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .select({ packId: categories.premiumPackId })
    .from(categories)
    .where(and(inArray(categories.id, [...categoryIds]), isNotNull(categories.premiumPackId)));
  return rows.map((row) => row.packId!);
}

/**
 * The rules of decision 027 for the games: premium categories need their pack (or a plan), and with paid hosting
 * on, a start spends one credit after the free games. A start is charged in one transaction holding the host's
 * account row, keyed by the game id, so retries, reconnects, two tabs, two processes or a restart spend once.
 */
export function createHostingPolicy(db: Database, hasPaymentKeys: boolean): HostingPolicy {
  const assertCategories = async (catalog: Catalog, hostUserId: string | null, ids: readonly string[]) => {
    const packs = await premiumPackIds(db, ids);
    if (packs.length === 0) return;
    if (!hostUserId) throw refuse('premiumLocked');
    const owned = await getEntitlements(db, hostUserId, catalog.paidHosting);
    const page = { isBuyingEnabled: true, entitlements: owned };
    if (!packs.every((pack) => isCategoryUnlocked(pack, page))) throw refuse('premiumLocked');
  };

  return {
    async assertCanHost(hostUserId, categoryIds) {
      const catalog = await activeCatalog(db, hasPaymentKeys);
      if (!catalog) return;
      await assertCategories(catalog, hostUserId, categoryIds);
      if (!catalog.paidHosting.isOn) return;
      if (!hostUserId) throw refuse('signInToHost');
      const owned = await getEntitlements(db, hostUserId, catalog.paidHosting);
      if (owned.freeGamesLeft === 0 && owned.credits < 1) throw refuse('noCredits');
    },

    async chargeStart(game) {
      const catalog = await activeCatalog(db, hasPaymentKeys);
      if (!catalog) return;
      await assertCategories(catalog, game.hostUserId, game.categoryIds);
      if (!catalog.paidHosting.isOn) return;
      const hostUserId = game.hostUserId;
      if (!hostUserId) throw refuse('signInToHost');
      await db.transaction(async (tx) => {
        if (!(await lockAccount(tx, hostUserId))) throw refuse('signInToHost');
        const [charged] = await tx
          .select({ status: gameCharges.status })
          .from(gameCharges)
          .where(eq(gameCharges.gameId, game.id));
        if (charged) return;
        const isFree = (await readFreeGamesUsed(tx, hostUserId)) < catalog.paidHosting.freeGames;
        if (!isFree && (await readCredits(tx, hostUserId)) < 1) throw refuse('noCredits');
        await tx
          .insert(gameCharges)
          .values({ gameId: game.id, userId: hostUserId, credits: isFree ? 0 : 1 })
          .onConflictDoNothing();
      });
    },

    async returnCharge(gameId) {
      await returnGameCharge(db, gameId);
    },
  };
}

/** Gives back what a game's start spent, once (a free game counts again, a credit returns to the balance). */
export async function returnGameCharge(db: Database, gameId: string): Promise<boolean> {
  const rows = await db
    .update(gameCharges)
    .set({ status: 'returned', returnedAt: new Date() })
    .where(and(eq(gameCharges.gameId, gameId), eq(gameCharges.status, 'spent')))
    .returning({ gameId: gameCharges.gameId });
  return rows.length > 0;
}
