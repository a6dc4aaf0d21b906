import { and, eq } from 'drizzle-orm';
import type { JoinGameResult } from '../../../shared/contracts/game';
import { nicknameKey } from '../../../shared/contracts/game';
import { gamePlayers } from '../../db/game-schema';
import { findGameByRoomCode, joinBlockedKey } from './find-room';
import { gameError } from './game-errors';
import type { GameRecord } from './game-record';
import { isBlockedNickname } from './nickname-filter';
import { hashSecret, playerTokenFor } from './game-tokens';
import type { GamesContext } from './games-context';
import { getRoomInfo } from './get-room-info';

export interface JoinInput {
  clientId: string;
  roomCode: string;
  nickname: string;
  teamId: string;
  deviceId: string;
}

type PlayerRow = typeof gamePlayers.$inferSelect;

function resultOf(record: GameRecord, player: PlayerRow, isExisting: boolean): JoinGameResult {
  if (player.isRemoved) throw gameError('FORBIDDEN', 'playerRemoved');
  return {
    gameId: record.id,
    roomCode: record.roomCode,
    playerId: player.id,
    playerToken: playerTokenFor(record.tokenSecret, player.joinClientId),
    nickname: player.nickname,
    teamId: player.teamId,
    isExisting,
  };
}

/**
 * Joins a room by code with a nickname (unique in the room) and a team. Applied once: a replay with the same client
 * id, or a second join from the same device, returns the player already there. A player the host removed cannot
 * come back from the same device (403 game.errors.playerRemoved); a locked room (409 game.errors.roomLocked) and
 * a finished game (409 game.errors.gameFinished) take no new players.
 */
export async function joinGame(
  ctx: GamesContext,
  input: JoinInput,
  userId: string | null,
): Promise<JoinGameResult> {
  const record = await findGameByRoomCode(ctx, input.roomCode);
  const deviceHash = hashSecret(input.deviceId);
  const known = await ctx.db
    .select()
    .from(gamePlayers)
    .where(and(eq(gamePlayers.gameId, record.id), eq(gamePlayers.deviceHash, deviceHash)));
  const sameRequest = known.find((player) => player.joinClientId === input.clientId);
  if (sameRequest) return resultOf(record, sameRequest, true);
  if (known.some((player) => player.isRemoved)) throw gameError('FORBIDDEN', 'playerRemoved');
  const onThisDevice = known.find((player) => !player.isRemoved);
  if (onThisDevice) return resultOf(record, onThisDevice, true);

  const blocked = joinBlockedKey(record);
  if (blocked === 'game.errors.gameFinished') throw gameError('CONFLICT', 'gameFinished');
  if (blocked === 'game.errors.roomLocked') throw gameError('CONFLICT', 'roomLocked');
  if (!record.state.teams.some((team) => team.id === input.teamId))
    throw gameError('VALIDATION', 'unknownTeam');
  if (isBlockedNickname(input.nickname)) throw gameError('VALIDATION', 'nicknameNotAllowed');

  const [inserted] = await ctx.db
    .insert(gamePlayers)
    .values({
      gameId: record.id,
      nickname: input.nickname,
      nicknameKey: nicknameKey(input.nickname),
      teamId: input.teamId,
      deviceHash,
      tokenHash: hashSecret(playerTokenFor(record.tokenSecret, input.clientId)),
      userId,
      joinClientId: input.clientId,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    // A concurrent replay of the same request won the race, or the nickname is taken.
    const [raced] = await ctx.db
      .select()
      .from(gamePlayers)
      .where(and(eq(gamePlayers.gameId, record.id), eq(gamePlayers.joinClientId, input.clientId)));
    if (raced && raced.deviceHash === deviceHash) return resultOf(record, raced, true);
    throw gameError('CONFLICT', 'nicknameTaken');
  }
  ctx.notifier.roomChanged(await getRoomInfo(ctx, record));
  return resultOf(record, inserted, false);
}
