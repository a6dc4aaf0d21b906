import { rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/auth-schema';
import type { Database } from '../../db/client';
import { gamePlayers, games, hostSeenQuestions } from '../../db/game-schema';
import { contactSubmissions } from '../../db/schema';
import { AVATAR_URL_PREFIX } from '../account/save-avatar';

/**
 * Deletes an account and what is personal in it, in one transaction: the user row (sessions, credentials and
 * security events go with it), contact messages from its address, the questions-seen memory, and the avatar file.
 * Games keep their scores for everyone else who played: the games hosted lose their host link (anonymised, keyed
 * to the game itself) and the player rows lose their account link.
 */
export async function deleteAccount(db: Database, userId: string, uploadDir: string): Promise<void> {
  const image = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return null;
    await tx
      .update(games)
      .set({ hostUserId: null, hostKey: sql`'game:' || ${games.id}` })
      .where(eq(games.hostUserId, userId));
    await tx.delete(hostSeenQuestions).where(eq(hostSeenQuestions.hostKey, `user:${userId}`));
    await tx.update(gamePlayers).set({ userId: null }).where(eq(gamePlayers.userId, userId));
    await tx.delete(contactSubmissions).where(eq(contactSubmissions.email, user.email));
    await tx.delete(users).where(eq(users.id, userId));
    return user.image;
  });
  if (image?.startsWith(AVATAR_URL_PREFIX)) {
    rmSync(join(uploadDir, 'avatars', basename(image)), { force: true });
  }
}
