import { and, eq, inArray } from 'drizzle-orm';
import type { CandidateQuestion } from '../../../shared/game/board';
import type { Difficulty } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { hostSeenQuestions } from '../../db/game-schema';
import { questions } from '../../db/schema';
import { isPlayableQuestion } from '../questions/playable';

/** Playable (active, approved) questions of the given categories, as the engine's candidates, by category id. */
export async function loadCandidates(
  db: Database,
  categoryIds: readonly string[],
  difficulty?: Difficulty,
): Promise<Map<string, CandidateQuestion[]>> {
  const rows = await db
    .select({
      id: questions.id,
      categoryId: questions.categoryId,
      difficulty: questions.difficulty,
      type: questions.type,
    })
    .from(questions)
    .where(
      and(
        inArray(questions.categoryId, [...categoryIds]),
        isPlayableQuestion(),
        difficulty ? eq(questions.difficulty, difficulty) : undefined,
      ),
    );
  const byCategory = new Map<string, CandidateQuestion[]>(categoryIds.map((id) => [id, []]));
  for (const row of rows) {
    byCategory.get(row.categoryId)?.push({
      id: row.id,
      difficulty: row.difficulty,
      answerType: row.type === 'open' ? 'text' : 'choice',
    });
  }
  return byCategory;
}

/** The questions of `questionIds` that this host has been shown before. */
export async function loadSeenQuestionIds(
  db: Database,
  hostKey: string,
  questionIds: readonly string[],
): Promise<string[]> {
  if (questionIds.length === 0) return [];
  const rows = await db
    .select({ questionId: hostSeenQuestions.questionId })
    .from(hostSeenQuestions)
    .where(
      and(eq(hostSeenQuestions.hostKey, hostKey), inArray(hostSeenQuestions.questionId, [...questionIds])),
    );
  return rows.map((row) => row.questionId);
}
