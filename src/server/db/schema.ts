import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AiMeta, MediaCredit } from '../../shared/contracts/admin-questions';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const difficultyEnum = pgEnum('difficulty', ['easy', 'medium', 'hard']);
export const questionTypeEnum = pgEnum('question_type', ['multiple_choice', 'open']);
export const videoTypeEnum = pgEnum('video_type', ['none', 'youtube']);
export const contentSourceEnum = pgEnum('content_source', ['seed', 'admin', 'import', 'ai', 'community']);
export const contactStatusEnum = pgEnum('contact_status', ['pending', 'replied', 'resolved']);
export const severityEnum = pgEnum('severity', ['critical', 'high', 'medium', 'low']);
export const reviewStatusEnum = pgEnum('review_status', ['pending', 'approved', 'rejected']);

/**
 * Seeded rows keep the key and hash of their source so a later start can update them from the content files,
 * unless an admin has edited them since (`admin_edited`).
 */
const seedColumns = () => ({
  seedKey: text('seed_key').unique(),
  seedHash: text('seed_hash'),
  adminEdited: boolean('admin_edited').notNull().default(false),
});

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    icon: text('icon'),
    imageUrl: text('image_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** The premium pack (a catalog product) a host must own to put this category on a board; null: free. */
    premiumPackId: text('premium_pack_id'),
    ...seedColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    type: questionTypeEnum('type').notNull().default('multiple_choice'),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    optionsAr: jsonb('options_ar').$type<string[]>().notNull(),
    optionsEn: jsonb('options_en').$type<string[]>().notNull(),
    /** For open questions the options hold accepted answers and this is 0. */
    correctIndex: integer('correct_index').notNull(),
    difficulty: difficultyEnum('difficulty').notNull(),
    points: integer('points').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url'),
    imageAltAr: text('image_alt_ar'),
    imageAltEn: text('image_alt_en'),
    videoType: videoTypeEnum('video_type').notNull().default('none'),
    videoId: text('video_id'),
    videoStart: integer('video_start'),
    videoEnd: integer('video_end'),
    audioUrl: text('audio_url'),
    /** 0..1, set for AI-generated questions. */
    aiConfidence: real('ai_confidence'),
    /** What the AI studio kept about a generated question: its fact, checks, fact-check and media credit. */
    aiMeta: jsonb('ai_meta').$type<AiMeta>(),
    /** The licence and author of a picture found by a search. */
    imageCredit: jsonb('image_credit').$type<MediaCredit>(),
    note: text('note'),
    source: contentSourceEnum('source').notNull().default('admin'),
    isActive: boolean('is_active').notNull().default(true),
    /** Only approved, active questions reach a board; imported and generated ones wait for a reviewer. */
    reviewStatus: reviewStatusEnum('review_status').notNull().default('approved'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    createdBy: text('created_by'),
    /** Folded bodies (`foldText`), for finding a question already in the bank. */
    foldAr: text('fold_ar').notNull().default(''),
    foldEn: text('fold_en').notNull().default(''),
    /** Folded bodies, options, tags and keywords of both languages: what the admin search looks in. */
    searchText: text('search_text').notNull().default(''),
    ...seedColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_category_difficulty_idx').on(t.categoryId, t.difficulty, t.isActive),
    index('questions_review_idx').on(t.reviewStatus, t.createdAt),
    index('questions_created_idx').on(t.createdAt),
    index('questions_fold_ar_idx').on(t.foldAr),
    index('questions_fold_en_idx').on(t.foldEn),
    index('questions_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('questions_correct_index_check', sql`${t.correctIndex} between 0 and 3`),
    check('questions_points_check', sql`${t.points} in (200, 400, 600)`),
  ],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: contactStatusEnum('status').notNull().default('pending'),
    language: text('language'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contact_submissions_status_idx').on(t.status, t.createdAt)],
);

export type ErrorLogMetadata = {
  errorId: string;
  componentStack?: string;
  userAgent?: string;
  timestamp: string;
  url?: string;
  errorName?: string;
  retryCount?: number;
};

export const errorLogs = pgTable(
  'error_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    route: text('route').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    metadata: jsonb('metadata').$type<ErrorLogMetadata>().notNull(),
    severity: severityEnum('severity').notNull().default('medium'),
    context: text('context').notNull().default('manual_error'),
    resolved: boolean('resolved').notNull().default(false),
    userId: text('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('error_logs_created_idx').on(t.createdAt)],
);

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  htmlAr: text('html_ar').notNull(),
  htmlEn: text('html_en').notNull(),
  isPublished: boolean('is_published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Small key/value facts about the installation (content hash of the last seed, ...). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/** Values an admin may change at run time (shared/contracts/admin-settings.ts says which and their limits). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: updatedAt(),
});

/** The favicon, logo and social share image uploaded by an admin; the built-in ones stand in otherwise. */
export const siteAssets = pgTable('site_assets', {
  kind: text('kind').primaryKey(),
  url: text('url').notNull(),
  mime: text('mime').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: updatedAt(),
});

/** Every change an admin or moderator makes (SPEC.md section 7, log_admin_activity). */
export const adminActivity = pgTable(
  'admin_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_activity_created_idx').on(t.createdAt),
    index('admin_activity_action_idx').on(t.action),
  ],
);
