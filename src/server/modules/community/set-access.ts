import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { questionSets } from '../../db/community-schema';
import { AppError } from '../../http/app-error';

export type SetRow = typeof questionSets.$inferSelect;

/** A set the viewer may see: public, or their own. A private set is 404 to everyone else. */
export async function findVisibleSet(db: Database, setId: string, viewerId: string | null): Promise<SetRow> {
  const [row] = await db
    .select()
    .from(questionSets)
    .where(
      and(
        eq(questionSets.id, setId),
        viewerId
          ? or(eq(questionSets.isPublic, true), eq(questionSets.authorId, viewerId))
          : eq(questionSets.isPublic, true),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'community.errors.setNotFound');
  return row;
}

/** The viewer's own set; 404 otherwise (another's set is not theirs to change). */
export async function findOwnSet(db: Database, setId: string, userId: string): Promise<SetRow> {
  const [row] = await db
    .select()
    .from(questionSets)
    .where(and(eq(questionSets.id, setId), eq(questionSets.authorId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'community.errors.setNotFound');
  return row;
}
