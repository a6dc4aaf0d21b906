import Papa from 'papaparse';
import type { z } from 'zod';
import { POINTS_BY_DIFFICULTY } from '../../../shared/constants';
import {
  IMPORT_COLUMNS,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportResult,
  importRecordSchema,
  TAG_SEPARATOR,
} from '../../../shared/contracts/admin-import';
import {
  emptyQuestionExtras,
  type QuestionInput,
  questionInputSchema,
} from '../../../shared/contracts/admin-questions';
import { foldText } from '../../../shared/text/normalize';
import type { Database } from '../../db/client';
import { categories, questions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Actor } from '../activity/log-admin-activity';
import { findRepeats } from './find-repeats';
import { questionValues } from './save-question';

type Format = 'csv' | 'json';
type RawRow = { line: number; record: Record<string, unknown> };
type Problem = { field: string; key: string };
type CheckedRow = {
  line: number;
  record: Record<string, unknown>;
  errors: Problem[];
  input: QuestionInput | null;
};

const INSERT_CHUNK = 500;

/** Reads a CSV (UTF-8, with or without BOM) or a JSON export into rows; a file it cannot read is a 400. */
export function parseImportFile(text: string, format: Format): RawRow[] {
  const clean = text.replace(/^\uFEFF/, '');
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(clean);
    } catch {
      throw new AppError('VALIDATION', 'admin.errors.importUnreadable');
    }
    const items = Array.isArray(data) ? data : (data as { questions?: unknown })?.questions;
    if (!Array.isArray(items)) throw new AppError('VALIDATION', 'admin.errors.importUnreadable');
    return items.map((item, index) => ({
      line: index + 1,
      record: item && typeof item === 'object' ? (item as Record<string, unknown>) : {},
    }));
  }
  const parsed = Papa.parse<string[]>(clean, { skipEmptyLines: 'greedy' });
  const [header, ...body] = parsed.data;
  const columns = (header ?? []).map((cell) => cell.trim());
  const missing = IMPORT_COLUMNS.filter((column) => !columns.includes(column));
  if (!header || missing.length > 0) {
    throw new AppError('VALIDATION', 'admin.errors.importHeader', { file: missing.join(', ') });
  }
  return body.map((cells, index) => {
    const record: Record<string, unknown> = Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
    // A row with a different number of cells than the header is an error of its own (SPEC.md section 5).
    if (cells.length !== columns.length) record.__cells = cells.length;
    return { line: index + 2, record };
  });
}

type CategoryLookup = Map<string, string>;

async function categoryLookup(db: Database): Promise<CategoryLookup> {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      nameAr: categories.nameAr,
      nameEn: categories.nameEn,
    })
    .from(categories);
  const lookup: CategoryLookup = new Map();
  for (const row of rows) {
    for (const name of [row.slug, row.nameAr, row.nameEn]) lookup.set(foldText(name), row.id);
  }
  return lookup;
}

const issuesOf = (error: z.ZodError): Problem[] =>
  error.issues.map((issue) => ({
    field: String(issue.path[0] ?? '_row'),
    key: /^(validation|admin\.errors)\./.test(issue.message) ? issue.message : 'validation.invalid',
  }));

function checkCsvRecord(
  record: Record<string, unknown>,
  lookup: CategoryLookup,
): Omit<CheckedRow, 'line' | 'record'> {
  if (typeof record.__cells === 'number') {
    return { errors: [{ field: '_row', key: 'validation.columnCount' }], input: null };
  }
  const parsed = importRecordSchema.safeParse(record);
  const categoryId = lookup.get(foldText(String(record.category ?? '')));
  const errors = parsed.success ? [] : issuesOf(parsed.error);
  if (!categoryId && String(record.category ?? '').trim()) {
    errors.push({ field: 'category', key: 'validation.categoryUnknown' });
  }
  if (!parsed.success || !categoryId) return { errors, input: null };
  const r = parsed.data;
  const input: QuestionInput = {
    ...emptyQuestionExtras(),
    categoryId,
    type: 'multiple_choice',
    bodyAr: r.body_ar,
    bodyEn: r.body_en,
    optionsAr: [r.optionA_ar, r.optionB_ar, r.optionC_ar, r.optionD_ar],
    optionsEn: [r.optionA_en, r.optionB_en, r.optionC_en, r.optionD_en],
    correctIndex: Number(r.correct_index),
    difficulty: r.difficulty,
    points: POINTS_BY_DIFFICULTY[r.difficulty],
    tags: r.tags
      .split(TAG_SEPARATOR)
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
  const full = questionInputSchema.safeParse(input);
  return full.success ? { errors, input: full.data } : { errors: issuesOf(full.error), input: null };
}

function checkJsonRecord(
  record: Record<string, unknown>,
  lookup: CategoryLookup,
): Omit<CheckedRow, 'line' | 'record'> {
  const categoryId = lookup.get(foldText(String(record.category ?? '')));
  const candidate = {
    imageUrl: null,
    imageAltAr: null,
    imageAltEn: null,
    videoStart: null,
    videoEnd: null,
    audioUrl: null,
    note: null,
    keywords: [],
    isActive: true,
    type: 'multiple_choice',
    ...record,
    video:
      typeof record.video === 'string'
        ? record.video
        : typeof record.videoId === 'string'
          ? record.videoId
          : '',
    categoryId: categoryId ?? '00000000-0000-0000-0000-000000000000',
  };
  const parsed = questionInputSchema.safeParse(candidate);
  const errors = parsed.success ? [] : issuesOf(parsed.error).filter((p) => p.field !== 'categoryId');
  if (!categoryId) errors.push({ field: 'category', key: 'validation.categoryUnknown' });
  return errors.length === 0 && parsed.success ? { errors, input: parsed.data } : { errors, input: null };
}

/** Checks every row as SPEC.md section 5 says and marks the rows that repeat the bank or an earlier row. */
async function checkRows(
  db: Database,
  format: Format,
  rows: RawRow[],
): Promise<(CheckedRow & { duplicateOf: string | null })[]> {
  const lookup = await categoryLookup(db);
  const checked: CheckedRow[] = rows.map((row) => ({
    ...row,
    ...(format === 'csv' ? checkCsvRecord(row.record, lookup) : checkJsonRecord(row.record, lookup)),
  }));
  const repeats = await findRepeats(
    db,
    checked.map((row) => row.input),
  );
  return checked.map((row, index) => ({ ...row, duplicateOf: repeats[index] ?? null }));
}

/** The preview of a file: every row with its errors and whether it repeats a question already there. */
export async function previewImport(db: Database, format: Format, rows: RawRow[]): Promise<ImportPreview> {
  const checked = await checkRows(db, format, rows);
  const previewRows: ImportPreviewRow[] = checked.map(({ line, record, errors, duplicateOf }) => {
    const { __cells: _cells, ...cells } = record;
    return { line, record: cells, errors, duplicateOf };
  });
  const errorRows = previewRows.filter((row) => row.errors.length > 0).length;
  return {
    format,
    total: previewRows.length,
    valid: previewRows.length - errorRows,
    errorRows,
    duplicateRows: previewRows.filter((row) => row.duplicateOf).length,
    rows: previewRows,
  };
}

/**
 * Imports checked rows in one transaction, as pending questions for the review queue. Any row with an error refuses
 * the whole import ('errors must be fixed before import'); a failure while writing leaves the bank as it was.
 */
export async function importQuestions(
  db: Database,
  format: Format,
  rows: RawRow[],
  options: { skipDuplicates: boolean; actor: Actor },
): Promise<ImportResult> {
  const checked = await checkRows(db, format, rows);
  const problems = checked.filter((row) => row.errors.length > 0 || !row.input);
  if (problems.length > 0) {
    throw new AppError('VALIDATION', 'admin.errors.importHasErrors', { _rows: String(problems.length) });
  }
  const toInsert = checked
    .filter((row) => !(options.skipDuplicates && row.duplicateOf))
    .map((row) => ({
      ...questionValues(row.input!),
      source: 'import' as const,
      reviewStatus: 'pending' as const,
      createdBy: options.actor.id,
    }));
  try {
    await db.transaction(async (tx) => {
      for (let i = 0; i < toInsert.length; i += INSERT_CHUNK) {
        await tx.insert(questions).values(toInsert.slice(i, i + INSERT_CHUNK));
      }
    });
  } catch (error) {
    throw Object.assign(new AppError('INTERNAL', 'admin.errors.importFailed'), { cause: error });
  }
  return { imported: toInsert.length, skipped: checked.length - toInsert.length };
}
