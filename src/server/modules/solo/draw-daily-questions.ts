import { asc, eq, inArray } from 'drizzle-orm';
import { DAILY_DIFFICULTY_MIX, DAILY_QUESTION_COUNT } from '../../../shared/contracts/solo';
import { createRandom, seedFromText, shuffle } from '../../../shared/game/random';
import type { Database } from '../../db/client';
import { categories, questions } from '../../db/schema';
import { dailyChallenges } from '../../db/solo-schema';
import { AppError } from '../../http/app-error';
import { isPlayableQuestion } from '../questions/playable';

/**
 * The question ids of a challenge day: drawn once (the first request of the day stores them) so everyone gets the
 * same 10 in the same order even if the bank changes later. The mix is 4 easy, 3 medium and 3 hard where the bank
 * has them, topped up from any difficulty; the draw is seeded by the day.
 */
export async function dailyQuestionIds(db: Database, day: string): Promise<string[]> {
  const [stored] = await db.select().from(dailyChallenges).where(eq(dailyChallenges.day, day));
  if (stored) return stored.questionIds;
  const ids = await drawPlayableIds(db, `daily:${day}`, DAILY_DIFFICULTY_MIX, DAILY_QUESTION_COUNT);
  // Two first requests at once: the first insert wins and both read it back.
  await db.insert(dailyChallenges).values({ day, questionIds: ids }).onConflictDoNothing();
  const [row] = await db.select().from(dailyChallenges).where(eq(dailyChallenges.day, day));
  return row!.questionIds;
}

/**
 * Draws `count` playable question ids seeded by `seed`: `mix` of each difficulty where the bank has them, topped up
 * from any difficulty, in a shuffled order. Refused when the bank has fewer playable questions than `count`.
 */
export async function drawPlayableIds(
  db: Database,
  seed: string,
  mix: Readonly<Record<string, number>>,
  count: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: questions.id, difficulty: questions.difficulty })
    .from(questions)
    .where(isPlayableQuestion())
    .orderBy(asc(questions.id));
  if (rows.length < count) throw new AppError('UNAVAILABLE', 'challenges.errors.noQuestions');
  const rng = createRandom(seedFromText(seed));
  const picked: string[] = [];
  for (const [difficulty, wanted] of Object.entries(mix)) {
    const pool = shuffle(
      rows.filter((row) => row.difficulty === difficulty).map((row) => row.id),
      rng,
    );
    picked.push(...pool.slice(0, wanted));
  }
  const rest = shuffle(
    rows.map((row) => row.id).filter((id) => !picked.includes(id)),
    rng,
  );
  picked.push(...rest.slice(0, count - picked.length));
  return shuffle(picked, rng);
}

/** The questions of `ids` in that order, with their category names. */
export async function loadRoundQuestions(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      question: questions,
      categoryAr: categories.nameAr,
      categoryEn: categories.nameEn,
    })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(inArray(questions.id, ids));
  const byId = new Map(rows.map((row) => [row.question.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

export type RoundQuestionRow = Awaited<ReturnType<typeof loadRoundQuestions>>[number];
