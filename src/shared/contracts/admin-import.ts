import { z } from 'zod';
import { DIFFICULTIES, POINTS_BY_DIFFICULTY, QUESTION_BODY_MAX, QUESTION_OPTION_MAX } from '../constants';

/**
 * CSV import (SPEC.md sections 3 and 5): the SPEC's columns in their order, each text column in both languages
 * (docs/decisions/017). The JSON export's format imports too.
 */
export const IMPORT_COLUMNS = [
  'category',
  'body_ar',
  'body_en',
  'optionA_ar',
  'optionA_en',
  'optionB_ar',
  'optionB_en',
  'optionC_ar',
  'optionC_en',
  'optionD_ar',
  'optionD_en',
  'correct_index',
  'difficulty',
  'points',
  'tags',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type ImportRecord = Record<ImportColumn, string>;

export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_BYTES = 16 * 1024 * 1024;
/** Tags are written in one cell, separated by `|` (or `;`). */
export const TAG_SEPARATOR = /[|;]/;

const cell = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

/** One row as read from the file: every field required, checked as SPEC.md section 5 says. */
export const importRecordSchema = z
  .object({
    category: cell(80),
    body_ar: cell(QUESTION_BODY_MAX).regex(/[\u0600-\u06FF]/, 'validation.arabicScript'),
    body_en: cell(QUESTION_BODY_MAX),
    optionA_ar: cell(QUESTION_OPTION_MAX),
    optionA_en: cell(QUESTION_OPTION_MAX),
    optionB_ar: cell(QUESTION_OPTION_MAX),
    optionB_en: cell(QUESTION_OPTION_MAX),
    optionC_ar: cell(QUESTION_OPTION_MAX),
    optionC_en: cell(QUESTION_OPTION_MAX),
    optionD_ar: cell(QUESTION_OPTION_MAX),
    optionD_en: cell(QUESTION_OPTION_MAX),
    correct_index: cell(1).regex(/^[0-3]$/, 'validation.correctIndex'),
    difficulty: cell(10).pipe(z.enum(DIFFICULTIES, { error: 'validation.difficulty' })),
    points: cell(3).regex(/^(200|400|600)$/, 'validation.points'),
    tags: cell(400),
  })
  .superRefine((row, ctx) => {
    const points = POINTS_BY_DIFFICULTY[row.difficulty];
    if (/^(200|400|600)$/.test(row.points) && Number(row.points) !== points) {
      ctx.addIssue({ code: 'custom', path: ['points'], message: 'validation.pointsMismatch' });
    }
    for (const lang of ['ar', 'en'] as const) {
      const options = (['A', 'B', 'C', 'D'] as const).map((l) =>
        row[`option${l}_${lang}`].trim().toLowerCase(),
      );
      if (new Set(options).size !== 4) {
        ctx.addIssue({ code: 'custom', path: [`optionA_${lang}`], message: 'validation.optionsDistinct' });
      }
    }
  });

export const importRowProblemSchema = z.object({
  /** The row's line in the file (the header is line 1), or its position in a JSON array from 1. */
  line: z.number().int(),
  /** Field (column) and the translation key of what is wrong with it; `_row` for the whole row. */
  errors: z.array(z.object({ field: z.string(), key: z.string() })),
});

export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  /** The CSV row's cells by column, or the JSON item as it is. */
  record: z.record(z.string(), z.unknown()),
  errors: z.array(z.object({ field: z.string(), key: z.string() })),
  /** Body of the question already in the bank (or earlier in the file) that this row repeats. */
  duplicateOf: z.string().nullable(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  format: z.enum(['csv', 'json']),
  total: z.number().int(),
  valid: z.number().int(),
  errorRows: z.number().int(),
  duplicateRows: z.number().int(),
  /** Every row, in file order: the page can show, filter and fix them. */
  rows: z.array(importPreviewRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The rows to import, as previewed and possibly fixed in the page; the server checks them all again. */
export const importCommitSchema = z.object({
  format: z.enum(['csv', 'json']),
  rows: z
    .array(z.object({ line: z.number().int(), record: z.record(z.string(), z.unknown()) }))
    .min(1, 'validation.required')
    .max(IMPORT_MAX_ROWS),
  skipDuplicates: z.boolean().default(false),
});
export type ImportCommit = z.input<typeof importCommitSchema>;

export const importResultSchema = z.object({ imported: z.number().int(), skipped: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;
