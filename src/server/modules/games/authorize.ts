import { and, eq } from 'drizzle-orm';
import { gamePlayers } from '../../db/game-schema';
import { gameError } from './game-errors';
import { hashSecret, matchesHash } from './game-tokens';
import type { GameRecord } from './game-record';
import type { GamesContext } from './games-context';

export interface PlayerIdentity {
  playerId: string;
  nickname: string;
  teamId: string;
}

/**
 * The game as stored now (another process may have moved it on), or 404 game.errors.gameNotFound. Commands use
 * the cached record instead: their version check catches a stale one.
 */
export async function requireGame(ctx: GamesContext, gameId: string): Promise<GameRecord> {
  const record = await ctx.store.reload(gameId);
  if (!record) throw gameError('NOT_FOUND', 'gameNotFound');
  return record;
}

/** True when the token is the game's host token, or the signed-in user is its host. */
export function isHostOf(record: GameRecord, token: string | undefined, userId: string | null): boolean {
  if (token && matchesHash(token, record.hostTokenHash)) return true;
  return userId !== null && record.hostUserId === userId;
}

/** The game if the caller is its host; 404 for an unknown game, 403 game.errors.notHost otherwise. */
export async function requireHost(
  ctx: GamesContext,
  gameId: string,
  token: string | undefined,
  userId: string | null,
): Promise<GameRecord> {
  const record = await requireGame(ctx, gameId);
  if (!isHostOf(record, token, userId)) throw gameError('FORBIDDEN', 'notHost');
  return record;
}

/** The player a token belongs to, or null; a removed player is refused with game.errors.playerRemoved. */
export async function findPlayerByToken(
  ctx: GamesContext,
  gameId: string,
  token: string,
): Promise<PlayerIdentity | null> {
  const [player] = await ctx.db
    .select({
      playerId: gamePlayers.id,
      nickname: gamePlayers.nickname,
      teamId: gamePlayers.teamId,
      isRemoved: gamePlayers.isRemoved,
    })
    .from(gamePlayers)
    .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.tokenHash, hashSecret(token))));
  if (!player) return null;
  if (player.isRemoved) throw gameError('FORBIDDEN', 'playerRemoved');
  return { playerId: player.playerId, nickname: player.nickname, teamId: player.teamId };
}

/** The game and the player; 401 game.errors.invalidToken for a token that is not this game's. */
export async function requirePlayer(
  ctx: GamesContext,
  gameId: string,
  token: string | undefined,
): Promise<{ record: GameRecord; player: PlayerIdentity }> {
  const record = await requireGame(ctx, gameId);
  const player = token ? await findPlayerByToken(ctx, gameId, token) : null;
  if (!player) throw gameError('UNAUTHORIZED', 'invalidToken');
  return { record, player };
}
