import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SoloState } from '../../shared/solo/engine';
import { users } from './auth-schema';

/**
 * Playing alone (decision 020): the daily challenge of each day, solo rounds with the engine's state, the points
 * ledger and its leaderboard rollups, tournaments with their rounds and participants, the player's country and privacy, and earned achievements.
 */

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const soloKindEnum = pgEnum('solo_kind', ['daily', 'tournament']);
export const pointsSourceEnum = pgEnum('points_source', ['daily', 'tournament', 'team_win']);

/** The same questions for everyone on a challenge day (Asia/Dubai), drawn once by the first request of the day. */
export const dailyChallenges = pgTable('daily_challenges', {
  day: text('day').primaryKey(),
  questionIds: jsonb('question_ids').$type<string[]>().notNull(),
  createdAt: at('created_at'),
});

export const participantStatusEnum = pgEnum('tournament_participant_status', [
  'active',
  'completed',
  'eliminated',
]);

/**
 * A tournament (SPEC.md section 3): its status (upcoming, active, completed) follows from the dates; `settled_at`
 * is set once the last round is closed and the standings, points and achievements are awarded.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    maxParticipants: integer('max_participants').notNull(),
    /** Bonus leaderboard points for the winner(s). */
    prizeValue: integer('prize_value').notNull().default(0),
    rounds: integer('rounds').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('tournaments_starts_idx').on(t.startsAt), index('tournaments_creator_idx').on(t.creatorId)],
);

/** The rounds of a tournament with their windows; questions are drawn when the first player starts it. */
export const tournamentRounds = pgTable(
  'tournament_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    questionIds: jsonb('question_ids').$type<string[]>(),
    /** When elimination was applied after the window closed. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('tournament_rounds_number_idx').on(t.tournamentId, t.number)],
);

export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: participantStatusEnum('status').notNull().default('active'),
    /** The last round played (0: none yet), its score and the sum of every round. */
    roundReached: integer('round_reached').notNull().default(0),
    lastRoundScore: integer('last_round_score').notNull().default(0),
    totalScore: integer('total_score').notNull().default(0),
    finalRank: integer('final_rank'),
    joinedAt: at('joined_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_participants_user_idx').on(t.userId),
  ],
);

export const soloRounds = pgTable(
  'solo_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: soloKindEnum('kind').notNull(),
    /** The signed-in player, or null for a guest. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of a guest's device id (one daily attempt per device). */
    guestKey: text('guest_key'),
    /** sha256 of the round token handed out at the start; answers carry the token. */
    tokenHash: text('token_hash').notNull(),
    challengeDay: text('challenge_day'),
    tournamentRoundId: uuid('tournament_round_id').references(() => tournamentRounds.id, {
      onDelete: 'cascade',
    }),
    state: jsonb('state').$type<SoloState>().notNull(),
    version: integer('version').notNull().default(0),
    score: integer('score').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    startedAt: at('started_at'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('solo_rounds_user_day_idx')
      .on(t.userId, t.challengeDay)
      .where(sql`${t.kind} = 'daily' and ${t.userId} is not null`),
    uniqueIndex('solo_rounds_guest_day_idx')
      .on(t.guestKey, t.challengeDay)
      .where(sql`${t.kind} = 'daily' and ${t.guestKey} is not null`),
    uniqueIndex('solo_rounds_tournament_idx')
      .on(t.tournamentRoundId, t.userId)
      .where(sql`${t.kind} = 'tournament'`),
    index('solo_rounds_user_idx').on(t.userId, t.kind, t.finishedAt),
  ],
);

/** Every award of points, once per source (a daily round, a tournament, a team game won). */
export const playerPoints = pgTable(
  'player_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: pointsSourceEnum('source').notNull(),
    sourceId: text('source_id').notNull(),
    points: integer('points').notNull(),
    earnedAt: at('earned_at'),
  },
  (t) => [uniqueIndex('player_points_source_idx').on(t.userId, t.source, t.sourceId)],
);

/**
 * Points summed per period (`all`, `w:<Monday>`, `m:<YYYY-MM>`, Asia/Dubai) and player, kept up to date with each
 * award, so a leaderboard is an index scan and a rank a count, whatever the number of players.
 */
export const leaderboardScores = pgTable(
  'leaderboard_scores',
  {
    period: text('period').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The player's region when the row was last written (middle_east, gulf, north_africa) or null. */
    region: text('region'),
    points: integer('points').notNull().default(0),
    updatedAt: at('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.userId] }),
    index('leaderboard_scores_rank_idx').on(t.period, t.points.desc(), t.userId),
    index('leaderboard_scores_region_idx').on(t.period, t.region, t.points.desc(), t.userId),
  ],
);

/**
 * How many players of a period and region have points in each bucket of 100 (`floor(points / 100)`; region '' for
 * players without one), kept by a trigger on `leaderboard_scores` (insert, update of points or region, delete: the
 * SQL is at the end of the solo migration), so the number of players and a rank outside the top 100 are sums over
 * buckets plus a short index range inside the player's own bucket (get-leaderboard.ts).
 */
export const leaderboardRankBuckets = pgTable(
  'leaderboard_rank_buckets',
  {
    period: text('period').notNull(),
    region: text('region').notNull(),
    bucket: integer('bucket').notNull(),
    players: integer('players').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.period, t.region, t.bucket] })],
);

/** A player's country and privacy choices (SPEC.md section 6). */
export const playerProfiles = pgTable('player_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** ISO 3166-1 alpha-2, or null. */
  country: text('country'),
  /** Whether the name appears on leaderboards (otherwise "a hidden player"). */
  showOnLeaderboards: boolean('show_on_leaderboards').notNull().default(true),
  /** Whether other players see the profile in group competitions. */
  showProfile: boolean('show_profile').notNull().default(true),
  updatedAt: at('updated_at'),
});

/** Achievements earned, once each; `announced_at` is set when the player has been shown the toast. */
export const playerAchievements = pgTable(
  'player_achievements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievement: text('achievement').notNull(),
    earnedAt: at('earned_at'),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievement] })],
);
