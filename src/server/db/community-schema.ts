import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth-schema';
import { categories, difficultyEnum } from './schema';

/**
 * Community question sets and purchases (decision 021). A set's columns are rows of `categories` kept inactive (so
 * they never appear in the bank's lists) and its questions are rows of `questions` with the source `community`:
 * the board draw, the engine, the VAR reports and the review queue work on them unchanged.
 */

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const questionSets = pgTable(
  'question_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    difficulty: difficultyEnum('difficulty').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    likeCount: integer('like_count').notNull().default(0),
    /** Folded name and description (`foldText`), for the search of public sets. */
    searchText: text('search_text').notNull().default(''),
    createdAt: at('created_at'),
    updatedAt: at('updated_at').$onUpdate(() => new Date()),
  },
  (t) => [
    index('question_sets_public_idx').on(t.isPublic, t.createdAt),
    index('question_sets_author_idx').on(t.authorId, t.createdAt),
  ],
);

/** The columns of a set, in order: each is a category row of its own. */
export const questionSetCategories = pgTable(
  'question_set_categories',
  {
    categoryId: uuid('category_id')
      .primaryKey()
      .references(() => categories.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('question_set_categories_position_idx').on(t.setId, t.position)],
);

/** One like per person and set. */
export const questionSetLikes = pgTable(
  'question_set_likes',
  {
    setId: uuid('set_id')
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.setId, t.userId] })],
);

/** A hosted checkout started by a signed-in person; it grants nothing by itself. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    /** What the product was when bought (the catalog may change before the webhook arrives). */
    kind: text('kind').notNull(),
    credits: integer('credits').notNull().default(0),
    days: integer('days').notNull().default(0),
    amountFils: integer('amount_fils').notNull(),
    /** open, completed (granted) or expired (never paid). */
    status: text('status').notNull().default('open'),
    createdAt: at('created_at'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId, t.createdAt)],
);

/** What a person has bought: granted only from a verified webhook event, once per event. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    /**
     * 'plan' (every premium category until `expiresAt`), 'pack' (game credits, counted in `credit_ledger`) or
     * 'premium' (the categories of one premium pack, for good).
     */
    kind: text('kind').notNull(),
    credits: integer('credits').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    eventId: text('event_id').notNull(),
    /** The checkout session and Stripe's payment intent it was paid with (refunds and disputes name the latter). */
    sessionId: text('session_id'),
    paymentIntent: text('payment_intent'),
    /** Set once, by a refund, a dispute or an admin: the entitlement no longer counts. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('entitlements_event_idx').on(t.eventId),
    index('entitlements_user_idx').on(t.userId),
    index('entitlements_payment_intent_idx').on(t.paymentIntent),
    check('entitlements_credits_check', sql`${t.credits} >= 0`),
  ],
);

/**
 * Every movement of game credits other than hosting: a purchase (+), a refund or dispute taking back what is unspent
 * (-), an admin's grant (+) or revocation (-). The balance is this sum less the credits games hold
 * (`game_charges`); it is never made negative.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** purchase, refund, dispute, grant, revoke */
    kind: text('kind').notNull(),
    entitlementId: uuid('entitlement_id'),
    /** The Stripe event, or the admin who acted. */
    eventId: text('event_id'),
    actorId: text('actor_id'),
    reason: text('reason').notNull().default(''),
    /** Credits a refund could not take back because they were already spent (recorded, not made negative). */
    shortfall: integer('shortfall').notNull().default(0),
    createdAt: at('created_at'),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    // One purchase row per entitlement, and one refund or dispute row per entitlement.
    uniqueIndex('credit_ledger_entitlement_kind_idx')
      .on(t.entitlementId, t.kind)
      .where(sql`${t.entitlementId} is not null`),
  ],
);

/**
 * What hosting a game cost: one row per game, written when it starts (never twice: the game id is the key). A
 * free game holds 0 credits and counts against the free games; `returned` gives it back (ended before the first
 * question).
 */
export const gameCharges = pgTable(
  'game_charges',
  {
    gameId: uuid('game_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credits: integer('credits').notNull(),
    /** spent or returned */
    status: text('status').notNull().default('spent'),
    createdAt: at('created_at'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    index('game_charges_user_idx').on(t.userId, t.createdAt),
    check('game_charges_credits_check', sql`${t.credits} in (0, 1)`),
  ],
);

/** Every webhook event received, verified or not: a replayed event id is recognised and grants nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: text('event_id'),
  type: text('type'),
  /** granted, ignored, duplicate, bad_signature */
  outcome: text('outcome').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  receivedAt: at('received_at'),
});

/**
 * One row per game hosted or joined, for the analytics: only the kind of device and the interface language, no
 * address, no user agent, no account.
 */
export const playVisits = pgTable(
  'play_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** host or player */
    kind: text('kind').notNull(),
    /** phone, tablet, desktop or tv */
    device: text('device').notNull(),
    /** ar, en or other */
    language: text('language').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [index('play_visits_created_idx').on(t.createdAt)],
);
