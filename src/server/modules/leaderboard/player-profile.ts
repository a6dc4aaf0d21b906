import { eq } from 'drizzle-orm';
import type { PlayerProfile } from '../../../shared/contracts/leaderboard';
import { regionOf } from '../../../shared/solo/periods';
import type { Database } from '../../db/client';
import { leaderboardScores, playerProfiles } from '../../db/solo-schema';
import { type RequestFacts, recordSecurityEvent } from '../security/record-security-event';

const DEFAULTS: PlayerProfile = { country: null, showOnLeaderboards: true, showProfile: true };

export async function getPlayerProfile(db: Database, userId: string): Promise<PlayerProfile> {
  const [row] = await db.select().from(playerProfiles).where(eq(playerProfiles.userId, userId));
  return row
    ? { country: row.country, showOnLeaderboards: row.showOnLeaderboards, showProfile: row.showProfile }
    : DEFAULTS;
}

/**
 * Saves the country (which moves the player's leaderboard rows to its region) and the privacy choices; a change
 * of privacy is recorded as the `privacy_settings_changed` security event.
 */
export async function savePlayerProfile(
  db: Database,
  userId: string,
  input: PlayerProfile,
  facts: RequestFacts,
): Promise<PlayerProfile> {
  const before = await getPlayerProfile(db, userId);
  await db
    .insert(playerProfiles)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: playerProfiles.userId, set: { ...input, updatedAt: new Date() } });
  if (before.country !== input.country) {
    await db
      .update(leaderboardScores)
      .set({ region: regionOf(input.country) })
      .where(eq(leaderboardScores.userId, userId));
  }
  if (before.showOnLeaderboards !== input.showOnLeaderboards || before.showProfile !== input.showProfile) {
    await recordSecurityEvent(db, {
      type: 'privacy_settings_changed',
      userId,
      ...facts,
      metadata: { showOnLeaderboards: input.showOnLeaderboards, showProfile: input.showProfile },
    });
  }
  return input;
}
