import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  Rejection,
  RunCategory,
  RunKind,
  RunStatus,
  ScheduleCadence,
} from '../../shared/contracts/ai-studio';

/**
 * Background work (DESIGN.md "The back-office and other domains"): jobs persisted in the database and claimed
 * with `FOR UPDATE SKIP LOCKED`, so each runs once across processes; schedules advanced atomically; and the AI
 * studio's generation runs that jobs carry out.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** pending, running, completed, failed */
    status: text('status').$type<RunStatus>().notNull().default('pending'),
    runAt: at('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    /** A running job's worker touches this while it works; a stale one was interrupted (a crash, kill -9). */
    heartbeatAt: at('heartbeat_at'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt)],
);

export const jobSchedules = pgTable('job_schedules', {
  kind: text('kind').primaryKey(),
  cadence: text('cadence').$type<ScheduleCadence | 'hourly'>().notNull().default('off'),
  nextRunAt: at('next_run_at'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  updatedBy: text('updated_by'),
  updatedAt: at('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const generationRuns = pgTable(
  'generation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<RunKind>().notNull(),
    status: text('status').$type<RunStatus>().notNull().default('pending'),
    /** The form as sent (topic, categories, media, count) or the top-up's parameters. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull().default({}),
    topic: text('topic'),
    requested: integer('requested').notNull().default(0),
    categories: jsonb('categories').$type<RunCategory[]>().notNull().default([]),
    newQuestions: integer('new_questions').notNull().default(0),
    categoriesProcessed: integer('categories_processed').notNull().default(0),
    questionsRejected: integer('questions_rejected').notNull().default(0),
    rejections: jsonb('rejections').$type<Rejection[]>().notNull().default([]),
    durationMs: integer('duration_ms'),
    error: text('error'),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [index('generation_runs_created_idx').on(t.createdAt)],
);
