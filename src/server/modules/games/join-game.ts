import { and, eq } from 'drizzle-orm';
import type { JoinGameResult } from '../../../shared/contracts/game';
import { nicknameKey } from '../../../shared/contracts/game';
import { admissionOf, approvalOf } from '../../../shared/game/approval';
import { AppError } from '../../http/app-error';
import { applyCommand, wasApplied } from './apply-command';
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
  const admission = admissionOf(record.state, player.id);
  if (admission === 'turned_away') throw gameError('FORBIDDEN', 'playerTurnedAway');
  if (player.isRemoved) throw gameError('FORBIDDEN', 'playerRemoved');
  return {
    gameId: record.id,
    roomCode: record.roomCode,
    playerId: player.id,
    playerToken: playerTokenFor(record.tokenSecret, player.joinClientId),
    nickname: player.nickname,
    teamId: player.teamId,
    isExisting,
    isWaiting: admission === 'waiting',
  };
}

/**
 * Approve each player: the new player waits for the host. The command's id comes from the join's client id, so a
 * replayed join asks once, and a join whose ask was lost (a crash in between) asks on its replay. The token is only
 * handed out after the ask is stored. If the host turned the option off meanwhile, the player is simply in.
 */
async function askToJoin(ctx: GamesContext, record: GameRecord, player: PlayerRow): Promise<GameRecord> {
  if (!approvalOf(record.state).isOn || player.isRemoved) return record;
  const commandId = `join-${hashSecret(player.joinClientId).slice(0, 40)}`;
  // Asked before: the host may have let them in since (the engine keeps only the last command ids).
  if (await wasApplied(ctx, record.id, commandId)) return record;
  try {
    const outcome = await applyCommand(
      ctx,
      record.id,
      { type: 'ask_to_join', commandId, playerId: player.id },
      { role: 'player', teamId: player.teamId, playerId: player.id },
    );
    return { ...record, state: outcome.record.state };
  } catch (error) {
    const isSettled =
      error instanceof AppError &&
      ['game.errors.approvalOff', 'game.errors.playerTurnedAway', 'game.errors.wrongPhase'].includes(
        error.key,
      );
    if (!isSettled) throw error;
    return (await ctx.store.reload(record.id)) ?? record;
  }
}

/**
 * Joins a room by code with a nickname (unique in the room) and a team. Applied once: a replay with the same client
 * id, or a second join from the same device, returns the player already there. A player the host removed cannot
 * come back from the same device (403 game.errors.playerRemoved); a locked room (409 game.errors.roomLocked) and
 * a finished game (409 game.errors.gameFinished) take no new players. While the host approves each player, a new
 * player waits (`isWaiting`); one turned away may ask again from the same device, and waits again.
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
  if (sameRequest) return resultOf(await askToJoin(ctx, record, sameRequest), sameRequest, true);
  // Turned away (or left the waiting list): that device may ask again, as a new player the host sees again.
  const stillKnown = known.filter((player) => admissionOf(record.state, player.id) !== 'turned_away');
  if (stillKnown.some((player) => player.isRemoved)) throw gameError('FORBIDDEN', 'playerRemoved');
  const onThisDevice = stillKnown.find((player) => !player.isRemoved);
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
    if (raced && raced.deviceHash === deviceHash) {
      return resultOf(await askToJoin(ctx, record, raced), raced, true);
    }
    throw gameError('CONFLICT', 'nicknameTaken');
  }
  const current = await askToJoin(ctx, record, inserted);
  ctx.notifier.roomChanged(await getRoomInfo(ctx, current));
  return resultOf(current, inserted, false);
}
