import { eq, inArray } from 'drizzle-orm';
import { type ContentQuestion, isOpenQuestion } from '../../shared/content/question-file';
import type { Database } from '../db/client';
import { appMeta, categories, pages, questions } from '../db/schema';
import { questionFolds } from '../modules/questions/question-folds';
import { type ContentToSeed, hashRecord } from './load-content';

const CONTENT_HASH_KEY = 'content_hash';
/** Rows per INSERT statement: a statement's parameters and SQL stay small. */
const INSERT_CHUNK = 200;

export type SeedReport = {
  skipped: boolean;
  categoriesInserted: number;
  categoriesUpdated: number;
  questionsInserted: number;
  questionsUpdated: number;
};

/** A picture or sound of content/ as the server serves it (/content/images/…, /content/sounds/…). */
function mediaUrl(path: string | undefined): string | null {
  return path ? `/content/${path}` : null;
}

/** A sound of the content folder is served under /content/; an https address is kept as it is. */
function audioUrl(path: string | undefined): string | null {
  if (!path) return null;
  return path.startsWith('https://') ? path : `/content/${path}`;
}

/**
 * The database's columns for a question's kind: four options and the right one, or, for an open question, its
 * accepted answers (canonical first) in the options with correctIndex 0.
 */
function answerColumns(q: ContentQuestion) {
  if (isOpenQuestion(q)) {
    return { type: 'open' as const, optionsAr: q.answers.ar, optionsEn: q.answers.en, correctIndex: 0 };
  }
  return {
    type: 'multiple_choice' as const,
    optionsAr: q.options.ar,
    optionsEn: q.options.en,
    correctIndex: q.correctIndex,
  };
}

/**
 * Loads the content files into the database idempotently, in one transaction (a failure leaves the bank as it was).
 * Rows are matched by their seed key; a row an admin has edited (`admin_edited`) is never overwritten, and a row
 * whose source is unchanged is not touched. The question files are taken one at a time from `content.files` and each
 * is written before the next is read (`openContent`), so the bank is never held in memory whole.
 */
export async function seedContent(db: Database, content: ContentToSeed): Promise<SeedReport> {
  const report: SeedReport = {
    skipped: false,
    categoriesInserted: 0,
    categoriesUpdated: 0,
    questionsInserted: 0,
    questionsUpdated: 0,
  };
  const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, CONTENT_HASH_KEY));
  if (meta?.value === content.hash) {
    // Nothing to write, but every file is still validated, so that a broken one is reported.
    const files = content.files[Symbol.iterator]();
    while (!files.next().done) continue;
    return { ...report, skipped: true };
  }

  await db.transaction(async (tx) => {
    const existingCategories = await tx
      .select({
        id: categories.id,
        seedKey: categories.seedKey,
        seedHash: categories.seedHash,
        adminEdited: categories.adminEdited,
      })
      .from(categories);
    const categoryBySeedKey = new Map(existingCategories.map((c) => [c.seedKey, c]));
    const categoryIdBySlug = new Map<string, string>();

    const upsertCategory = async (
      seedKey: string,
      values: Omit<typeof categories.$inferInsert, 'seedKey' | 'seedHash'>,
    ) => {
      const seedHash = hashRecord(values);
      const existing = categoryBySeedKey.get(seedKey);
      if (!existing) {
        const [row] = await tx
          .insert(categories)
          .values({ ...values, seedKey, seedHash })
          .onConflictDoNothing({ target: categories.slug })
          .returning({ id: categories.id });
        if (row) {
          report.categoriesInserted++;
          return row.id;
        }
        const [bySlug] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.slug, values.slug));
        return bySlug!.id;
      }
      if (!existing.adminEdited && existing.seedHash !== seedHash) {
        await tx
          .update(categories)
          .set({ ...values, seedHash })
          .where(eq(categories.id, existing.id));
        report.categoriesUpdated++;
      }
      return existing.id;
    };

    for (const [index, parent] of content.parents.entries()) {
      const id = await upsertCategory(`parent:${parent.slug}`, {
        slug: parent.slug,
        parentId: null,
        nameAr: parent.name.ar,
        nameEn: parent.name.en,
        descriptionAr: parent.description.ar,
        descriptionEn: parent.description.en,
        icon: parent.icon,
        sortOrder: index,
      });
      categoryIdBySlug.set(parent.slug, id);
    }
    const existingQuestions = await tx
      .select({
        id: questions.id,
        seedKey: questions.seedKey,
        seedHash: questions.seedHash,
        adminEdited: questions.adminEdited,
      })
      .from(questions)
      .where(eq(questions.source, 'seed'));
    const questionBySeedKey = new Map(existingQuestions.map((q) => [q.seedKey, q]));

    let index = 0;
    for (const file of content.files) {
      const c = file.category;
      const categoryId = await upsertCategory(`category:${c.slug}`, {
        slug: c.slug,
        parentId: categoryIdBySlug.get(c.parent) ?? null,
        nameAr: c.name.ar,
        nameEn: c.name.en,
        descriptionAr: c.description.ar,
        descriptionEn: c.description.en,
        icon: c.icon,
        sortOrder: index++,
      });
      categoryIdBySlug.set(c.slug, categoryId);

      const toInsert: (typeof questions.$inferInsert)[] = [];
      for (const q of file.questions) {
        const values = {
          categoryId,
          bodyAr: q.body.ar,
          bodyEn: q.body.en,
          ...answerColumns(q),
          difficulty: q.difficulty,
          points: q.points,
          tags: q.tags,
          keywords: q.keywords,
          imageUrl: mediaUrl(q.image),
          imageAltAr: q.imageAlt?.ar ?? null,
          imageAltEn: q.imageAlt?.en ?? null,
          videoType: q.video ? ('youtube' as const) : ('none' as const),
          videoId: q.video?.youtubeId ?? null,
          videoStart: q.video?.start ?? null,
          videoEnd: q.video?.end ?? null,
          audioUrl: audioUrl(q.audio),
          note: q.note ?? null,
          source: 'seed' as const,
          reviewStatus: 'approved' as const,
        };
        const seedHash = hashRecord(values);
        const existing = questionBySeedKey.get(q.id);
        if (!existing) {
          toInsert.push({ ...values, ...questionFolds(values), seedKey: q.id, seedHash });
        } else if (!existing.adminEdited && existing.seedHash !== seedHash) {
          await tx
            .update(questions)
            .set({ ...values, ...questionFolds(values), seedHash })
            .where(eq(questions.id, existing.id));
          report.questionsUpdated++;
        }
      }
      for (let i = 0; i < toInsert.length; i += INSERT_CHUNK) {
        const chunk = toInsert.slice(i, i + INSERT_CHUNK);
        await tx.insert(questions).values(chunk).onConflictDoNothing({ target: questions.seedKey });
        report.questionsInserted += chunk.length;
      }
    }

    const pageSlugs = content.pages.map((p) => p.slug);
    const existingPages = pageSlugs.length
      ? await tx.select({ slug: pages.slug }).from(pages).where(inArray(pages.slug, pageSlugs))
      : [];
    const existingPageSlugs = new Set(existingPages.map((p) => p.slug));
    for (const page of content.pages) {
      if (existingPageSlugs.has(page.slug)) continue;
      await tx.insert(pages).values({
        slug: page.slug,
        titleAr: page.title.ar,
        titleEn: page.title.en,
        htmlAr: page.html.ar,
        htmlEn: page.html.en,
      });
    }

    await tx
      .insert(appMeta)
      .values({ key: CONTENT_HASH_KEY, value: content.hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: content.hash } });
  });
  return report;
}
