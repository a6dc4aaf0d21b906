import { asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import type { z } from 'zod';
import { IMPORT_COLUMNS, type ImportRecord } from '../../../shared/contracts/admin-import';
import type { questionFilterSchema } from '../../../shared/contracts/admin-questions';
import type { Database } from '../../db/client';
import { categories, questions } from '../../db/schema';
import { questionWhere } from './question-filters';

const BATCH = 5000;

async function* exportRows(db: Database, filter: z.output<typeof questionFilterSchema>) {
  const where = await questionWhere(db, filter);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await db
      .select({ question: questions, category: categories.slug })
      .from(questions)
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .where(where)
      .orderBy(asc(questions.createdAt), asc(questions.id))
      .limit(BATCH)
      .offset(offset);
    yield* rows;
    if (rows.length < BATCH) return;
  }
}

/** The questions of a filter as CSV in the import's columns, with a BOM so spreadsheet programs read Arabic. */
export async function exportQuestionsCsv(
  db: Database,
  filter: z.output<typeof questionFilterSchema>,
): Promise<string> {
  const records: ImportRecord[] = [];
  for await (const { question: q, category } of exportRows(db, filter)) {
    const option = (list: string[], i: number) => list[i] ?? '';
    records.push({
      category,
      body_ar: q.bodyAr,
      body_en: q.bodyEn,
      optionA_ar: option(q.optionsAr, 0),
      optionA_en: option(q.optionsEn, 0),
      optionB_ar: option(q.optionsAr, 1),
      optionB_en: option(q.optionsEn, 1),
      optionC_ar: option(q.optionsAr, 2),
      optionC_en: option(q.optionsEn, 2),
      optionD_ar: option(q.optionsAr, 3),
      optionD_en: option(q.optionsEn, 3),
      correct_index: String(q.correctIndex),
      difficulty: q.difficulty,
      points: String(q.points),
      tags: q.tags.join('|'),
    });
  }
  return `\uFEFF${Papa.unparse({ fields: [...IMPORT_COLUMNS], data: records.map((r) => IMPORT_COLUMNS.map((c) => r[c])) })}`;
}

/** The questions of a filter with every field, in the format the import reads back. */
export async function exportQuestionsJson(
  db: Database,
  filter: z.output<typeof questionFilterSchema>,
): Promise<string> {
  const items: unknown[] = [];
  for await (const { question: q, category } of exportRows(db, filter)) {
    items.push({
      category,
      type: q.type,
      bodyAr: q.bodyAr,
      bodyEn: q.bodyEn,
      optionsAr: q.optionsAr,
      optionsEn: q.optionsEn,
      correctIndex: q.correctIndex,
      difficulty: q.difficulty,
      points: q.points,
      tags: q.tags,
      keywords: q.keywords,
      imageUrl: q.imageUrl,
      imageAltAr: q.imageAltAr,
      imageAltEn: q.imageAltEn,
      video: q.videoType === 'youtube' ? (q.videoId ?? '') : '',
      videoStart: q.videoStart,
      videoEnd: q.videoEnd,
      audioUrl: q.audioUrl,
      note: q.note,
      isActive: q.isActive,
      source: q.source,
      reviewStatus: q.reviewStatus,
      aiConfidence: q.aiConfidence,
      createdAt: q.createdAt.toISOString(),
      updatedAt: q.updatedAt.toISOString(),
    });
  }
  return JSON.stringify({ questions: items }, null, 1);
}
