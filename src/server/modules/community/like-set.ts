import { eq, sql } from 'drizzle-orm';
import type { LikeResult } from '../../../shared/contracts/community';
import type { Database } from '../../db/client';
import { questionSetLikes, questionSets } from '../../db/community-schema';
import { findVisibleSet } from './set-access';

/** Likes a set once per person: a second like (or a replayed request) changes nothing. */
export async function likeQuestionSet(db: Database, setId: string, userId: string): Promise<LikeResult> {
  await findVisibleSet(db, setId, userId);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(questionSetLikes)
      .values({ setId, userId })
      .onConflictDoNothing()
      .returning({ setId: questionSetLikes.setId });
    const [row] = inserted.length
      ? await tx
          .update(questionSets)
          .set({ likeCount: sql`${questionSets.likeCount} + 1` })
          .where(eq(questionSets.id, setId))
          .returning({ likes: questionSets.likeCount })
      : await tx
          .select({ likes: questionSets.likeCount })
          .from(questionSets)
          .where(eq(questionSets.id, setId));
    return { likes: row!.likes, isLiked: true };
  });
}
