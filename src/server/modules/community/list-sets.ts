import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { MIN_QUESTIONS_PER_DIFFICULTY_TO_PLAY } from '../../../shared/constants';
import type { QuestionSetSummary } from '../../../shared/contracts/community';
import { foldText } from '../../../shared/text/normalize';
import { users } from '../../db/auth-schema';
import type { Database } from '../../db/client';
import { questionSetCategories, questionSetLikes, questionSets } from '../../db/community-schema';
import { questions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isPlayableQuestion } from '../questions/playable';

const LIST_MAX = 60;

type Counts = { easy: number; medium: number; hard: number };
export type ColumnCounts = { categoryId: string; setId: string; position: number; counts: Counts };

/** Playable questions per difficulty of each column of the given sets, columns in order. */
export async function loadColumnCounts(db: Database, setIds: readonly string[]): Promise<ColumnCounts[]> {
  if (setIds.length === 0) return [];
  const rows = await db
    .select({
      categoryId: questionSetCategories.categoryId,
      setId: questionSetCategories.setId,
      position: questionSetCategories.position,
      easy: sql<number>`count(${questions.id}) filter (where ${questions.difficulty} = 'easy')`,
      medium: sql<number>`count(${questions.id}) filter (where ${questions.difficulty} = 'medium')`,
      hard: sql<number>`count(${questions.id}) filter (where ${questions.difficulty} = 'hard')`,
    })
    .from(questionSetCategories)
    .leftJoin(
      questions,
      and(eq(questions.categoryId, questionSetCategories.categoryId), isPlayableQuestion()),
    )
    .where(inArray(questionSetCategories.setId, [...setIds]))
    .groupBy(questionSetCategories.categoryId, questionSetCategories.setId, questionSetCategories.position)
    .orderBy(questionSetCategories.position);
  return rows.map((row) => ({
    categoryId: row.categoryId,
    setId: row.setId,
    position: row.position,
    counts: { easy: Number(row.easy), medium: Number(row.medium), hard: Number(row.hard) },
  }));
}

export const isColumnPlayable = (counts: Counts) =>
  Math.min(counts.easy, counts.medium, counts.hard) >= MIN_QUESTIONS_PER_DIFFICULTY_TO_PLAY;

/** Summaries of the given sets (in the order given), with counts, likes and whether the viewer liked each. */
export async function summarizeSets(
  db: Database,
  setIds: readonly string[],
  viewerId: string | null,
): Promise<QuestionSetSummary[]> {
  if (setIds.length === 0) return [];
  const rows = await db
    .select({ set: questionSets, author: sql<string>`coalesce(${users.displayName}, ${users.name})` })
    .from(questionSets)
    .innerJoin(users, eq(users.id, questionSets.authorId))
    .where(inArray(questionSets.id, [...setIds]));
  const columns = await loadColumnCounts(db, setIds);
  const liked = viewerId
    ? await db
        .select({ setId: questionSetLikes.setId })
        .from(questionSetLikes)
        .where(and(eq(questionSetLikes.userId, viewerId), inArray(questionSetLikes.setId, [...setIds])))
    : [];
  const likedIds = new Set(liked.map((row) => row.setId));
  const byId = new Map(rows.map((row) => [row.set.id, row]));
  return setIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = columns.filter((column) => column.setId === id);
    return [
      {
        id,
        name: row.set.name,
        description: row.set.description,
        difficulty: row.set.difficulty,
        isPublic: row.set.isPublic,
        questionCount: own.reduce((sum, c) => sum + c.counts.easy + c.counts.medium + c.counts.hard, 0),
        categoryCount: own.length,
        playableCategoryCount: own.filter((c) => isColumnPlayable(c.counts)).length,
        likes: row.set.likeCount,
        isLiked: likedIds.has(id),
        isMine: row.set.authorId === viewerId,
        author: row.author,
        createdAt: row.set.createdAt.toISOString(),
      },
    ];
  });
}

/** Public sets (newest first, optionally searched), or the viewer's own sets, public and private. */
export async function listQuestionSets(
  db: Database,
  query: { scope: 'all' | 'mine'; q: string },
  viewerId: string | null,
): Promise<QuestionSetSummary[]> {
  let where: SQL | undefined;
  if (query.scope === 'mine') {
    if (!viewerId) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
    where = eq(questionSets.authorId, viewerId);
  } else {
    where = eq(questionSets.isPublic, true);
  }
  const folded = foldText(query.q);
  if (folded) where = and(where, ilike(questionSets.searchText, `%${folded.replace(/[%_\\]/g, '\\$&')}%`));
  const rows = await db
    .select({ id: questionSets.id })
    .from(questionSets)
    .where(where)
    .orderBy(desc(questionSets.createdAt))
    .limit(LIST_MAX);
  return summarizeSets(
    db,
    rows.map((row) => row.id),
    viewerId,
  );
}
