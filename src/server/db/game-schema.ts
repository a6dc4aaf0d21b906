import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { GameCommand, GameOptions } from '../../shared/game/commands';
import type { GameEvent, GameState } from '../../shared/game/types';
import { questions } from './schema';

/**
 * The game (DESIGN.md "The game engine"): a row with the engine's state snapshot and its version, an append-only
 * log of the applied commands, the players, VAR reports, lifeline statistics and the questions each host was shown.
 */

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const gameStatusEnum = pgEnum('game_status', ['waiting', 'active', 'completed']);
export const varReportStatusEnum = pgEnum('var_report_status', ['open', 'accepted', 'rejected']);

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomCode: text('room_code').notNull(),
    /** The signed-in host's user id, or null for a guest host. */
    hostUserId: text('host_user_id'),
    /** sha256 of the host token handed out at creation (guests and signed-in hosts alike). */
    hostTokenHash: text('host_token_hash').notNull(),
    /** Whose seen questions to avoid: `user:<id>`, `device:<sha256>` or `game:<id>`. */
    hostKey: text('host_key').notNull(),
    /** Server-only secret from which player tokens are derived (so a replayed join returns the same token). */
    tokenSecret: text('token_secret').notNull(),
    status: gameStatusEnum('status').notNull().default('waiting'),
    isLocked: boolean('is_locked').notNull().default(false),
    options: jsonb('options').$type<GameOptions>().notNull(),
    /** The 6 categories the board is drawn from, in column order. */
    categoryIds: jsonb('category_ids').$type<string[]>().notNull(),
    /** The engine's state at `state_version` (written every few commands and at every phase that matters). */
    state: jsonb('state').$type<GameState>().notNull(),
    stateVersion: integer('state_version').notNull().default(0),
    /**
     * The game's version: the last applied command's. The optimistic concurrency check is on this column; the
     * commands after `state_version` are replayed from game_events on load.
     */
    version: integer('version').notNull().default(0),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    rematchOf: uuid('rematch_of'),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // A code is unique among unfinished games.
    uniqueIndex('games_room_code_open_idx')
      .on(t.roomCode)
      .where(sql`${t.status} <> 'completed'`),
    index('games_room_code_idx').on(t.roomCode, t.endedAt),
    // No index may hold a column that every command changes (version, state, updated_at): the row's update then
    // stays HOT (in place), which matters on PGlite, which has no autovacuum.
    index('games_host_user_idx').on(t.hostUserId, t.createdAt),
    index('games_host_token_idx').on(t.hostTokenHash),
    index('games_rematch_of_idx').on(t.rematchOf),
  ],
);

export const gameEvents = pgTable(
  'game_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The game's version after this command. */
    version: integer('version').notNull(),
    commandId: text('command_id').notNull(),
    command: jsonb('command').$type<GameCommand>().notNull(),
    events: jsonb('events').$type<GameEvent[]>().notNull(),
    /** The engine's `now` for this command: replaying the log with it gives the same state. */
    at: at('at'),
  },
  (t) => [
    uniqueIndex('game_events_command_idx').on(t.gameId, t.commandId),
    uniqueIndex('game_events_version_idx').on(t.gameId, t.version),
  ],
);

export const gamePlayers = pgTable(
  'game_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    /** normalised for comparison (nicknameKey); unique among the room's players who were not removed. */
    nicknameKey: text('nickname_key').notNull(),
    teamId: text('team_id').notNull(),
    /** sha256 of the device secret; a removed player's device cannot join the game again. */
    deviceHash: text('device_hash').notNull(),
    /** sha256 of the player token. */
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id'),
    /** The client id of the join request, so a replayed join applies once. */
    joinClientId: text('join_client_id').notNull(),
    isRemoved: boolean('is_removed').notNull().default(false),
    joinedAt: at('joined_at'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_players_nickname_idx')
      .on(t.gameId, t.nicknameKey)
      .where(sql`${t.isRemoved} = false`),
    uniqueIndex('game_players_join_client_idx').on(t.gameId, t.joinClientId),
    uniqueIndex('game_players_token_idx').on(t.gameId, t.tokenHash),
    index('game_players_device_idx').on(t.gameId, t.deviceHash),
    index('game_players_user_idx').on(t.userId),
  ],
);

export const varReports = pgTable(
  'var_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamId: text('team_id').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => gamePlayers.id, { onDelete: 'cascade' }),
    tileId: text('tile_id').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    screenshotUrl: text('screenshot_url'),
    status: varReportStatusEnum('status').notNull().default('open'),
    clientId: text('client_id').notNull(),
    createdAt: at('created_at'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('var_reports_client_idx').on(t.gameId, t.clientId),
    index('var_reports_game_idx').on(t.gameId, t.createdAt),
    index('var_reports_question_idx').on(t.questionId),
  ],
);

export const lifelineUses = pgTable(
  'lifeline_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamId: text('team_id').notNull(),
    lifeline: text('lifeline').notNull(),
    tileId: text('tile_id').notNull(),
    /** The question on the tile when the lifeline was used. */
    questionId: text('question_id').notNull(),
    /** correct, correct_second, stolen, nobody or game_ended; null until the tile is marked. */
    outcome: text('outcome'),
    usedAt: at('used_at'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lifeline_uses_tile_idx').on(t.gameId, t.teamId, t.lifeline, t.tileId),
    index('lifeline_uses_lifeline_idx').on(t.lifeline, t.outcome),
  ],
);

export const hostSeenQuestions = pgTable(
  'host_seen_questions',
  {
    hostKey: text('host_key').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    seenAt: at('seen_at'),
  },
  (t) => [primaryKey({ columns: [t.hostKey, t.questionId] })],
);
