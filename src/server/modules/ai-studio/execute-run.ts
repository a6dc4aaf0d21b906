import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Difficulty, POINTS_BY_DIFFICULTY } from '../../../shared/constants';
import {
  type AiMeta,
  type ConfidenceCheck,
  type QuestionInput,
  questionInputSchema,
} from '../../../shared/contracts/admin-questions';
import {
  difficultyMix,
  type GeneratedQuestion,
  type GenerationMedia,
  type Rejection,
  type RunCategory,
} from '../../../shared/contracts/ai-studio';
import { foldText } from '../../../shared/text/normalize';
import { type ChatEndpoint, chatJson } from '../../adapters/ai/chat-client';
import type { Database } from '../../db/client';
import { generationRuns } from '../../db/jobs-schema';
import { categories, questions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findRepeats } from '../questions/find-repeats';
import { questionValues } from '../questions/save-question';
import { checkGeneratedItem, confidenceOf } from './check-generated';
import { findMedia, type MediaServices } from './find-media';
import {
  FACT_CHECK_JSON_SCHEMA,
  factCheckEnvelopeSchema,
  factCheckMessages,
  GENERATION_JSON_SCHEMA,
  generationEnvelopeSchema,
  generationMessages,
} from './prompts';

export type StudioServices = MediaServices & {
  db: Database;
  /** The OpenAI-compatible endpoint; null when AI_BASE_URL is not set. */
  endpoint: ChatEndpoint | null;
  /** Ask the model a second time, without the answer, to check each question. */
  factCheck: boolean;
};

/** A model call asks for at most this many questions (small local models lose their way in longer answers). */
const BATCH = 10;
/** Near-duplicate: a bank question whose folded English body is at least this similar (trigrams). */
const NEAR_DUPLICATE = 0.6;

type CategoryRow = { id: string; nameAr: string; nameEn: string; descriptionEn: string };
type Accepted = {
  question: GeneratedQuestion;
  difficulty: Difficulty;
  failedChecks: ConfidenceCheck[];
  factCheck: AiMeta['factCheck'];
};

/** Deals the exact difficulty mix of `count` over the categories, round-robin, hardest last within each. */
export function dealSlots(count: number, categoryCount: number): Difficulty[][] {
  const mix = difficultyMix(count);
  const slots: Difficulty[] = [
    ...Array<Difficulty>(mix.easy).fill('easy'),
    ...Array<Difficulty>(mix.medium).fill('medium'),
    ...Array<Difficulty>(mix.hard).fill('hard'),
  ];
  const dealt: Difficulty[][] = Array.from({ length: categoryCount }, () => []);
  slots.forEach((slot, i) => dealt[i % categoryCount]!.push(slot));
  return dealt;
}

async function saveRun(db: Database, runId: string, values: Partial<typeof generationRuns.$inferInsert>) {
  await db.update(generationRuns).set(values).where(eq(generationRuns.id, runId));
}

/** Asks the model for one batch and checks every item on its own; a failed call rejects the whole batch. */
async function generateBatch(
  services: StudioServices,
  endpoint: ChatEndpoint,
  request: { topic: string; category: CategoryRow; difficulties: Difficulty[]; media: GenerationMedia[] },
): Promise<{ accepted: Accepted[]; rejections: Rejection[] }> {
  const envelope = await chatJson(endpoint, {
    messages: generationMessages(request),
    schema: generationEnvelopeSchema,
    jsonSchema: GENERATION_JSON_SCHEMA,
    name: 'quiz_questions',
  });
  if (envelope.questions.length === 0) throw new AppError('UNAVAILABLE', 'admin.ai.errors.noData');
  const accepted: Accepted[] = [];
  const rejections: Rejection[] = [];
  for (const [i, raw] of envelope.questions.slice(0, request.difficulties.length).entries()) {
    const checked = checkGeneratedItem(raw);
    if (!checked.ok) rejections.push({ reason: checked.reason, detail: checked.detail });
    // The slot's difficulty holds the mix exact even when a model mislabels an item.
    else accepted.push({ ...checked, difficulty: request.difficulties[i]!, factCheck: null });
  }
  if (services.factCheck && accepted.length > 0) {
    try {
      const result = await chatJson(endpoint, {
        messages: factCheckMessages(accepted.map((a) => a.question)),
        schema: factCheckEnvelopeSchema,
        jsonSchema: FACT_CHECK_JSON_SCHEMA,
        name: 'quiz_fact_check',
      });
      const byId = new Map(result.answers.map((a) => [a.id, a.answerIndex]));
      accepted.forEach((a, id) => {
        const answeredIndex = byId.has(id) ? byId.get(id)! : null;
        a.factCheck = { answeredIndex, agrees: answeredIndex === a.question.correctIndex };
        if (answeredIndex !== a.question.correctIndex) a.failedChecks.push('factCheck');
      });
    } catch {
      // The second pass is optional: without it the questions keep the model's rating and say it was not run.
    }
  }
  return { accepted, rejections };
}

/**
 * A near-duplicate asks the same thing: a bank question whose English body is close (trigram similarity) and whose
 * right answer is the same. Closeness alone is not enough: "the capital of France" and "of Spain" are close.
 */
async function isNearDuplicate(db: Database, q: GeneratedQuestion): Promise<boolean> {
  const fold = foldText(q.bodyEn);
  const answer = foldText(q.optionsEn[q.correctIndex] ?? '');
  const close = await db
    .select({ optionsEn: questions.optionsEn, correctIndex: questions.correctIndex })
    .from(questions)
    .where(sql`similarity(${questions.foldEn}, ${fold}) >= ${NEAR_DUPLICATE}`)
    .limit(20);
  return close.some((row) => foldText(row.optionsEn[row.correctIndex] ?? '') === answer);
}

/** Stores the accepted items of one category as pending questions; answers the rejections it added. */
async function storeAccepted(
  services: StudioServices,
  runId: string,
  category: CategoryRow,
  media: GenerationMedia[],
  accepted: Accepted[],
  createdBy: string | null,
): Promise<{ stored: number; rejections: Rejection[] }> {
  const { db } = services;
  const rejections: Rejection[] = [];
  const repeats = await findRepeats(
    db,
    accepted.map((a) => a.question),
  );
  let stored = 0;
  for (const [i, item] of accepted.entries()) {
    const q = item.question;
    if (repeats[i]) {
      rejections.push({ reason: 'admin.ai.rejected.repeat', detail: q.bodyEn.slice(0, 200) });
      continue;
    }
    const failedChecks = [...item.failedChecks];
    if (await isNearDuplicate(db, q)) failedChecks.push('notRepeated');
    const kind = media[i % media.length]!;
    const found = await findMedia(services, kind, q.mediaSearchTerm);
    if (!found.imageUrl && !found.videoId) failedChecks.push('media');
    const input: QuestionInput = {
      categoryId: category.id,
      type: 'multiple_choice',
      bodyAr: q.bodyAr,
      bodyEn: q.bodyEn,
      optionsAr: q.optionsAr,
      optionsEn: q.optionsEn,
      correctIndex: q.correctIndex,
      difficulty: item.difficulty,
      points: POINTS_BY_DIFFICULTY[item.difficulty],
      tags: q.tags.slice(0, 8),
      keywords: q.keywords.slice(0, 10),
      imageUrl: found.imageUrl,
      imageAltAr: found.imageUrl ? q.mediaDescriptionAr || q.bodyAr : null,
      imageAltEn: found.imageUrl ? q.mediaDescriptionEn || q.bodyEn : null,
      video: found.videoId ?? '',
      videoStart: null,
      videoEnd: null,
      audioUrl: null,
      imageCredit: found.imageCredit,
      note: q.fact,
      isActive: true,
    };
    const valid = questionInputSchema.safeParse(input);
    if (!valid.success) {
      rejections.push({ reason: 'admin.ai.errors.invalidResponse', detail: q.bodyEn.slice(0, 200) });
      continue;
    }
    const aiMeta: AiMeta = {
      runId,
      fact: q.fact,
      modelConfidence: q.confidence,
      failedChecks,
      factCheck: item.factCheck,
      mediaSearchTerm: q.mediaSearchTerm,
    };
    await db.insert(questions).values({
      ...questionValues(valid.data),
      source: 'ai',
      reviewStatus: 'pending',
      aiConfidence: confidenceOf(q.confidence, failedChecks) / 100,
      aiMeta,
      createdBy,
    });
    stored += 1;
  }
  return { stored, rejections };
}

type RunInput = { topic?: string; categoryIds?: string[]; media?: GenerationMedia[]; count?: number };

/**
 * Carries out a generation run of the studio or of an auto top-up: per category, asks the model in batches,
 * checks, fact-checks, finds media and stores pending questions, keeping the run's counts and each category's
 * status up to date as it goes. A category that fails does not stop the others.
 */
export async function executeGenerationRun(services: StudioServices, runId: string): Promise<void> {
  const { db } = services;
  const [run] = await db.select().from(generationRuns).where(eq(generationRuns.id, runId));
  if (!run || run.status !== 'pending') return;
  const started = Date.now();
  await saveRun(db, runId, { status: 'running', startedAt: new Date() });
  const input = run.input as RunInput & { plan?: { categoryId: string; count: number }[] };
  const endpoint = services.endpoint;
  if (!endpoint) {
    await saveRun(db, runId, {
      status: 'failed',
      error: 'admin.ai.errors.notConfigured',
      finishedAt: new Date(),
      durationMs: Date.now() - started,
    });
    return;
  }
  const media = input.media?.length ? input.media : (['image'] as GenerationMedia[]);
  const steps = input.plan
    ? input.plan.map((p) => ({ categoryId: p.categoryId, difficulties: dealSlots(p.count, 1)[0]! }))
    : (() => {
        const ids = input.categoryIds ?? [];
        const dealt = dealSlots(input.count ?? 10, Math.max(1, ids.length));
        return ids.map((categoryId, i) => ({ categoryId, difficulties: dealt[i]! }));
      })();
  const rows = await db
    .select({
      id: categories.id,
      nameAr: categories.nameAr,
      nameEn: categories.nameEn,
      descriptionEn: categories.descriptionEn,
    })
    .from(categories)
    .where(
      inArray(categories.id, [...steps.map((p) => p.categoryId), '00000000-0000-0000-0000-000000000000']),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const progress: RunCategory[] = steps.flatMap((p) => {
    const row = byId.get(p.categoryId);
    return row
      ? [
          {
            categoryId: row.id,
            nameAr: row.nameAr,
            nameEn: row.nameEn,
            status: 'pending' as const,
            generated: 0,
            rejected: 0,
            error: null,
          },
        ]
      : [];
  });
  const rejections: Rejection[] = [];
  let newQuestions = 0;
  let processed = 0;
  await saveRun(db, runId, { categories: progress });

  for (const entry of progress) {
    const { difficulties } = steps.find((p) => p.categoryId === entry.categoryId)!;
    const category = byId.get(entry.categoryId)!;
    entry.status = 'processing';
    await saveRun(db, runId, { categories: progress });
    try {
      for (let from = 0; from < difficulties.length; from += BATCH) {
        const batch = await generateBatch(services, endpoint, {
          topic: input.topic ?? `${category.nameEn}: ${category.descriptionEn}`,
          category,
          difficulties: difficulties.slice(from, from + BATCH),
          media,
        });
        const saved = await storeAccepted(services, runId, category, media, batch.accepted, run.createdBy);
        const lost = [...batch.rejections, ...saved.rejections];
        entry.generated += saved.stored;
        entry.rejected += lost.length;
        newQuestions += saved.stored;
        rejections.push(...lost);
        await saveRun(db, runId, {
          categories: progress,
          newQuestions,
          questionsRejected: rejections.length,
          rejections: rejections.slice(0, 200),
        });
      }
      entry.status = 'completed';
    } catch (error) {
      entry.status = 'failed';
      entry.error = error instanceof AppError ? error.key : 'admin.ai.errors.noData';
    }
    processed += 1;
    await saveRun(db, runId, { categories: progress, categoriesProcessed: processed });
  }
  const anyDone = progress.some((p) => p.status === 'completed');
  await saveRun(db, runId, {
    status: anyDone || progress.length === 0 ? 'completed' : 'failed',
    error: anyDone || progress.length === 0 ? null : (progress[0]?.error ?? 'admin.ai.errors.noData'),
    finishedAt: new Date(),
    durationMs: Date.now() - started,
  });
}

/** A run a restart cut short is failed, with its categories still processing marked failed too. */
export async function failInterruptedRun(db: Database, runId: string): Promise<void> {
  const [run] = await db.select().from(generationRuns).where(eq(generationRuns.id, runId));
  if (!run || (run.status !== 'running' && run.status !== 'pending')) return;
  await db
    .update(generationRuns)
    .set({
      status: 'failed',
      error: 'admin.ai.errors.interrupted',
      finishedAt: new Date(),
      categories: run.categories.map((c) =>
        c.status === 'processing' || c.status === 'pending' ? { ...c, status: 'failed' as const } : c,
      ),
    })
    .where(and(eq(generationRuns.id, runId), inArray(generationRuns.status, ['pending', 'running'])));
}
