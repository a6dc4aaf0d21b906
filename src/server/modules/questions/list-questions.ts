import { aliasedTable, and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminQuestion,
  QuestionList,
  questionListQuerySchema,
} from '../../../shared/contracts/admin-questions';
import type { Database } from '../../db/client';
import { hostSeenQuestions } from '../../db/game-schema';
import { categories, questions } from '../../db/schema';
import { questionWhere } from './question-filters';

const parents = aliasedTable(categories, 'parent_categories');

/** The columns of a question as the back-office reads it, with its category and how often it was drawn. */
export const adminQuestionColumns = {
  question: questions,
  categoryAr: categories.nameAr,
  categoryEn: categories.nameEn,
  parentAr: parents.nameAr,
  parentEn: parents.nameEn,
  timesPlayed: sql<number>`(select count(*) from ${hostSeenQuestions} where ${hostSeenQuestions.questionId} = ${questions.id})`,
};

type Row = {
  question: typeof questions.$inferSelect;
  categoryAr: string;
  categoryEn: string;
  parentAr: string | null;
  parentEn: string | null;
  timesPlayed: number;
};

/** The select of questions joined to their category and its parent. */
export function selectAdminQuestions(db: Database) {
  return db
    .select(adminQuestionColumns)
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .leftJoin(parents, eq(parents.id, categories.parentId));
}

export function toAdminQuestion(row: Row): AdminQuestion {
  const q = row.question;
  return {
    id: q.id,
    categoryId: q.categoryId,
    category: { ar: row.categoryAr, en: row.categoryEn },
    parentCategory: row.parentAr && row.parentEn ? { ar: row.parentAr, en: row.parentEn } : null,
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
    videoId: q.videoType === 'youtube' ? q.videoId : null,
    videoStart: q.videoStart,
    videoEnd: q.videoEnd,
    audioUrl: q.audioUrl,
    imageCredit: q.imageCredit,
    note: q.note,
    aiConfidence: q.aiConfidence,
    aiMeta: q.aiMeta,
    source: q.source,
    isActive: q.isActive,
    reviewStatus: q.reviewStatus,
    reviewedBy: q.reviewedBy,
    reviewedAt: q.reviewedAt?.toISOString() ?? null,
    reviewNote: q.reviewNote,
    timesPlayed: Number(row.timesPlayed),
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

function orderOf(query: z.output<typeof questionListQuerySchema>): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  const isArabic = query.lang === 'ar';
  switch (query.sort) {
    case 'createdAt':
      return [direction(questions.createdAt), direction(questions.id)];
    case 'updatedAt':
      return [direction(questions.updatedAt), direction(questions.id)];
    case 'difficulty':
      return [direction(questions.difficulty), desc(questions.createdAt), asc(questions.id)];
    case 'category':
      return [
        direction(isArabic ? categories.nameAr : categories.nameEn),
        asc(categories.id),
        desc(questions.createdAt),
        asc(questions.id),
      ];
    case 'body':
      return [direction(isArabic ? questions.foldAr : questions.foldEn), asc(questions.id)];
    default:
      return query.sort satisfies never;
  }
}

/** A search counts its matches up to this many (or up to the page asked for). */
export const SEARCH_COUNT_CAP = 1000;

/**
 * A page sorted by category name without sorting every matching row: the matching questions are counted per
 * category (a few dozen rows, in name order), the page's offset is walked over those counts, and only the
 * categories the page falls in are read, in the same order as a plain sort would give.
 */
async function pageByCategory(
  db: Database,
  query: z.output<typeof questionListQuerySchema>,
  where: SQL | undefined,
): Promise<{ rows: Row[]; total: number }> {
  const direction = query.order === 'asc' ? asc : desc;
  const name = query.lang === 'ar' ? categories.nameAr : categories.nameEn;
  const perCategory = await db
    .select({ id: categories.id, n: count() })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(where)
    .groupBy(categories.id, name)
    .orderBy(direction(name), asc(categories.id));
  const total = perCategory.reduce((sum, c) => sum + c.n, 0);
  const start = (query.page - 1) * query.pageSize;
  let skipped = 0;
  let taken = 0;
  const ids: string[] = [];
  for (const c of perCategory) {
    if (ids.length === 0 && skipped + c.n <= start) {
      skipped += c.n;
      continue;
    }
    ids.push(c.id);
    taken += c.n;
    if (skipped + taken >= start + query.pageSize) break;
  }
  if (ids.length === 0) return { rows: [], total };
  const rows = await selectAdminQuestions(db)
    .where(and(where, inArray(questions.categoryId, ids)))
    .orderBy(...orderOf(query))
    .limit(query.pageSize)
    .offset(start - skipped);
  return { rows, total };
}

/** One page of the questions table: filtered and searched in the database, sorted, with the total. */
export async function listQuestions(
  db: Database,
  query: z.output<typeof questionListQuerySchema>,
): Promise<QuestionList> {
  const where = await questionWhere(db, query);
  if (query.sort === 'category') {
    const { rows, total } = await pageByCategory(db, query, where);
    return {
      items: rows.map(toAdminQuestion),
      total,
      isTotalCapped: false,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
  // The page's ids are found on the questions table alone; only those rows are then joined and counted, so a
  // deep page does not join and project every row it skips.
  const pageIds = db
    .select({ id: questions.id })
    .from(questions)
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const rows = await selectAdminQuestions(db)
    .where(inArray(questions.id, pageIds))
    .orderBy(...orderOf(query));
  // A search may match much of the bank; counting every match costs more than the page itself, so a search
  // counts up to a cap (beyond the page asked for) and says so.
  const cap = query.q ? Math.max(SEARCH_COUNT_CAP, query.page * query.pageSize) + 1 : null;
  const matching = db
    .select({ one: sql`1` })
    .from(questions)
    .where(where);
  const [total] = await db.select({ n: count() }).from((cap ? matching.limit(cap) : matching).as('matching'));
  const n = total?.n ?? 0;
  const isCapped = cap !== null && n >= cap;
  return {
    items: rows.map(toAdminQuestion),
    total: isCapped ? cap - 1 : n,
    isTotalCapped: isCapped,
    page: query.page,
    pageSize: query.pageSize,
  };
}
