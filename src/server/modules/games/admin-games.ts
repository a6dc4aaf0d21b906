import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminGame,
  AdminGameDetail,
  AdminGameList,
  gameListQuerySchema,
} from '../../../shared/contracts/admin-ops';
import type { GameState } from '../../../shared/game/types';
import type { SessionUser } from '../../auth/guards';
import { users } from '../../db/auth-schema';
import { gameEvents, games } from '../../db/game-schema';
import { AppError } from '../../http/app-error';
import { logAdminActivity } from '../activity/log-admin-activity';
import { applyCommand } from './apply-command';
import type { GamesContext } from './games-context';

/** A game nobody has touched for this long may be deleted from the back-office. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;
const EVENTS_SHOWN = 200;

type GameRow = typeof games.$inferSelect;

function toAdminGame(row: GameRow, state: GameState, host: string | null): AdminGame {
  return {
    id: row.id,
    roomCode: row.roomCode,
    status: row.status,
    host,
    teams: state.teams.map((team) => ({ id: team.id, name: team.name, score: team.score })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/**
 * The current state of each game: the row keeps only the last snapshot, so the store (its cache, or the snapshot
 * with the later events applied) gives the scores as they are now.
 */
export async function currentStates(
  ctx: GamesContext,
  rows: readonly { id: string; state: GameState }[],
): Promise<Map<string, GameState>> {
  const states = new Map<string, GameState>();
  for (const row of rows) {
    if (states.has(row.id)) continue;
    states.set(row.id, (await ctx.store.get(row.id))?.state ?? row.state);
  }
  return states;
}

/** Games newest first, filterable by status, with room code, host, teams and scores, and dates. */
export async function listAdminGames(
  ctx: GamesContext,
  query: z.output<typeof gameListQuerySchema>,
): Promise<AdminGameList> {
  const where = query.status ? eq(games.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ game: games, hostEmail: users.email })
      .from(games)
      .leftJoin(users, eq(users.id, games.hostUserId))
      .where(where)
      .orderBy(desc(games.createdAt), games.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ value: count() }).from(games).where(where),
  ]);
  const states = await currentStates(
    ctx,
    rows.map((row) => row.game),
  );
  return {
    items: rows.map((row) => toAdminGame(row.game, states.get(row.game.id)!, row.hostEmail)),
    total: total?.value ?? 0,
  };
}

/** A game's page: its current board, score log and the log of applied commands. */
export async function getAdminGame(ctx: GamesContext, gameId: string): Promise<AdminGameDetail> {
  const [row] = await ctx.db
    .select({ game: games, hostEmail: users.email })
    .from(games)
    .leftJoin(users, eq(users.id, games.hostUserId))
    .where(eq(games.id, gameId));
  if (!row) throw new AppError('NOT_FOUND', 'admin.errors.gameNotFound');
  const record = await ctx.store.get(gameId);
  const state = record?.state ?? row.game.state;
  const events = await ctx.db
    .select({ version: gameEvents.version, command: gameEvents.command, at: gameEvents.at })
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(desc(gameEvents.version))
    .limit(EVENTS_SHOWN);
  return {
    game: { ...toAdminGame(row.game, state, row.hostEmail), phase: state.phase, mode: state.options.mode },
    board: state.tiles.map((tile) => ({
      id: tile.id,
      categoryId: tile.categoryId,
      points: tile.points,
      isPlayed: tile.isPlayed,
      wonBy: tile.winnerTeamId,
    })),
    scoreLog: state.scoreLog.map((entry) => ({
      seq: entry.seq,
      teamId: entry.teamId,
      amount: entry.amount,
      reason: entry.reason,
      note: entry.note,
      at: new Date(entry.at).toISOString(),
    })),
    events: events.map((event) => ({
      version: event.version,
      type: event.command.type,
      at: event.at.toISOString(),
    })),
  };
}

/** Ends a game that is not finished, through the engine (the players see the result). */
export async function endAdminGame(
  ctx: GamesContext,
  actor: SessionUser,
  gameId: string,
): Promise<AdminGameDetail> {
  const record = await ctx.store.get(gameId);
  if (!record) throw new AppError('NOT_FOUND', 'admin.errors.gameNotFound');
  if (record.state.phase !== 'finished' && record.state.phase !== 'lobby') {
    await applyCommand(
      ctx,
      gameId,
      { type: 'end_game', commandId: `admin-end-${randomUUID()}` },
      { role: 'host' },
    );
    await logAdminActivity(ctx.db, actor, { action: 'game.end', targetType: 'game', targetId: gameId });
  } else if (record.state.phase === 'lobby') {
    throw new AppError('CONFLICT', 'admin.errors.gameNotStarted');
  }
  return getAdminGame(ctx, gameId);
}

/** Deletes a game that is over or abandoned (untouched for an hour); a game in play cannot be deleted. */
export async function deleteAdminGame(ctx: GamesContext, actor: SessionUser, gameId: string): Promise<void> {
  const cutoff = new Date(ctx.now() - ABANDONED_AFTER_MS);
  const [removed] = await ctx.db
    .delete(games)
    .where(and(eq(games.id, gameId), or(eq(games.status, 'completed'), lt(games.updatedAt, cutoff))))
    .returning({ id: games.id, roomCode: games.roomCode });
  if (!removed) {
    const [exists] = await ctx.db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
    if (!exists) throw new AppError('NOT_FOUND', 'admin.errors.gameNotFound');
    throw new AppError('CONFLICT', 'admin.errors.gameInPlay');
  }
  ctx.store.forget(gameId);
  await logAdminActivity(ctx.db, actor, {
    action: 'game.delete',
    targetType: 'game',
    targetId: gameId,
    details: { roomCode: removed.roomCode },
  });
}
