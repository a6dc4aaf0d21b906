import { and, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AiMeta } from '../../../shared/contracts/admin-questions';
import type { BuiltinInput, GenerationInput, GenerationRun } from '../../../shared/contracts/ai-studio';
import { foldText } from '../../../shared/text/normalize';
import type { Database } from '../../db/client';
import { generationRuns } from '../../db/jobs-schema';
import { categories, questions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { questionValues } from '../questions/save-question';
import { generateBuiltin } from './builtin-generator';

/** Generation runs: created by the studio's form, the top-up or the built-in generator, listed for the studio. */

export function toRunDto(row: typeof generationRuns.$inferSelect): GenerationRun {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    topic: row.topic,
    requested: row.requested,
    categories: row.categories,
    newQuestions: row.newQuestions,
    categoriesProcessed: row.categoriesProcessed,
    questionsRejected: row.questionsRejected,
    rejections: row.rejections,
    durationMs: row.durationMs,
    error: row.error,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function listRuns(db: Database, limit = 20): Promise<GenerationRun[]> {
  const rows = await db.select().from(generationRuns).orderBy(desc(generationRuns.createdAt)).limit(limit);
  return rows.map(toRunDto);
}

export async function getRun(db: Database, id: string): Promise<GenerationRun> {
  const [row] = await db.select().from(generationRuns).where(eq(generationRuns.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'errors.notFound');
  return toRunDto(row);
}

async function assertCategories(db: Database, ids: string[]): Promise<void> {
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  if (rows.length !== new Set(ids).size) {
    throw new AppError('VALIDATION', 'errors.validation', { categoryIds: 'validation.categoryRequired' });
  }
}

/** A pending run of the studio's form; the job runner carries it out. */
export async function createGenerateRun(db: Database, input: GenerationInput, by: string): Promise<string> {
  await assertCategories(db, input.categoryIds);
  const [row] = await db
    .insert(generationRuns)
    .values({ kind: 'generate', input, topic: input.topic, requested: input.count, createdBy: by })
    .returning({ id: generationRuns.id });
  return row!.id;
}

/** Active sub-categories with fewer approved, active questions than `below`, fewest first. */
export async function categoriesBelow(db: Database, below: number) {
  const approved = db
    .select({ categoryId: questions.categoryId, n: count().as('n') })
    .from(questions)
    .where(and(eq(questions.isActive, true), eq(questions.reviewStatus, 'approved')))
    .groupBy(questions.categoryId)
    .as('approved');
  const rows = await db
    .select({ id: categories.id, n: sql<number>`coalesce(${approved.n}, 0)` })
    .from(categories)
    .leftJoin(approved, eq(approved.categoryId, categories.id))
    .where(
      and(
        eq(categories.isActive, true),
        isNotNull(categories.parentId),
        lt(sql`coalesce(${approved.n}, 0)`, below),
      ),
    )
    .orderBy(sql`coalesce(${approved.n}, 0)`);
  return rows.map((row) => ({ id: row.id, approved: Number(row.n) }));
}

/** How many questions a top-up asks for per category (at most), and how many categories it takes on. */
export const TOP_UP_PER_CATEGORY = 10;
export const TOP_UP_MAX_CATEGORIES = 6;

/** A pending top-up run over the categories under the level (or null when none is). */
export async function createTopUpRun(db: Database, below: number, by: string | null): Promise<string | null> {
  const low = (await categoriesBelow(db, below)).slice(0, TOP_UP_MAX_CATEGORIES);
  if (low.length === 0) return null;
  const plan = low.map((c) => ({
    categoryId: c.id,
    count: Math.min(TOP_UP_PER_CATEGORY, below - c.approved),
  }));
  const [row] = await db
    .insert(generationRuns)
    .values({
      kind: 'topup',
      input: { plan, media: ['image'], below },
      requested: plan.reduce((sum, p) => sum + p.count, 0),
      createdBy: by,
    })
    .returning({ id: generationRuns.id });
  return row!.id;
}

/** Runs the built-in generator at once (it is fast) and records it as a completed run. */
export async function runBuiltin(
  db: Database,
  contentDir: string,
  input: BuiltinInput,
  by: string,
): Promise<string> {
  await assertCategories(db, [input.categoryId]);
  const started = Date.now();
  const [run] = await db
    .insert(generationRuns)
    .values({
      kind: 'builtin',
      status: 'running',
      input,
      requested: input.count,
      createdBy: by,
      startedAt: new Date(),
    })
    .returning({ id: generationRuns.id });
  const taken = new Set(
    (await db.select({ foldAr: questions.foldAr, imageUrl: questions.imageUrl }).from(questions)).map(
      (q) => `${q.foldAr}|${q.imageUrl ?? ''}`,
    ),
  );
  const made = generateBuiltin(contentDir, input, (q) => {
    const key = `${foldText(q.bodyAr)}|${q.imageUrl ?? ''}`;
    if (taken.has(key)) return true;
    taken.add(key);
    return false;
  });
  const [category] = await db
    .select({ nameAr: categories.nameAr, nameEn: categories.nameEn })
    .from(categories)
    .where(eq(categories.id, input.categoryId));
  for (const { input: question } of made) {
    const aiMeta: AiMeta = {
      runId: run!.id,
      fact: question.note ?? '',
      modelConfidence: 100,
      failedChecks: [],
      factCheck: null,
      mediaSearchTerm: null,
    };
    await db.insert(questions).values({
      ...questionValues(question),
      source: 'ai',
      reviewStatus: 'pending',
      aiConfidence: 1,
      aiMeta,
      createdBy: by,
    });
  }
  await db
    .update(generationRuns)
    .set({
      status: 'completed',
      newQuestions: made.length,
      categoriesProcessed: 1,
      categories: [
        {
          categoryId: input.categoryId,
          nameAr: category!.nameAr,
          nameEn: category!.nameEn,
          status: 'completed',
          generated: made.length,
          rejected: 0,
          error: null,
        },
      ],
      finishedAt: new Date(),
      durationMs: Date.now() - started,
    })
    .where(eq(generationRuns.id, run!.id));
  return run!.id;
}
