import { z } from 'zod';
import { DIFFICULTIES, POINTS_BY_DIFFICULTY, QUESTION_BODY_MAX, QUESTION_OPTION_MAX } from '../constants';

/** Questions as the back-office sees and writes them: every field of SPEC.md section 3. */

export const QUESTION_TYPES = ['multiple_choice', 'open'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_SOURCES = ['seed', 'admin', 'import', 'ai', 'community'] as const;
export type QuestionSource = (typeof QUESTION_SOURCES)[number];
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const MEDIA_FILTERS = ['image', 'video', 'audio', 'none'] as const;
export type MediaFilter = (typeof MEDIA_FILTERS)[number];
export const QUESTION_SORTS = ['createdAt', 'updatedAt', 'difficulty', 'category', 'body'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];

export const QUESTION_PAGE_SIZES = [25, 50, 100] as const;
export const TAGS_MAX = 8;
export const TAG_MAX_LENGTH = 40;
export const KEYWORDS_MAX = 10;
export const KEYWORD_MAX_LENGTH = 60;
export const ACCEPTED_ANSWERS_MAX = 10;
export const IMAGE_ALT_MAX = 300;
/** Bulk changes act on at most this many questions at a time (a page of the table or a selection of it). */
export const BULK_MAX = 500;
/** Uploads of the back-office: pictures and sounds for questions, the site's assets. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');
const arabicText = (max: number) => requiredText(max).regex(ARABIC_SCRIPT, 'validation.arabicScript');

/**
 * The id of a YouTube video from a link someone pastes (watch, youtu.be, shorts, embed, live) or from the bare
 * 11-character id; null when it is none of these.
 */
export function youtubeIdFrom(input: string): string | null {
  const text = input.trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:shorts|embed|live|v)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

const wordList = (maxItems: number, maxLength: number) =>
  z
    .array(z.string().trim().min(1, 'validation.required').max(maxLength, 'validation.tooLong'))
    .max(maxItems, 'validation.tooMany');

const seconds = z.number().int('validation.invalid').min(0, 'validation.invalid').max(86_400).nullable();
const mediaUrl = z
  .string()
  .trim()
  .max(500, 'validation.tooLong')
  .regex(/^(\/(uploads|content)\/|https:\/\/)/, 'validation.invalid')
  .nullable();

/** Where a picture came from, shown to the reviewer and kept with the question. */
export const mediaCreditSchema = z.object({
  source: z.enum(['commons', 'youtube', 'builtin']),
  title: z.string(),
  license: z.string().nullable(),
  licenseUrl: z.string().nullable(),
  author: z.string().nullable(),
  pageUrl: z.string().nullable(),
});
export type MediaCredit = z.infer<typeof mediaCreditSchema>;

/** The checks a generated question goes through; a failed one lowers its confidence (or rejects the item). */
export const CONFIDENCE_CHECKS = [
  'schema',
  'bothLanguages',
  'arabicScript',
  'distinctOptions',
  'notRepeated',
  'factCheck',
  'media',
] as const;
export type ConfidenceCheck = (typeof CONFIDENCE_CHECKS)[number];

/** What the studio kept about a generated question. */
export const aiMetaSchema = z.object({
  runId: z.string().nullable(),
  /** The fact behind the answer (English). */
  fact: z.string(),
  /** The model's own rating, 0 to 100. */
  modelConfidence: z.number(),
  /** Checks that failed (each lowered the confidence). */
  failedChecks: z.array(z.enum(CONFIDENCE_CHECKS)),
  /** The second pass: the option the model picked without seeing the answer; null when not run. */
  factCheck: z.object({ answeredIndex: z.number().int().nullable(), agrees: z.boolean() }).nullable(),
  mediaSearchTerm: z.string().nullable(),
});
export type AiMeta = z.infer<typeof aiMetaSchema>;

/** The add / edit form of a question, checked the same way in the browser and on the server. */
export const questionInputSchema = z
  .object({
    categoryId: z.string({ error: 'validation.categoryRequired' }).uuid('validation.categoryRequired'),
    type: z.enum(QUESTION_TYPES),
    bodyAr: arabicText(QUESTION_BODY_MAX),
    bodyEn: requiredText(QUESTION_BODY_MAX),
    /** Four options; for an open question, its accepted answers (1 to 10, the first the canonical one). */
    optionsAr: z.array(requiredText(QUESTION_OPTION_MAX)).min(1).max(ACCEPTED_ANSWERS_MAX),
    optionsEn: z.array(requiredText(QUESTION_OPTION_MAX)).min(1).max(ACCEPTED_ANSWERS_MAX),
    correctIndex: z
      .number({ error: 'validation.correctIndex' })
      .int()
      .min(0)
      .max(3, 'validation.correctIndex'),
    difficulty: z.enum(DIFFICULTIES, { error: 'validation.difficulty' }),
    points: z.number().int(),
    tags: wordList(TAGS_MAX, TAG_MAX_LENGTH),
    keywords: wordList(KEYWORDS_MAX, KEYWORD_MAX_LENGTH),
    imageUrl: mediaUrl,
    imageAltAr: z.string().trim().max(IMAGE_ALT_MAX, 'validation.tooLong').nullable(),
    imageAltEn: z.string().trim().max(IMAGE_ALT_MAX, 'validation.tooLong').nullable(),
    /** A YouTube link or id as pasted; the server keeps the id. Empty for none. */
    video: z.string().trim().max(300, 'validation.tooLong'),
    videoStart: seconds,
    videoEnd: seconds,
    audioUrl: mediaUrl,
    /** Where the picture came from when it was found by a search (licence and author, shown with it). */
    imageCredit: mediaCreditSchema.nullable().default(null),
    note: z.string().trim().max(500, 'validation.tooLong').nullable(),
    isActive: z.boolean(),
  })
  .superRefine((q, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (q.type === 'multiple_choice') {
      if (q.optionsAr.length !== 4) issue(['optionsAr'], 'validation.fourOptions');
      if (q.optionsEn.length !== 4) issue(['optionsEn'], 'validation.fourOptions');
      for (const [field, list] of [
        ['optionsAr', q.optionsAr],
        ['optionsEn', q.optionsEn],
      ] as const) {
        const folded = list.map((option) => option.trim().toLowerCase());
        if (new Set(folded).size !== folded.length) issue([field], 'validation.optionsDistinct');
      }
    } else if (q.correctIndex !== 0) {
      issue(['correctIndex'], 'validation.correctIndex');
    }
    if (q.points !== POINTS_BY_DIFFICULTY[q.difficulty]) issue(['points'], 'validation.pointsMismatch');
    if (q.imageUrl) {
      if (!q.imageAltAr) issue(['imageAltAr'], 'validation.imageAltRequired');
      if (!q.imageAltEn) issue(['imageAltEn'], 'validation.imageAltRequired');
    }
    if (q.video && !youtubeIdFrom(q.video)) issue(['video'], 'validation.youtubeInvalid');
    if (q.videoStart !== null && q.videoEnd !== null && q.videoEnd <= q.videoStart) {
      issue(['videoEnd'], 'validation.videoEndAfterStart');
    }
  });
export type QuestionInput = z.infer<typeof questionInputSchema>;

/**
 * The parts of a question beyond its text, options and difficulty, as a new question starts: no tags, media,
 * credit or note, active. A fresh object each call (its arrays are the caller's).
 */
export function emptyQuestionExtras() {
  return {
    tags: [],
    keywords: [],
    imageUrl: null,
    imageAltAr: null,
    imageAltEn: null,
    video: '',
    videoStart: null,
    videoEnd: null,
    audioUrl: null,
    imageCredit: null,
    note: null,
    isActive: true,
  } satisfies Partial<QuestionInput>;
}

/** A question as the back-office reads it. */
export const adminQuestionSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  category: z.object({ ar: z.string(), en: z.string() }),
  parentCategory: z.object({ ar: z.string(), en: z.string() }).nullable(),
  type: z.enum(QUESTION_TYPES),
  bodyAr: z.string(),
  bodyEn: z.string(),
  optionsAr: z.array(z.string()),
  optionsEn: z.array(z.string()),
  correctIndex: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  points: z.number().int(),
  tags: z.array(z.string()),
  keywords: z.array(z.string()),
  imageUrl: z.string().nullable(),
  imageAltAr: z.string().nullable(),
  imageAltEn: z.string().nullable(),
  videoId: z.string().nullable(),
  videoStart: z.number().int().nullable(),
  videoEnd: z.number().int().nullable(),
  audioUrl: z.string().nullable(),
  imageCredit: mediaCreditSchema.nullable(),
  note: z.string().nullable(),
  aiConfidence: z.number().nullable(),
  aiMeta: aiMetaSchema.nullable(),
  source: z.enum(QUESTION_SOURCES),
  isActive: z.boolean(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
  /** How many games have drawn it: a played question is deactivated instead of deleted. */
  timesPlayed: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

const optionalBoolean = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** Filters and paging of the questions table, as query-string values. */
export const questionFilterSchema = z.object({
  q: z.string().trim().max(100).optional(),
  categoryId: z.string().uuid().optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  active: optionalBoolean,
  media: z.enum(MEDIA_FILTERS).optional(),
  source: z.enum(QUESTION_SOURCES).optional(),
  review: z.enum(REVIEW_STATUSES).optional(),
  type: z.enum(QUESTION_TYPES).optional(),
});
export type QuestionFilter = z.input<typeof questionFilterSchema>;

export const questionListQuerySchema = questionFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (QUESTION_PAGE_SIZES as readonly number[]).includes(n))
    .default(25),
  sort: z.enum(QUESTION_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** The language whose text a sort by body or category follows. */
  lang: z.enum(['ar', 'en']).default('ar'),
});
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;

export const questionListSchema = z.object({
  items: z.array(adminQuestionSchema),
  total: z.number().int(),
  /** A search counted its matches only up to `total`; there are more. */
  isTotalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QuestionList = z.infer<typeof questionListSchema>;

export const BULK_ACTIONS = ['activate', 'deactivate'] as const;
export const bulkUpdateSchema = z.object({
  ids: z.array(z.string().uuid()).min(1, 'validation.noneSelected').max(BULK_MAX),
  action: z.enum(BULK_ACTIONS),
});
export type BulkUpdateInput = z.infer<typeof bulkUpdateSchema>;
export const bulkResultSchema = z.object({ updated: z.number().int() });

export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const reviewInputSchema = z.object({
  ids: z.array(z.string().uuid()).min(1, 'validation.noneSelected').max(BULK_MAX),
  decision: z.enum(REVIEW_DECISIONS),
  note: z.string().trim().max(500, 'validation.tooLong').optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** What deleting a question did: a question already played in a game is deactivated instead. */
export const deleteResultSchema = z.object({ outcome: z.enum(['deleted', 'deactivated']) });
export type DeleteResult = z.infer<typeof deleteResultSchema>;

export const uploadResultSchema = z.object({ url: z.string(), mime: z.string(), bytes: z.number().int() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
