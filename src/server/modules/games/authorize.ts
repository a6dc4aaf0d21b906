import { and, eq } from 'drizzle-orm';
import { admissionOf } from '../../../shared/game/approval';
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

/** A player's token holder: who they are, and whether they still wait for the host (approve each player). */
export interface TokenHolder extends PlayerIdentity {
  isWaiting: boolean;
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

/**
 * The player a token belongs to, or null; a player the host turned away (or who left the waiting list) is refused
 * with game.errors.playerTurnedAway, a removed player with game.errors.playerRemoved.
 */
export async function findPlayerByToken(
  ctx: GamesContext,
  record: Pick<GameRecord, 'id' | 'state'>,
  token: string,
): Promise<TokenHolder | null> {
  const gameId = record.id;
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
  const admission = admissionOf(record.state, player.playerId);
  if (admission === 'turned_away') throw gameError('FORBIDDEN', 'playerTurnedAway');
  if (player.isRemoved) throw gameError('FORBIDDEN', 'playerRemoved');
  return {
    playerId: player.playerId,
    nickname: player.nickname,
    teamId: player.teamId,
    isWaiting: admission === 'waiting',
  };
}

/** A player in the game; one still waiting for the host is refused (403 game.errors.playerWaiting). */
export function admittedOnly(holder: TokenHolder): PlayerIdentity {
  if (holder.isWaiting) throw gameError('FORBIDDEN', 'playerWaiting');
  return { playerId: holder.playerId, nickname: holder.nickname, teamId: holder.teamId };
}

/**
 * The game and the player; 401 game.errors.invalidToken for a token that is not this game's, 403 for a player
 * waiting for the host or turned away.
 */
export async function requirePlayer(
  ctx: GamesContext,
  gameId: string,
  token: string | undefined,
): Promise<{ record: GameRecord; player: PlayerIdentity }> {
  const record = await requireGame(ctx, gameId);
  const holder = token ? await findPlayerByToken(ctx, record, token) : null;
  if (!holder) throw gameError('UNAUTHORIZED', 'invalidToken');
  return { record, player: admittedOnly(holder) };
}
