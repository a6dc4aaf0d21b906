import { and, eq } from 'drizzle-orm';
import type { ClientCommand } from '../../../shared/contracts/game';
import { PLAYER_COMMAND_TYPES, type Actor, type GameCommandInput } from '../../../shared/game/commands';
import { apply } from '../../../shared/game/reducer';
import { rejection, type GameState } from '../../../shared/game/types';
import { gameEvents } from '../../db/game-schema';
import { AppError } from '../../http/app-error';
import { prepareViews } from './build-views';
import { commandEffects } from './command-effects';
import { drawBoardForHost } from './draw-board-for-host';
import { gameError, rejectionError } from './game-errors';
import { shouldWriteSnapshot, statusOfPhase, type GameRecord } from './game-record';
import type { GamesContext } from './games-context';
import { getRoomInfo } from './get-room-info';
import { moveOrphanedPlayers } from './move-orphaned-players';
import { pickReplacement } from './pick-replacement';
import { settleWaitingPlayers } from './settle-waiting-players';
import { recordTeamGame } from '../achievements/record-team-game';

/** Attempts before giving up on a game that other processes keep changing (game.errors.busy). */
const MAX_ATTEMPTS = 10;
/** After a conflict, wait up to this many ms per attempt made, at random, so two processes stop colliding. */
const CONFLICT_BACKOFF_MS = 4;

const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * CONFLICT_BACKOFF_MS * attempt));

/**
 * A client's command, or one the server sends on a player's behalf: `ask_to_join` when a player joins while the host
 * approves each player (never accepted from a connection: it is not in the client contract).
 */
export type ServerCommand = ClientCommand | { type: 'ask_to_join'; commandId: string; playerId: string };

export interface ApplyOutcome {
  /** The game after the command (or as it stands, for a duplicate). */
  record: GameRecord;
  /** The command had been applied before; nothing changed. */
  isDuplicate: boolean;
}

/**
 * Applies one client command to a game, once: in the game's queue, in one transaction with an optimistic version
 * check (retried on conflict), recorded in the event log under its command id. A command id seen before answers
 * with the current state instead of an error. The new projections are broadcast before the next command runs.
 */
export function applyCommand(
  ctx: GamesContext,
  gameId: string,
  command: ServerCommand,
  actor: Actor,
): Promise<ApplyOutcome> {
  return ctx.queue.run(gameId, async () => {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      if (attempt > 0) await backOff(attempt);
      const record = attempt === 0 ? await ctx.store.get(gameId) : await ctx.store.reload(gameId);
      if (!record) throw gameError('NOT_FOUND', 'gameNotFound');
      const outcome = await tryApply(ctx, record, command, actor).catch((error: unknown) =>
        attempt === 0 ? refusedOnStaleCopy(ctx, record, error) : Promise.reject(error),
      );
      if (outcome !== 'conflict') return outcome;
    }
    throw gameError('CONFLICT', 'busy');
  });
}

/**
 * A refusal of the cached game may only mean another process has moved it on (the host there opened the tile this
 * player answers): when the stored game is newer, the command is tried again on it; otherwise the refusal stands.
 */
async function refusedOnStaleCopy(
  ctx: GamesContext,
  cached: GameRecord,
  error: unknown,
): Promise<'conflict'> {
  if (!(error instanceof AppError)) throw error;
  const stored = await ctx.store.reload(cached.id);
  if (stored && stored.state.version !== cached.state.version) return 'conflict';
  throw error;
}

/** The host ended the game from the lobby or from a board where no tile has been played: hosting it cost nothing. */
export function isEndedBeforeFirstQuestion(previous: GameState, next: GameState): boolean {
  if (next.phase !== 'finished') return false;
  return (
    previous.phase === 'lobby' ||
    (previous.phase === 'board' && previous.tiles.every((tile) => !tile.isPlayed))
  );
}

/** True when the game's log holds a command with this id (applied, even if the engine forgot the id since). */
export async function wasApplied(ctx: GamesContext, gameId: string, commandId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: gameEvents.id })
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, gameId), eq(gameEvents.commandId, commandId)));
  return row !== undefined;
}

/** The engine's command: the actor from the connection, and what only the server may choose. */
async function toEngineCommand(
  ctx: GamesContext,
  record: GameRecord,
  command: ServerCommand,
  actor: Actor,
): Promise<GameCommandInput> {
  const isPlayerCommand = PLAYER_COMMAND_TYPES.includes(command.type);
  if (actor.role !== (isPlayerCommand ? 'player' : 'host')) throw rejectionError(rejection('forbidden'));
  switch (command.type) {
    case 'start':
      if (record.state.phase !== 'lobby') throw rejectionError(rejection('wrongPhase'));
      return { ...command, actor, board: await drawBoardForHost(ctx.db, record) };
    case 'use_lifeline': {
      const isChange = command.lifeline === 'change_question' && record.state.phase === 'question';
      return isChange
        ? { ...command, actor, replacement: await pickReplacement(ctx.db, record) }
        : { ...command, actor };
    }
    case 'submit_answer':
      return { ...command, actor, teamId: actor.role === 'player' ? actor.teamId : '' };
    default:
      return { ...command, actor };
  }
}

async function tryApply(
  ctx: GamesContext,
  record: GameRecord,
  command: ServerCommand,
  actor: Actor,
): Promise<ApplyOutcome | 'conflict'> {
  const { state } = record;
  const duplicate = { record, isDuplicate: true };
  if (state.recentCommandIds.includes(command.commandId)) return duplicate;

  let engineCommand: GameCommandInput;
  try {
    engineCommand = await toEngineCommand(ctx, record, command, actor);
  } catch (error) {
    if (await wasApplied(ctx, record.id, command.commandId)) return duplicate;
    throw error;
  }
  const now = ctx.now();
  const result = apply(state, engineCommand, { now });
  if (!result.ok) {
    const isDuplicate =
      result.rejection.code === 'duplicateCommand' || (await wasApplied(ctx, record.id, command.commandId));
    if (isDuplicate) return duplicate;
    throw rejectionError(result.rejection);
  }
  // The start the engine accepts spends what hosting costs, keyed by the game: a retry finds it spent.
  if (engineCommand.type === 'start') await ctx.hosting.chargeStart(record);

  const next = result.state;
  const at = new Date(now);
  const status = statusOfPhase(next.phase);
  const endedAt = status === 'completed' ? (record.endedAt ?? at) : null;
  const isWritten = await ctx.writer.write({
    gameId: record.id,
    hostKey: record.hostKey,
    expectedVersion: state.version,
    next,
    isSnapshot: shouldWriteSnapshot(record, next),
    status,
    endedAt,
    commandId: command.commandId,
    command: engineCommand,
    events: result.events,
    effects: commandEffects(state, next, result.events),
    at,
  });
  if (!isWritten) return (await wasApplied(ctx, record.id, command.commandId)) ? duplicate : 'conflict';

  const stateVersion = shouldWriteSnapshot(record, next) ? next.version : record.stateVersion;
  const updated: GameRecord = { ...record, state: next, stateVersion, status, endedAt };
  ctx.store.set(updated);
  await prepareViews(ctx, updated);
  ctx.notifier.gameChanged(updated);
  const moves = result.events.some((event) => event.type === 'options_changed')
    ? await moveOrphanedPlayers(ctx, updated)
    : [];
  for (const move of moves) ctx.notifier.playerMoved(updated.id, move.playerId);
  const isWaitingListChanged = await settleWaitingPlayers(ctx, updated, result.events);
  if (status !== record.status || moves.length > 0 || isWaitingListChanged) {
    ctx.notifier.roomChanged(await getRoomInfo(ctx, updated));
  }
  if (status === 'completed' && record.status !== 'completed' && isEndedBeforeFirstQuestion(state, next)) {
    await ctx.hosting.returnCharge(updated.id).catch((error: unknown) => {
      console.error('giving back the hosting credit failed; the payments job will', error);
    });
  }
  // Points for the winners and achievements: the game stands even if this fails, and the next visit catches up.
  if (status === 'completed' && record.status !== 'completed') {
    const earned = await recordTeamGame(ctx.db, updated, now).catch((error: unknown) => {
      console.error('recording the finished game failed', error);
      return [];
    });
    for (const person of earned) ctx.notifier.achievementsEarned(updated.id, person);
  }
  return { record: updated, isDuplicate: false };
}
