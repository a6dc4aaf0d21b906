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
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
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
    note: text('note'),
    source: contentSourceEnum('source').notNull().default('admin'),
    isActive: boolean('is_active').notNull().default(true),
    ...seedColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_category_difficulty_idx').on(t.categoryId, t.difficulty, t.isActive),
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
