import { eq } from 'drizzle-orm';
import { type QuestionInput, youtubeIdFrom } from '../../../shared/contracts/admin-questions';
import type { Database } from '../../db/client';
import { categories, questions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../activity/log-admin-activity';
import { questionFolds } from './question-folds';

/** The stored columns of a checked question form. */
export function questionValues(input: QuestionInput) {
  const videoId = input.video ? youtubeIdFrom(input.video) : null;
  const values = {
    categoryId: input.categoryId,
    type: input.type,
    bodyAr: input.bodyAr,
    bodyEn: input.bodyEn,
    optionsAr: input.optionsAr,
    optionsEn: input.optionsEn,
    correctIndex: input.type === 'open' ? 0 : input.correctIndex,
    difficulty: input.difficulty,
    points: input.points,
    tags: input.tags,
    keywords: input.keywords,
    imageUrl: input.imageUrl || null,
    imageAltAr: input.imageUrl ? input.imageAltAr : null,
    imageAltEn: input.imageUrl ? input.imageAltEn : null,
    videoType: videoId ? ('youtube' as const) : ('none' as const),
    videoId,
    videoStart: videoId ? input.videoStart : null,
    videoEnd: videoId ? input.videoEnd : null,
    audioUrl: input.audioUrl || null,
    imageCredit: input.imageUrl ? input.imageCredit : null,
    note: input.note || null,
    isActive: input.isActive,
  };
  return { ...values, ...questionFolds(values) };
}

async function assertCategory(db: Database, categoryId: string): Promise<void> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) {
    throw new AppError('VALIDATION', 'errors.validation', { categoryId: 'validation.categoryRequired' });
  }
}

/** A new question written by an admin: approved by its author, who is an editor. */
export async function createQuestion(db: Database, input: QuestionInput, actor: Actor): Promise<string> {
  await assertCategory(db, input.categoryId);
  const [row] = await db
    .insert(questions)
    .values({
      ...questionValues(input),
      source: 'admin',
      createdBy: actor.id,
      reviewStatus: 'approved',
      reviewedBy: actor.email,
      reviewedAt: new Date(),
    })
    .returning({ id: questions.id });
  return row!.id;
}

/** Saves an edit; a seeded question is marked edited so the next seed leaves it alone. 404 when it is gone. */
export async function updateQuestion(db: Database, id: string, input: QuestionInput): Promise<void> {
  await assertCategory(db, input.categoryId);
  const updated = await db
    .update(questions)
    .set({ ...questionValues(input), adminEdited: true })
    .where(eq(questions.id, id))
    .returning({ id: questions.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'admin.errors.questionNotFound');
}
