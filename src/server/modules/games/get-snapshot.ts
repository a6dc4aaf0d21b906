import type { GameSnapshot, Viewer } from '../../../shared/contracts/game';
import { admittedOnly, findPlayerByToken, isHostOf } from './authorize';
import { prepareViews, viewForViewer } from './build-views';
import { gameError } from './game-errors';
import type { GameRecord } from './game-record';
import type { GamesContext } from './games-context';
import { getRoomInfo } from './get-room-info';

/**
 * Who a token (or the signed-in host) is in this game; 401 game.errors.invalidToken when nobody, 403 for a player
 * the host has not let in.
 */
export async function identifyViewer(
  ctx: GamesContext,
  record: GameRecord,
  token: string | undefined,
  userId: string | null,
): Promise<Viewer> {
  if (isHostOf(record, token, userId)) return { role: 'host' };
  const holder = token ? await findPlayerByToken(ctx, record, token) : null;
  if (!holder) throw gameError('UNAUTHORIZED', 'invalidToken');
  return { role: 'player', ...admittedOnly(holder) };
}

/**
 * The whole picture for one viewer, read from the database (so it is current even when another process moved
 * the game on): sent on every connect and reconnect.
 */
export async function getSnapshot(ctx: GamesContext, gameId: string, viewer: Viewer): Promise<GameSnapshot> {
  const record = await ctx.store.reload(gameId);
  if (!record) throw gameError('NOT_FOUND', 'gameNotFound');
  return snapshotOf(ctx, record, viewer);
}

/** The snapshot of a record just read from the database. */
export async function snapshotOf(
  ctx: GamesContext,
  record: GameRecord,
  viewer: Viewer,
): Promise<GameSnapshot> {
  await prepareViews(ctx, record);
  const room = await getRoomInfo(ctx, record);
  return { room, view: viewForViewer(ctx, record, viewer, ctx.now()), viewer };
}
